import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { installFakeStoryApi, makeStory, renderWithApp } from '../../../../../tests/support/client/fake-story-api';
import { AirotsEditor } from './airots-editor';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANSWERS = ['Uno al contrario.', 'Due al contrario.', 'Tre al contrario.', 'Quattro al contrario.', 'Cinque al contrario.', 'Sei al contrario.'];

const open = (state?: unknown) => renderWithApp(<AirotsEditor />, { path: '/airots-editor', state, extra: { '/create-story': <p>Crea Nuova Storia</p> } });

test('intro, tale choice, then each phase shows the original beside the answer with a counter to 800', async () => {
  installFakeStoryApi();
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Inizia' }));
  await user.click(screen.getByRole('button', { name: /POLLICINO/ }));
  expect(screen.getByText(/taglialegna molto povero/)).toBeVisible();
  const box = screen.getByLabelText('La tua versione al contrario');
  expect(box).toHaveAttribute('maxlength', '800');
  await user.type(box, 'Ciao');
  expect(screen.getByText('4/800 caratteri')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Continua' })).toBeVisible();
});

test('opening an existing story skips the intro and restores tale, answers, title and language', async () => {
  installFakeStoryApi();
  const user = userEvent.setup();
  const story = makeStory({
    mode: 'AIROTS',
    title: 'Biancaneve gentile',
    language: 'english',
    content: 'Saved text',
    answers: ANSWERS,
    category: 'BIANCANEVE',
    modeState: { selectedFairyTale: 'BIANCANEVE' },
  });
  open({ editStory: story });
  expect(await screen.findByRole('textbox', { name: 'Titolo' })).toHaveValue('Biancaneve gentile');
  expect(screen.getByText('Saved text')).toBeVisible();
  // English story: the translate toggle offers Italian.
  expect(screen.getByRole('button', { name: 'ITALIANO' })).toBeVisible();
  expect(screen.queryByText('Una storia al contrario')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Indietro' }));
  expect(screen.getByText('BIANCANEVE · Fase 6 di 6')).toBeVisible();
  expect(screen.getByLabelText('La tua versione al contrario')).toHaveValue('Sei al contrario.');
  expect(screen.getByRole('button', { name: 'Finisci' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Indietro' }));
  expect(screen.getByLabelText('La tua versione al contrario')).toHaveValue('Cinque al contrario.');
});
