import { VOICE_LIMITS } from '../../../shared/schemas/voice';

/**
 * The recorder as a pure state machine, so every step a child can take (ask for the microphone,
 * record, stop, listen, record again) is testable without a browser:
 * idle → asking → recording → recorded, and error from asking or recording.
 */
export type RecorderError = 'denied' | 'no-microphone' | 'unsupported' | 'failed';

export interface RecordedTake {
  blob: Blob;
  /** An object URL of the blob, for playing the take before keeping it. */
  url: string;
  mime: string;
  durationMs: number;
}

export type RecorderState =
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'recording'; elapsedMs: number; level: number }
  | ({ status: 'recorded'; stoppedAtLimit: boolean } & RecordedTake)
  | { status: 'error'; error: RecorderError };

export type RecorderAction =
  | { type: 'ask' }
  | { type: 'started' }
  | { type: 'tick'; elapsedMs: number; level: number }
  | { type: 'stopped'; take: RecordedTake; atLimit: boolean }
  | { type: 'failed'; error: RecorderError }
  | { type: 'reset' };

export const RECORDER_IDLE: RecorderState = { status: 'idle' };
export const MAX_RECORDING_MS = VOICE_LIMITS.maxSeconds * 1000;

/** A transition that makes no sense in the current state (a late tick, a double stop) changes nothing. */
export function recorderReducer(state: RecorderState, action: RecorderAction): RecorderState {
  switch (action.type) {
    case 'ask':
      return state.status === 'asking' || state.status === 'recording' ? state : { status: 'asking' };
    case 'started':
      return state.status === 'asking' ? { status: 'recording', elapsedMs: 0, level: 0 } : state;
    case 'tick':
      if (state.status !== 'recording') return state;
      return {
        status: 'recording',
        elapsedMs: Math.min(Math.max(action.elapsedMs, 0), MAX_RECORDING_MS),
        level: Number.isFinite(action.level) ? Math.min(Math.max(action.level, 0), 1) : 0,
      };
    case 'stopped':
      return state.status === 'recording' ? { status: 'recorded', stoppedAtLimit: action.atLimit, ...action.take } : state;
    case 'failed':
      return state.status === 'asking' || state.status === 'recording' ? { status: 'error', error: action.error } : state;
    case 'reset':
      return RECORDER_IDLE;
  }
}

/** The containers tried in order: Opus (WebM, then Ogg) where the browser has it, MP4/AAC on Safari. */
export const PREFERRED_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

/** The first container the browser can record, or null (then the browser picks its own default). */
export function pickMimeType(isTypeSupported: (type: string) => boolean): string | null {
  for (const type of PREFERRED_MIME_TYPES) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // Some browsers throw for a type they do not know: try the next one.
    }
  }
  return null;
}

/** What went wrong with getUserMedia or MediaRecorder, in the words the child will be told. */
export function recorderErrorOf(error: unknown): RecorderError {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'no-microphone';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'unsupported';
  return 'failed';
}

/**
 * The loudness of a frame from AnalyserNode.getByteTimeDomainData (128 is silence): its root mean
 * square, 0 (silence) to 1 (the loudest the microphone gives).
 */
export function rmsLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const v = ((samples[i] ?? 128) - 128) / 128;
    sum += v * v;
  }
  return Math.min(Math.sqrt(sum / samples.length), 1);
}

/** '1:05' for 65 000 ms: the elapsed time and the limit as a child reads a clock. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
