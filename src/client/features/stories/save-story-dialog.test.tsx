import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { http } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { CONTENT_CHECK_CODE, CONTENT_CHECK_TITLE, checkContent } from '../../../shared/content-check';
import type { StorySaveInput } from '../../../shared/schemas/story';
import { PUBLIC_SAVE_MESSAGES } from '../../../shared/schemas/public-save';
import { apiServer, installFakeStoryApi, makeStory, renderWithApp, replyError } from '../../../../tests/support/client/fake-story-api';
import { clearPublicMode, enterPublicMode } from '../auth/session';
import { PUBLIC_SAVE_DESCRIPTION, SAVE_DESCRIPTION, SaveStoryDialog } from './save-story-dialog';

/** sonner draws a toast see-through until it has mounted: wait until it shows, not just until it is there. */
const toastShows = (text: string, options?: { selector: string }) => waitFor(() => expect(screen.getByText(text, options)).toBeVisible());

afterEach(() => {
  vi.unstubAllGlobals();
  clearPublicMode();
});

const story: Omit<StorySaveInput, 'title'> = { content: 'Chi era? Un drago.', status: 'completed', mode: 'GHOST', language: 'italian', answers: ['Un drago.'] };

function Editor({
  clear = () => undefined,
  initialStory = story,
  defaultTitle,
}: {
  clear?: () => void;
  initialStory?: Omit<StorySaveInput, 'title'>;
  defaultTitle?: string;
}) {
  const [open, setOpen] = useState(true);
  return <SaveStoryDialog open={open} onOpenChange={setOpen} story={initialStory} draft={{ clear }} defaultTitle={defaultTitle} />;
}

test('Salva is disabled while the title is blank; Enter on a blank title says Titolo richiesto', async () => {
  const user = userEvent.setup();
  const api = installFakeStoryApi();
  renderWithApp(<Editor />, { path: '/ghost-editor' });
  const save = screen.getByRole('button', { name: 'Salva' });
  expect(save).toBeDisabled();
  await user.type(screen.getByLabelText(/Titolo/), '   ');
  expect(save).toBeDisabled();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Titolo richiesto')).toBeVisible();
  expect(screen.getAllByText('Inserisci un titolo per salvare la storia').length).toBeGreaterThan(0);
  expect(screen.getByLabelText(/Titolo/)).toHaveAttribute('aria-invalid', 'true');
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

test('saving a new story: POST with the title, Storia salvata!, draft cleared, then back to /create-story after 1.5 s', async () => {
  const user = userEvent.setup();
  const api = installFakeStoryApi();
  const clear = vi.fn();
  renderWithApp(<Editor clear={clear} />, {
    path: '/ghost-editor',
    state: { profileId: 'user-1', profileName: 'Luca' },
    extra: { '/create-story': <p>Crea Nuova Storia</p> },
  });
  await user.type(screen.getByLabelText(/Titolo/), '  Il drago gentile ');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  await toastShows('Storia salvata!', { selector: '[data-title]' });
  const post = api.requests.find((r) => r.method === 'POST');
  expect(post?.body).toEqual({ ...story, title: 'Il drago gentile' });
  expect(clear).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('location')).toHaveTextContent('/ghost-editor');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/create-story'), { timeout: 30_000 });
  expect(JSON.parse(screen.getByTestId('location').dataset.state ?? '')).toEqual({ profileId: 'user-1', profileName: 'Luca', leavingAfterSave: true });
});

test('saving an existing story says Storia aggiornata!', async () => {
  const user = userEvent.setup();
  const existing = makeStory({ title: 'Vecchio titolo' });
  installFakeStoryApi({ stories: [existing] });
  renderWithApp(<Editor initialStory={{ ...story, id: existing.id }} defaultTitle="Vecchio titolo" />, { path: '/ghost-editor' });
  expect(screen.getByLabelText(/Titolo/)).toHaveValue('Vecchio titolo');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  await toastShows('Storia aggiornata!', { selector: '[data-title]' });
});

test('a failed save says Impossibile salvare la storia and keeps the draft', async () => {
  const user = userEvent.setup();
  installFakeStoryApi();
  apiServer.use(http.post('/api/stories', () => replyError(500, 'internal', 'boom')));
  const clear = vi.fn();
  renderWithApp(<Editor clear={clear} />, { path: '/ghost-editor' });
  await user.type(screen.getByLabelText(/Titolo/), 'Titolo');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  await toastShows('Impossibile salvare la storia');
  expect(clear).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
});

test('the public user’s limits and a busy server show the server’s message and keep the draft', async () => {
  const user = userEvent.setup();
  installFakeStoryApi();
  const clear = vi.fn();
  renderWithApp(<Editor clear={clear} />, { path: '/ghost-editor' });
  await user.type(screen.getByLabelText(/Titolo/), 'Titolo');
  for (const [status, message] of [
    [429, PUBLIC_SAVE_MESSAGES.hourLimit],
    [413, PUBLIC_SAVE_MESSAGES.tooLarge],
    [507, PUBLIC_SAVE_MESSAGES.queueFull],
    [503, 'Il servizio non è disponibile, riprova tra poco'],
  ] as const) {
    apiServer.use(http.post('/api/stories', () => replyError(status, 'x', message)));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await toastShows(message);
  }
  expect(clear).not.toHaveBeenCalled();
});

test('a story the server’s content check refuses shows its title and reason, on the title field when the title is at fault, and keeps the draft', async () => {
  const user = userEvent.setup();
  installFakeStoryApi();
  const reason = checkContent('<script>x</script>');
  if (reason.ok) throw new Error('the content check should refuse a script tag');
  apiServer.use(
    http.post('/api/stories', () => replyError(400, CONTENT_CHECK_CODE, reason.reason, { title: CONTENT_CHECK_TITLE, fields: { title: reason.reason } })),
  );
  const clear = vi.fn();
  renderWithApp(<Editor clear={clear} />, { path: '/ghost-editor' });
  await user.type(screen.getByLabelText(/Titolo/), '<script>x</script>');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByText(CONTENT_CHECK_TITLE)).toBeVisible();
  expect(screen.getAllByText(reason.reason).length).toBeGreaterThan(0);
  expect(screen.getByLabelText(/Titolo/)).toHaveAttribute('aria-invalid', 'true');
  expect(clear).not.toHaveBeenCalled();
});

