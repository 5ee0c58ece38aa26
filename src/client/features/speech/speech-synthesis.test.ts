import { expect, test, vi } from 'vitest';
import { createReadAloud, detectSpeechSynthesis, IDLE, type ReadAloudState, type VoiceLike } from './speech-synthesis';

/** Stands in for the browser's SpeechSynthesisUtterance: a plain object with handlers. */
class FakeUtterance {
  lang = '';
  voice: VoiceLike | null = null;
  onstart: ((event: unknown) => unknown) | null = null;
  onend: ((event: unknown) => unknown) | null = null;
  onerror: ((event: unknown) => unknown) | null = null;
  constructor(public text: string) {}
}

/** Stands in for window.speechSynthesis: records what it is asked to do. */
function fakeSynthesis(voices: VoiceLike[] = []) {
  const spoken: FakeUtterance[] = [];
  const calls: string[] = [];
  const synthesis = {
    paused: false,
    speak: (u: FakeUtterance) => {
      spoken.push(u);
      calls.push(`speak:${u.text}`);
    },
    cancel: () => {
      calls.push('cancel');
      // Like Chromium: cancelling reports 'interrupted' on the utterance being spoken.
      const current = spoken.at(-1);
      current?.onerror?.({ error: 'interrupted' });
    },
    pause: () => {
      calls.push('pause');
      synthesis.paused = true;
    },
    resume: () => {
      calls.push('resume');
      synthesis.paused = false;
    },
    getVoices: () => voices,
  };
  return { synthesis, spoken, calls };
}

function setup(voices: VoiceLike[] = []) {
  const fake = fakeSynthesis(voices);
  const states: ReadAloudState[] = [];
  const onError = vi.fn();
  const reader = createReadAloud({
    boundary: { synthesis: fake.synthesis, createUtterance: (text) => new FakeUtterance(text) },
    onChange: (s) => states.push(s),
    onError,
  });
  const current = () => {
    const u = fake.spoken.at(-1);
    if (!u) throw new Error('nothing spoken');
    return u;
  };
  return { ...fake, states, onError, reader, current };
}

test('reads one utterance per sentence, in order, then goes back to idle', () => {
  const { reader, spoken, states, current } = setup();
  expect(reader.start(['Uno.', 'Due.', 'Tre.'], 'it-IT')).toBe(true);
  expect(reader.getState()).toEqual({ status: 'playing', index: 0 });
  expect(spoken.map((u) => u.text)).toEqual(['Uno.']);
  expect(current().lang).toBe('it-IT');
  current().onend?.({});
  expect(reader.getState()).toEqual({ status: 'playing', index: 1 });
  current().onend?.({});
  current().onend?.({});
  expect(spoken.map((u) => u.text)).toEqual(['Uno.', 'Due.', 'Tre.']);
  expect(reader.getState()).toEqual(IDLE);
  expect(states.map((s) => `${s.status}:${s.index}`)).toEqual(['playing:0', 'playing:1', 'playing:2', 'idle:null']);
});

test('the one button cycles idle → playing → paused → playing', () => {
  const { reader, calls } = setup();
  reader.toggle(['Ciao.'], 'it-IT');
  expect(reader.getState().status).toBe('playing');
  reader.toggle(['Ciao.'], 'it-IT');
  expect(reader.getState()).toEqual({ status: 'paused', index: 0 });
  reader.toggle(['Ciao.'], 'it-IT');
  expect(reader.getState()).toEqual({ status: 'playing', index: 0 });
  expect(calls.filter((c) => c === 'pause' || c === 'resume')).toEqual(['pause', 'resume']);
});

test('a sentence that ends while paused queues the next one still paused', () => {
  const { reader, current } = setup();
  reader.start(['Uno.', 'Due.'], 'it-IT');
  reader.pause();
  current().onend?.({});
  expect(reader.getState()).toEqual({ status: 'paused', index: 1 });
});

test('stop cancels, and the cancelled utterance neither errors nor advances', () => {
  const { reader, spoken, onError, calls } = setup();
  reader.start(['Uno.', 'Due.'], 'it-IT');
  const first = spoken[0];
  reader.stop();
  expect(calls).toContain('cancel');
  expect(reader.getState()).toEqual(IDLE);
  first?.onend?.({});
  first?.onerror?.({ error: 'canceled' });
  expect(spoken).toHaveLength(1);
  expect(onError).not.toHaveBeenCalled();
});

test('a real speech error stops reading and reports its code, and whether a voice for the language exists', () => {
  const { reader, current, onError } = setup([{ name: 'Samantha', lang: 'en-US' }]);
  reader.start(['Uno.', 'Due.'], 'en-US');
  current().onerror?.({ error: 'synthesis-failed' });
  expect(onError).toHaveBeenCalledWith('synthesis-failed', true);
  expect(reader.getState()).toEqual(IDLE);
  reader.start(['Uno.'], 'it-IT');
  current().onerror?.({ error: 'synthesis-failed' });
  expect(onError).toHaveBeenLastCalledWith('synthesis-failed', false);
});

test('nothing to read: start answers false and stays idle', () => {
  const { reader, spoken } = setup();
  expect(reader.start(['  ', ''], 'it-IT')).toBe(false);
  expect(reader.toggle([], 'it-IT')).toBe(false);
  expect(spoken).toHaveLength(0);
  expect(reader.getState()).toEqual(IDLE);
});

test('starting again resumes a synthesis left paused and restarts from the first sentence', () => {
  const { reader, synthesis, spoken } = setup();
  reader.start(['Uno.', 'Due.'], 'it-IT');
  reader.pause();
  reader.stop();
  expect(synthesis.paused).toBe(true);
  reader.start(['Tre.'], 'it-IT');
  expect(synthesis.paused).toBe(false);
  expect(spoken.at(-1)?.text).toBe('Tre.');
});

test('picks a voice for the language when the browser has one', () => {
  const voices = [
    { lang: 'en-GB', name: 'Brit' },
    { lang: 'it_IT', name: 'Alice' },
    { lang: 'en-US', name: 'Sam' },
  ];
  const { reader, current } = setup(voices);
  reader.start(['Hello.'], 'en-US');
  expect(current().voice?.name).toBe('Sam');
  reader.start(['Ciao.'], 'it-IT');
  expect(current().voice?.name).toBe('Alice');
});

test('detection: no speechSynthesis on the window means no read aloud', () => {
  expect(detectSpeechSynthesis(undefined)).toBeNull();
  // jsdom has no speech synthesis, like a browser without it.
  expect(detectSpeechSynthesis(window)).toBeNull();
});
