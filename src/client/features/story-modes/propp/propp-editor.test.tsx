import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { installFakeStoryApi, makeStory, renderWithApp } from '../../../../../tests/support/client/fake-story-api';
import { ProppEditor } from './propp-editor';

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (state?: unknown) =>
  renderWithApp(<ProppEditor />, { path: '/propp-editor', state, extra: { '/propp-mode-selector': <p>Scegli la modalità</p> } });

test('without a mode or a story the editor sends the child to the mode selector', async () => {
  installFakeStoryApi();
  open();
  expect(await screen.findByText('Scegli la modalità')).toBeVisible();
});

test('a suspended serial story reopens at its cluster, with its card and paragraph', async () => {
  installFakeStoryApi();
  const story = makeStory({
    mode: 'PROPP',
    status: 'suspended',
    title: 'Sospesa',
    content: 'Uno.\nDue.\nTre.',
    modeState: {
      variant: 'serial',
      currentCluster: 4,
      currentParagraph: 'Un dono',
      selectedCard: 14,
      phases: [
        { cardId: 1, content: 'Uno.' },
        { cardId: 6, content: 'Due.' },
        { cardId: 9, content: 'Tre.' },
      ],
    },
  });
  open({ editStory: story, mode: 'serial' });
  expect(await screen.findByText(/Tappa 4 di 9/)).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Aiuti e Complicazioni' })).toBeVisible();
  expect(screen.getByLabelText('Che cosa succede?')).toHaveValue('Un dono');
  expect(screen.getByText('La tua carta').parentElement).toHaveTextContent('Fornitura del mezzo magico');
  const soFar = screen.getByRole('region', { name: 'La storia finora' });
  for (const text of ['Uno.', 'Due.', 'Tre.']) expect(within(soFar).getByText(text)).toBeVisible();
});

test('suspending asks for a title and saves the story as suspended where it is', async () => {
  const api = installFakeStoryApi();
  const user = userEvent.setup();
  open({ mode: 'serial' });
  await user.click(await screen.findByRole('button', { name: 'Inizia la storia' }));
  await user.click(screen.getByRole('button', { name: /Allontanamento/ }));
  await user.type(screen.getByLabelText('Che cosa succede?'), 'Il re partì.');
  await user.click(screen.getByRole('button', { name: 'Sospendi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sospendi la storia' });
  await user.type(within(dialog).getByLabelText(/Titolo/), 'Da finire');
  await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
  expect((await screen.findAllByText(/Storia salvata!/)).length).toBeGreaterThan(0);
  expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
    title: 'Da finire',
    status: 'suspended',
    mode: 'PROPP',
    content: '',
    modeState: { variant: 'serial', currentCluster: 1, currentParagraph: 'Il re partì.', selectedCard: 1, phases: [] },
  });
  expect(await screen.findByText('Scegli la modalità', {}, { timeout: 30_000 })).toBeVisible();
});

test('a suspended free story reopens with its used cards greyed and its text so far', async () => {
  installFakeStoryApi();
  const story = makeStory({
    mode: 'PROPP_FREE',
    status: 'suspended',
    content: 'Primo.',
    modeState: { variant: 'free', currentCluster: 1, currentParagraph: '', selectedCard: null, phases: [], usedCards: [31], freeStoryText: 'Primo.' },
  });
  open({ editStory: story, mode: 'free' });
  expect(await screen.findByRole('button', { name: /Nozze \(già usata\)/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /^Un dono magico/ })).toBeEnabled();
  expect(within(screen.getByRole('region', { name: 'La storia finora' })).getByText('Primo.')).toBeVisible();
});

test('free: after picking a card low in the list, the cursor is in the paragraph box', async () => {
  installFakeStoryApi();
  const user = userEvent.setup();
  open({ mode: 'free' });
  await user.click(await screen.findByRole('button', { name: 'Inizia la storia' }));
  await user.click(screen.getByRole('button', { name: /Nozze/ }));
  await waitFor(() => expect(screen.getByLabelText('Il tuo paragrafo')).toHaveFocus());
});