/** Like an editor: after the first save the payload carries the new story's id (the editor now updates it). */
function EditorThatRemembers() {
  const [open, setOpen] = useState(true);
  const [id, setId] = useState<string | undefined>(undefined);
  return (
    <SaveStoryDialog open={open} onOpenChange={setOpen} story={{ ...story, ...(id ? { id } : {}) }} redirectTo={null} onSaved={(saved) => setId(saved.id)} />
  );
}

test('a first save says Storia salvata! only, even once the editor knows the new id', async () => {
  const user = userEvent.setup();
  installFakeStoryApi();
  renderWithApp(<EditorThatRemembers />, { path: '/ghost-editor' });
  await user.type(screen.getByLabelText(/Titolo/), 'Il drago');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Storia salvata!');
  expect(screen.queryByText(/Storia aggiornata!/)).toBeNull();
  // redirectTo null: the editor shows what comes next, so no toast and no 'Un momento...'.
  expect(screen.queryByText(/Un momento/)).toBeNull();
});

test('a signed-in child is told the story will be in the archive', () => {
  installFakeStoryApi();
  renderWithApp(<Editor />, { path: '/ghost-editor' });
  expect(screen.getByText(SAVE_DESCRIPTION)).toBeVisible();
});

test('for the public user the dialog promises no archive: the story waits for the superuser’s approval', async () => {
  enterPublicMode();
  installFakeStoryApi();
  renderWithApp(<Editor />, { path: '/ghost-editor' });
  expect(screen.getByText(PUBLIC_SAVE_DESCRIPTION)).toBeVisible();
  expect(screen.queryByText(/nel tuo archivio/)).toBeNull();
});
