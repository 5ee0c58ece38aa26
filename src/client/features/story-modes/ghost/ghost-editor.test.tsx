import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { installFakeStoryApi, makeStory, renderWithApp } from '../../../../../tests/support/client/fake-story-api';
import { DRAFT_KEPT } from '../shared/use-leave-confirmation';
import { GhostEditor } from './ghost-editor';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANSWERS = ['Un fantasma', 'In soffitta', 'Ballava', '«Ciao!»', 'Che era buffo', 'Tutti ballarono'];

function open(state?: unknown) {
  return renderWithApp(
    <>
      <GhostEditor />
      <Link to="/">Torna alla home</Link>
    </>,
    { path: '/ghost-editor', state, extra: { '/create-story': <p>Crea Nuova Storia</p>, '/': <p>Home</p> } },
  );
}

test('six answers become a draft, which is finalised and saved as a GHOST story', async () => {
  const api = installFakeStoryApi();
  const user = userEvent.setup();
  open();
  for (const [i, answer] of ANSWERS.entries()) {
    expect(await screen.findByText(`Domanda ${i + 1}/6`)).toBeVisible();
    await user.type(screen.getByRole('textbox'), answer);
    await user.click(screen.getByRole('button', { name: 'Continua' }));
  }
  expect(screen.getByLabelText('Testo della storia')).toHaveValue(ANSWERS.join('\n'));
  await user.click(screen.getByRole('button', { name: 'Concludi la storia' }));
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  await user.type(screen.getByLabelText(/Titolo/), 'Il fantasma ballerino');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  // The book page: one message (never 'Storia aggiornata!' on a first save), the title, the author, what comes next.
  expect(await screen.findByRole('heading', { name: 'Il fantasma ballerino' })).toBeVisible();
  expect(screen.getAllByText('Storia salvata!')).toHaveLength(1);
  expect(screen.queryByText(/Storia aggiornata!/)).toBeNull();
  expect(screen.getByRole('img', { name: 'Il fantasmino di FantasMia' })).toBeVisible();
  expect(screen.getByText('La trovi nel tuo Archivio Magico.')).toBeVisible();
  const post = api.requests.find((r) => r.method === 'POST');
  expect(post?.body).toMatchObject({ title: 'Il fantasma ballerino', mode: 'GHOST', status: 'completed', content: ANSWERS.join('\n'), answers: ANSWERS });
  expect(screen.getByTestId('location')).toHaveTextContent('/ghost-editor');
  // Nuova storia: the questions again, from the first.
  await user.click(screen.getByRole('button', { name: 'Nuova storia' }));
  expect(await screen.findByText('Domanda 1/6')).toBeVisible();
  expect(screen.getByRole('textbox')).toHaveValue('');
});

test('Leggi on the book page opens the saved story in the viewer', async () => {
  const api = installFakeStoryApi();
  const user = userEvent.setup();
  const written = makeStory({ mode: 'GHOST', title: 'Il fantasma timido', content: ANSWERS.join('\n'), answers: ANSWERS, status: 'completed' });
  open({ editStory: written });
  api.stories.push(written);
  await user.click(await screen.findByRole('button', { name: 'Concludi la storia' }));
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salva' }));
  // Saving a story saved before: 'Storia aggiornata!', on the book page.
  expect(await screen.findByRole('heading', { name: 'Il fantasma timido' })).toBeVisible();
  expect(screen.getAllByText('Storia aggiornata!')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Leggi' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/story/${written.id}`));
});

test('an answer is required to continue', async () => {
  installFakeStoryApi();
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Continua' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Risposta richiesta: Inserisci una risposta prima di continuare');
  expect(screen.getByText('Domanda 1/6')).toBeVisible();
});

test('a link out of the editor with an unsaved answer asks first; without one it leaves at once', async () => {
  installFakeStoryApi();
  const user = userEvent.setup();
  open();
  await user.type(await screen.findByRole('textbox'), 'Un gatto');
  await user.click(screen.getByRole('link', { name: 'Torna alla home' }));
  // The truth, and only that: the draft stays and is offered again.
  expect(await screen.findByText(DRAFT_KEPT)).toBeVisible();
  expect(screen.queryByText('Sei sicuro di voler uscire? Tutte le modifiche andranno perse.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Resta qui' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/ghost-editor');
  await user.clear(screen.getByRole('textbox'));
  await user.click(screen.getByRole('link', { name: 'Torna alla home' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
});

test('a saved GHOST story opened with {editStory} shows its text for review and updates the same story', async () => {
  const story = makeStory({ mode: 'GHOST', title: 'Vecchia', content: 'Testo salvato', answers: ANSWERS });
  const api = installFakeStoryApi({ stories: [story] });
  const user = userEvent.setup();
  open({ editStory: story });
  expect(await screen.findByLabelText('Testo della storia')).toHaveValue('Testo salvato');
  await user.click(screen.getByRole('button', { name: 'Concludi la storia' }));
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(screen.getByLabelText(/Titolo/)).toHaveValue('Vecchia');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect((await screen.findAllByText(/Storia aggiornata!/)).length).toBeGreaterThan(0);
  expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({ id: story.id, content: 'Testo salvato' });
});
