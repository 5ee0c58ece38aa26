import { expect, test } from 'vitest';
import { createReadAloud, type VoiceLike } from '../speech/speech-synthesis';
import { readVoicePreference, VOICE_PRESETS, writeVoicePreference } from './voice-presets';

class FakeUtterance {
  lang = '';
  voice: VoiceLike | null = null;
  pitch?: number;
  rate?: number;
  onstart: ((event: unknown) => unknown) | null = null;
  onend: ((event: unknown) => unknown) | null = null;
  onerror: ((event: unknown) => unknown) | null = null;
  constructor(public text: string) {}
}

function speakWith(voices: VoiceLike[], style = VOICE_PRESETS.Bambina, lang = 'it-IT') {
  const spoken: FakeUtterance[] = [];
  const reader = createReadAloud({
    boundary: {
      synthesis: {
        speak: (u: FakeUtterance) => void spoken.push(u),
        cancel: () => undefined,
        pause: () => undefined,
        resume: () => undefined,
        getVoices: () => voices,
      },
      createUtterance: (text) => new FakeUtterance(text),
    },
    onChange: () => undefined,
    onError: () => undefined,
  });
  reader.start(['Ciao.'], lang, style);
  const first = spoken[0];
  if (!first) throw new Error('nothing spoken');
  return first;
}

test('a voice shapes pitch and rate of the language’s voice when there is only one', () => {
  const only = { lang: 'it-IT', name: 'Italian' };
  const girl = speakWith([only], VOICE_PRESETS.Bambina);
  expect(girl.voice).toBe(only);
  expect(girl.lang).toBe('it-IT');
  const man = speakWith([only], VOICE_PRESETS.Uomo);
  expect(man.pitch).toBeLessThan(1);
  expect(girl.pitch).toBeGreaterThan(VOICE_PRESETS.Bambino.pitch);
  expect(VOICE_PRESETS.Bambino.pitch).toBeGreaterThan(VOICE_PRESETS.Donna.pitch);
});

test('a man’s or a woman’s voice of the right language is preferred when the browser has one', () => {
  const voices = [
    { lang: 'en-US', name: 'Microsoft David - English' },
    { lang: 'it-IT', name: 'Google italiano' },
    { lang: 'it-IT', name: 'Microsoft Cosimo - Italian (Italy)' },
    { lang: 'it-IT', name: 'Microsoft Elsa - Italian (Italy)' },
  ];
  expect(speakWith(voices, VOICE_PRESETS.Uomo).voice?.name).toBe('Microsoft Cosimo - Italian (Italy)');
  expect(speakWith(voices, VOICE_PRESETS.Bambino).voice?.name).toBe('Microsoft Cosimo - Italian (Italy)');
  expect(speakWith(voices, VOICE_PRESETS.Donna).voice?.name).toBe('Google italiano');
  expect(speakWith(voices, VOICE_PRESETS.Uomo, 'en-US').voice?.name).toBe('Microsoft David - English');
});

test('without a style the adapter leaves pitch and rate alone (backwards compatible)', () => {
  const spoken: FakeUtterance[] = [];
  const reader = createReadAloud({
    boundary: {
      synthesis: { speak: (u: FakeUtterance) => void spoken.push(u), cancel: () => undefined, pause: () => undefined, resume: () => undefined },
      createUtterance: (t) => new FakeUtterance(t),
    },
    onChange: () => undefined,
    onError: () => undefined,
  });
  reader.start(['Uno.'], 'it-IT');
  expect(spoken[0]?.pitch).toBeUndefined();
  expect(spoken[0]?.rate).toBeUndefined();
});

test('the chosen voice is remembered on this device', () => {
  expect(readVoicePreference()).toBe('Donna');
  writeVoicePreference('Bambino');
  expect(readVoicePreference()).toBe('Bambino');
  window.localStorage.setItem('fantasmia.voice', JSON.stringify('Robot'));
  expect(readVoicePreference()).toBe('Donna');
});
