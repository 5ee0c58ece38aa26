import { expect, test } from 'vitest';
import { formatClock, MAX_RECORDING_MS, pickMimeType, RECORDER_IDLE, recorderErrorOf, recorderReducer, rmsLevel, type RecorderState } from './recorder-state';

const take = { blob: new Blob(['x'], { type: 'audio/webm' }), url: 'blob:take', mime: 'audio/webm', durationMs: 1200 };

test('a take goes idle → asking → recording → recorded, and reset discards it', () => {
  let s: RecorderState = RECORDER_IDLE;
  s = recorderReducer(s, { type: 'ask' });
  expect(s).toEqual({ status: 'asking' });
  s = recorderReducer(s, { type: 'started' });
  expect(s).toEqual({ status: 'recording', elapsedMs: 0, level: 0 });
  s = recorderReducer(s, { type: 'tick', elapsedMs: 1500, level: 0.4 });
  expect(s).toEqual({ status: 'recording', elapsedMs: 1500, level: 0.4 });
  s = recorderReducer(s, { type: 'stopped', take, atLimit: false });
  expect(s).toMatchObject({ status: 'recorded', url: 'blob:take', durationMs: 1200, stoppedAtLimit: false });
  expect(recorderReducer(s, { type: 'reset' })).toEqual(RECORDER_IDLE);
});

test('a recorded take can be recorded again (Rifai asks for the microphone once more)', () => {
  const recorded = recorderReducer({ status: 'recording', elapsedMs: 10, level: 0 }, { type: 'stopped', take, atLimit: true });
  expect(recorded).toMatchObject({ status: 'recorded', stoppedAtLimit: true });
  expect(recorderReducer(recorded, { type: 'ask' })).toEqual({ status: 'asking' });
});

test('a refused microphone, a missing one or an old browser end in error; a new try starts over', () => {
  const asking: RecorderState = { status: 'asking' };
  expect(recorderReducer(asking, { type: 'failed', error: 'denied' })).toEqual({ status: 'error', error: 'denied' });
  const failed = recorderReducer(asking, { type: 'failed', error: 'no-microphone' });
  expect(recorderReducer(failed, { type: 'ask' })).toEqual({ status: 'asking' });
});

test('late or doubled events change nothing', () => {
  expect(recorderReducer(RECORDER_IDLE, { type: 'tick', elapsedMs: 5, level: 1 })).toBe(RECORDER_IDLE);
  expect(recorderReducer(RECORDER_IDLE, { type: 'stopped', take, atLimit: false })).toBe(RECORDER_IDLE);
  expect(recorderReducer(RECORDER_IDLE, { type: 'started' })).toBe(RECORDER_IDLE);
  const recording: RecorderState = { status: 'recording', elapsedMs: 0, level: 0 };
  expect(recorderReducer(recording, { type: 'ask' })).toBe(recording);
  const recorded = recorderReducer(recording, { type: 'stopped', take, atLimit: false });
  expect(recorderReducer(recorded, { type: 'failed', error: 'failed' })).toBe(recorded);
});

test('ticks are kept within the limit and the level within 0..1', () => {
  const s = recorderReducer({ status: 'recording', elapsedMs: 0, level: 0 }, { type: 'tick', elapsedMs: MAX_RECORDING_MS + 5000, level: 3 });
  expect(s).toEqual({ status: 'recording', elapsedMs: 180_000, level: 1 });
  expect(recorderReducer(s, { type: 'tick', elapsedMs: 10, level: Number.NaN })).toEqual({ status: 'recording', elapsedMs: 10, level: 0 });
});

test('the first container the browser records is chosen: WebM Opus, Ogg Opus, then MP4', () => {
  expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
  expect(pickMimeType((t) => t.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
  expect(pickMimeType((t) => t === 'audio/mp4')).toBe('audio/mp4');
  expect(pickMimeType(() => false)).toBeNull();
  expect(
    pickMimeType((t) => {
      if (t.includes('webm')) throw new Error('unknown');
      return t === 'audio/mp4';
    }),
  ).toBe('audio/mp4');
});

test('browser errors become what the child is told', () => {
  expect(recorderErrorOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
  expect(recorderErrorOf(new DOMException('none', 'NotFoundError'))).toBe('no-microphone');
  expect(recorderErrorOf(new DOMException('old', 'NotSupportedError'))).toBe('unsupported');
  expect(recorderErrorOf(new Error('boom'))).toBe('failed');
});

test('the level is the RMS of the frame: silence 0, a full square wave 1', () => {
  expect(rmsLevel(new Uint8Array(64).fill(128))).toBe(0);
  expect(rmsLevel(Array.from({ length: 64 }, (_, i) => (i % 2 ? 0 : 256)))).toBe(1);
  expect(rmsLevel([])).toBe(0);
  expect(rmsLevel([192, 64])).toBeCloseTo(0.5);
});

test('the clock reads minutes and seconds', () => {
  expect(formatClock(0)).toBe('0:00');
  expect(formatClock(65_400)).toBe('1:05');
  expect(formatClock(MAX_RECORDING_MS)).toBe('3:00');
});
