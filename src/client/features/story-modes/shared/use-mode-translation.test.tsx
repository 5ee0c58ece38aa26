import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { AppToaster } from '../../../components/layout/app-toaster';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeTranslateApi as fakeTranslateTexts } from '../../../../../tests/support/client/fake-translate-api';
import { TranslateToggleButton } from '../../translation/translate-toggle-button';
import { cssReducer, initialCssState, type CssState } from '../css/css-machine';
import { initialProfessionState, professionReducer } from '../profession/profession-machine';
import { useMachineTranslation, useTextTranslation } from './use-mode-translation';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The shared fake /api/translate; these tests look only at the texts it was asked to translate. */
function fakeTranslateApi(behaviour: 'ok' | 'fail' | 'hold' = 'ok') {
  const api = fakeTranslateTexts(behaviour);
  return {
    get calls() {
      return api.calls.map((c) => c.text);
    },
    release: api.release,
  };
}

const FINAL: CssState = {
  ...initialCssState(),
  stage: 'final',
  question: 'Cosa succede se nevica?',
  answers: ['Lo vede Luca.', '', 'Tutti contenti.', '', '', '', ''],
  title: 'La neve',
};

function CssFinal({ initial = FINAL }: { initial?: CssState }) {
  const [state, send] = useReducer(cssReducer, initial);
  const translation = useMachineTranslation(state, send, {
    parts: state.answers,
    onDone: ({ language, title, parts }) => send({ type: 'TRANSLATED', language, title, question: state.question, answers: parts }),
    onFlip: (language) => send({ type: 'SET_LANGUAGE', language }),
    englishLabel: 'ENGLISH',
  });
  return (
    <>
      <AppToaster />
      <TranslateToggleButton translation={translation} />
      <h2>{state.title}</h2>
      <p data-testid="question">{state.question}</p>
      <p data-testid="answers">{state.answers.join('|')}</p>
      <p data-testid="language">{state.language}</p>
    </>
  );
}

test('ENGLISH translates the title and every answer, not the question; ITALIANO restores without a call', async () => {
  const user = userEvent.setup();
  const api = fakeTranslateApi();
  render(<CssFinal />);
  await user.click(screen.getByRole('button', { name: 'ENGLISH' }));
  expect(await screen.findByRole('heading', { name: 'EN:La neve' })).toBeVisible();
  expect(screen.getByTestId('answers')).toHaveTextContent('EN:Lo vede Luca.||EN:Tutti contenti.||||');
  expect(screen.getByTestId('question')).toHaveTextContent('Cosa succede se nevica?');
  expect(screen.getByTestId('language')).toHaveTextContent('english');
  await waitFor(() => expect(screen.getByText('Traduzione completata')).toBeVisible());
  expect(api.calls.sort()).toEqual(['La neve', 'Lo vede Luca.', 'Tutti contenti.']);

  await user.click(screen.getByRole('button', { name: 'ITALIANO' }));
  expect(screen.getByRole('heading', { name: 'La neve' })).toBeVisible();
  expect(screen.getByTestId('answers')).toHaveTextContent('Lo vede Luca.||Tutti contenti.||||');
  expect(screen.getByTestId('language')).toHaveTextContent('italian');
  expect(api.calls).toHaveLength(3);
});

test('the toggle is blocked while a translation runs', async () => {
  const user = userEvent.setup();
  const api = fakeTranslateApi('hold');
  render(<CssFinal />);
  await user.click(screen.getByRole('button', { name: 'ENGLISH' }));
  const busy = await screen.findByRole('button', { name: 'Traduzione...' });
  expect(busy).toBeDisabled();
  api.release();
  expect(await screen.findByRole('button', { name: 'ITALIANO' })).toBeEnabled();
  expect(api.calls).toHaveLength(3);
});

test('a failed translation says so and leaves the story untouched', async () => {
  const user = userEvent.setup();
  fakeTranslateApi('fail');
  render(<CssFinal />);
  await user.click(screen.getByRole('button', { name: 'ENGLISH' }));
  await waitFor(() => expect(screen.getByText('Errore traduzione')).toBeVisible());
  expect(screen.getByRole('heading', { name: 'La neve' })).toBeVisible();
  expect(screen.getByTestId('answers')).toHaveTextContent('Lo vede Luca.||Tutti contenti.||||');
  expect(screen.getByRole('button', { name: 'ENGLISH' })).toBeEnabled();
});

test('with nothing to translate the toggle only flips the language', async () => {
  const user = userEvent.setup();
  const api = fakeTranslateApi();
  render(<CssFinal initial={{ ...FINAL, title: '', answers: ['', '', '', '', '', '', ''] }} />);
  await user.click(screen.getByRole('button', { name: 'ENGLISH' }));
  expect(screen.getByTestId('language')).toHaveTextContent('english');
  expect(api.calls).toEqual([]);
});

function ProfessionStory() {
  const [state, send] = useReducer(professionReducer, {
    ...initialProfessionState(),
    stage: 'writing',
    selected: 'Pompiere',
    text: 'Se io fossi pompiere, salverei i gatti.',
    title: 'Il pompiere',
  });
  const translation = useTextTranslation(state, send);
  return (
    <>
      <AppToaster />
      <TranslateToggleButton translation={translation} />
      <h2>{state.title}</h2>
      <p data-testid="text">{state.text}</p>
    </>
  );
}

test('a one-text story: INGLESE translates title and text, ITALIANO restores them', async () => {
  const user = userEvent.setup();
  const api = fakeTranslateApi();
  render(<ProfessionStory />);
  await user.click(screen.getByRole('button', { name: 'INGLESE' }));
  expect(await screen.findByRole('heading', { name: 'EN:Il pompiere' })).toBeVisible();
  expect(screen.getByTestId('text')).toHaveTextContent('EN:Se io fossi pompiere, salverei i gatti.');
  await user.click(screen.getByRole('button', { name: 'ITALIANO' }));
  expect(screen.getByRole('heading', { name: 'Il pompiere' })).toBeVisible();
  expect(screen.getByTestId('text')).toHaveTextContent('Se io fossi pompiere, salverei i gatti.');
  expect(api.calls).toHaveLength(2);
});
