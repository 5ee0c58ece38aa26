import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppToaster } from '../../components/layout/app-toaster';
import { afterEach, expect, test } from 'vitest';
import { appendTranscript, detectSpeechRecognition, finalTranscripts } from './speech-recognition';
import { TextareaWithDictation } from './text-with-dictation';
import { dictationErrorMessage } from './use-dictation';

/** Stands in for the browser's SpeechRecognition: records instances, emits what the test says. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  started = false;
  onresult: ((event: unknown) => unknown) | null = null;
  onerror: ((event: unknown) => unknown) | null = null;
  onend: ((event: unknown) => unknown) | null = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.started = false;
    this.onend?.({});
  }
  abort() {
    this.started = false;
  }
  say(...finals: string[]) {
    const results = finals.map((t) => ({ isFinal: true, length: 1, 0: { transcript: t } }));
    this.onresult?.({ resultIndex: 0, results: [{ isFinal: false, length: 1, 0: { transcript: 'non finale' } }, ...results].slice(1) });
  }
}

afterEach(() => {
  FakeRecognition.instances = [];
  Reflect.deleteProperty(window, 'webkitSpeechRecognition');
});

function Box({ initial = '', Recognition = FakeRecognition }: { initial?: string; Recognition?: typeof FakeRecognition | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AppToaster />
      <label htmlFor="answer">Risposta</label>
      <TextareaWithDictation id="answer" value={value} onValueChange={setValue} dictationTarget="la risposta" Recognition={Recognition} />
    </>
  );
}

const last = () => {
  const r = FakeRecognition.instances.at(-1);
  if (!r) throw new Error('no recognition started');
  return r;
};

test('dictated words are appended to the answer with a space, in Italian', async () => {
  const user = userEvent.setup();
  render(<Box initial="C'era una volta" />);
  await user.click(screen.getByRole('button', { name: 'Detta la risposta con la voce' }));
  expect(last().lang).toBe('it-IT');
  expect(last().started).toBe(true);
  expect(screen.getByRole('button', { name: 'Ferma la dettatura' })).toHaveAttribute('aria-pressed', 'true');
  act(() => last().say('un drago', 'molto gentile'));
  expect(screen.getByLabelText('Risposta')).toHaveValue("C'era una volta un drago molto gentile");
  await user.click(screen.getByRole('button', { name: 'Ferma la dettatura' }));
  expect(screen.getByRole('button', { name: 'Detta la risposta con la voce' })).toHaveAttribute('aria-pressed', 'false');
});

test('typing still works, and dictation continues from what was typed', async () => {
  const user = userEvent.setup();
  render(<Box />);
  await user.type(screen.getByLabelText('Risposta'), 'Ciao ');
  await user.click(screen.getByRole('button', { name: 'Detta la risposta con la voce' }));
  act(() => last().say('amici'));
  expect(screen.getByLabelText('Risposta')).toHaveValue('Ciao amici');
});

test('a recognition error says in Italian what to do, never the raw code', async () => {
  const user = userEvent.setup();
  render(<Box />);
  await user.click(screen.getByRole('button', { name: 'Detta la risposta con la voce' }));
  act(() => last().onerror?.({ error: 'not-allowed' }));
  await waitFor(() => expect(screen.getByText('Errore nel riconoscimento vocale')).toBeVisible());
  expect(screen.getByText(/consenti il microfono/)).toBeVisible();
  expect(screen.queryByText(/not-allowed/)).toBeNull();
});

test('every Web Speech error code has its own Italian message', () => {
  const codes = [
    'not-allowed',
    'service-not-allowed',
    'audio-capture',
    'network',
    'no-speech',
    'aborted',
    'language-not-supported',
    'unsupported',
    'start-failed',
  ];
  for (const code of codes) {
    const message = dictationErrorMessage(code);
    expect(message, code).not.toContain(code);
    expect(message, code).toMatch(/[.!]$/);
  }
  expect(dictationErrorMessage('not-allowed')).toMatch(/consenti il microfono/);
  expect(dictationErrorMessage('service-not-allowed')).toBe(dictationErrorMessage('not-allowed'));
  expect(dictationErrorMessage('audio-capture')).toMatch(/nessun microfono/);
  expect(dictationErrorMessage('network')).toMatch(/connessione/);
  expect(dictationErrorMessage('no-speech')).toMatch(/Non ho sentito/);
  expect(dictationErrorMessage('language-not-supported')).toMatch(/Chrome o Edge/);
  expect(dictationErrorMessage('unsupported')).toMatch(/Chrome o Edge/);
});

test('our own abort is not reported as an error', async () => {
  const user = userEvent.setup();
  render(<Box />);
  await user.click(screen.getByRole('button', { name: 'Detta la risposta con la voce' }));
  act(() => last().onerror?.({ error: 'aborted' }));
  expect(screen.queryByText(/si è interrotta/)).toBeNull();
});

test('no microphone where the browser cannot recognise speech', () => {
  render(<Box Recognition={null} />);
  expect(screen.getByLabelText('Risposta')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Detta/ })).toBeNull();
});

test('detection finds webkitSpeechRecognition, or nothing', () => {
  expect(detectSpeechRecognition(window)).toBeNull();
  Reflect.set(window, 'webkitSpeechRecognition', FakeRecognition);
  expect(detectSpeechRecognition(window)).toBe(FakeRecognition);
});

test('only final results from resultIndex on are taken', () => {
  const event = {
    resultIndex: 1,
    results: {
      length: 3,
      0: { isFinal: true, 0: { transcript: 'vecchio' } },
      1: { isFinal: true, 0: { transcript: ' nuovo ' } },
      2: { isFinal: false, 0: { transcript: 'forse' } },
    },
  };
  expect(finalTranscripts(event)).toEqual(['nuovo']);
  expect(finalTranscripts(null)).toEqual([]);
  expect(finalTranscripts({ results: 'x' })).toEqual([]);
});

test('appendTranscript adds exactly one space', () => {
  expect(appendTranscript('', 'ciao')).toBe('ciao');
  expect(appendTranscript('ciao', 'mondo')).toBe('ciao mondo');
  expect(appendTranscript('ciao\n', 'mondo')).toBe('ciao\nmondo');
  expect(appendTranscript('ciao', '  ')).toBe('ciao');
});
