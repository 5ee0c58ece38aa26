import { useCallback, useEffect, useReducer, useRef } from 'react';
import { MAX_RECORDING_MS, pickMimeType, RECORDER_IDLE, recorderErrorOf, recorderReducer, rmsLevel, type RecorderState } from './recorder-state';

export interface RecorderController {
  state: RecorderState;
  /** Asks for the microphone (the first time) and starts a take; a take not kept is discarded. */
  start: () => Promise<void>;
  /** Ends the take: the state becomes 'recorded' once the browser hands over the audio. */
  stop: () => void;
  /** Forgets the take (its object URL is released) and goes back to idle. */
  discard: () => void;
}

interface Live {
  stream: MediaStream;
  recorder: MediaRecorder;
  audio: AudioContext | null;
  frame: number | null;
  limitTimer: ReturnType<typeof setTimeout>;
  clockTimer: ReturnType<typeof setInterval>;
  startedAt: number;
  atLimit: boolean;
  level: number;
}

const stopTracks = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/**
 * The microphone for one recording screen: getUserMedia and MediaRecorder in the best container the
 * browser has, a loudness level from an AnalyserNode so the child sees the microphone hears her,
 * and a take that stops by itself at the page's limit. The microphone is released as soon as a take
 * ends and when the screen goes away.
 */
export function useRecorder(): RecorderController {
  const [state, dispatch] = useReducer(recorderReducer, RECORDER_IDLE);
  const live = useRef<Live | null>(null);
  const takeUrl = useRef<string | null>(null);
  const mounted = useRef(true);

  const release = useCallback(() => {
    const current = live.current;
    if (!current) return;
    live.current = null;
    if (current.frame !== null) cancelAnimationFrame(current.frame);
    clearTimeout(current.limitTimer);
    clearInterval(current.clockTimer);
    stopTracks(current.stream);
    void current.audio?.close().catch(() => undefined);
  }, []);

  const revokeTake = useCallback(() => {
    if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    takeUrl.current = null;
  }, []);

  const stop = useCallback(() => {
    const current = live.current;
    if (current && current.recorder.state !== 'inactive') current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (live.current) return;
    revokeTake();
    dispatch({ type: 'ask' });
    if (typeof navigator.mediaDevices?.getUserMedia !== 'function' || typeof window.MediaRecorder !== 'function') {
      dispatch({ type: 'failed', error: 'unsupported' });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      if (mounted.current) dispatch({ type: 'failed', error: recorderErrorOf(error) });
      return;
    }
    if (!mounted.current) return stopTracks(stream);
    const mime = pickMimeType((type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mime ? { mimeType: mime } : undefined);
    } catch (error) {
      stopTracks(stream);
      dispatch({ type: 'failed', error: recorderErrorOf(error) });
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onerror = () => {
      release();
      if (mounted.current) dispatch({ type: 'failed', error: 'failed' });
    };
    recorder.onstop = () => {
      const current = live.current;
      const durationMs = current ? Math.min(Date.now() - current.startedAt, MAX_RECORDING_MS) : 0;
      const atLimit = current?.atLimit ?? false;
      release();
      if (!mounted.current) return;
      // The browser's own type carries the codec it really used (e.g. 'audio/webm;codecs=opus').
      const type = recorder.mimeType || mime || chunks[0]?.type || 'audio/webm';
      const blob = new Blob(chunks, { type });
      const url = URL.createObjectURL(blob);
      takeUrl.current = url;
      dispatch({ type: 'stopped', take: { blob, url, mime: type, durationMs }, atLimit });
    };

    const startedAt = Date.now();
    const tick = () => {
      if (live.current === current) dispatch({ type: 'tick', elapsedMs: Date.now() - startedAt, level: current.level });
    };
    const current: Live = {
      stream,
      recorder,
      audio: null,
      frame: null,
      startedAt,
      atLimit: false,
      level: 0,
      // A timer, not the animation frame: the limit holds even in a tab left in the background.
      limitTimer: setTimeout(() => {
        if (live.current === current) current.atLimit = true;
        stop();
      }, MAX_RECORDING_MS),
      clockTimer: setInterval(tick, 250),
    };
    live.current = current;
    startMeter(current, tick);
    try {
      // A chunk each second: a take cut short by a closing tab still has most of its audio.
      recorder.start(1000);
    } catch (error) {
      release();
      dispatch({ type: 'failed', error: recorderErrorOf(error) });
      return;
    }
    dispatch({ type: 'started' });
  }, [release, revokeTake, stop]);

  /** Releases the microphone and the take; a take thrown away while it records is never handed over. */
  const abandon = useCallback(() => {
    const current = live.current;
    if (current && current.recorder.state !== 'inactive') {
      current.recorder.onstop = null;
      current.recorder.stop();
    }
    release();
    revokeTake();
  }, [release, revokeTake]);

  const discard = useCallback(() => {
    abandon();
    dispatch({ type: 'reset' });
  }, [abandon]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      abandon();
    };
  }, [abandon]);

  return { state, start, stop, discard };
}

/**
 * The level meter: an AnalyserNode on the microphone, read at each animation frame. Without
 * AudioContext (an old browser, the tests) the take still records, with the meter at rest.
 */
function startMeter(current: Live, onLevel: () => void): void {
  const Context =
    typeof window !== 'undefined' ? (window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext) : undefined;
  if (!Context || typeof requestAnimationFrame !== 'function') return;
  try {
    const audio = new Context();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    audio.createMediaStreamSource(current.stream).connect(analyser);
    current.audio = audio;
    const samples = new Uint8Array(analyser.fftSize);
    let lastShown = -1;
    const read = () => {
      analyser.getByteTimeDomainData(samples);
      current.level = rmsLevel(samples);
      // Redraw only when the meter would visibly move, not sixty times a second.
      if (Math.abs(current.level - lastShown) > 0.01) {
        lastShown = current.level;
        onLevel();
      }
      current.frame = requestAnimationFrame(read);
    };
    current.frame = requestAnimationFrame(read);
  } catch {
    current.audio = null;
  }
}
