import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { CONTENT_CHECK_CODE, CONTENT_CHECK_TITLE } from '../../../shared/content-check';
import { aiStatusSchema } from '../../../shared/schemas/ai';
import { translateRequestSchema, translateResponseSchema } from '../../../shared/schemas/translation';
import { apiServer, installFakeStoryApi, makeStory, renderWithApp, reply, replyError } from '../../../../tests/support/client/fake-story-api';
import { STORY_MESSAGES } from '../../../shared/schemas/story';
import { StoryViewer } from './story-viewer';

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (id: string) => renderWithApp(<StoryViewer storyId={id} />, { path: `/story/${id}` });
/** The story on screen (the print view repeats it, hidden). */
const onScreen = () => within(screen.getByRole('article'));

test('shows title, author, mode label and the last-modified date in Italian', async () => {
  const story = makeStory({ title: 'Il drago gentile', mode: 'PAROLE_CHIAMANO', updatedAt: '2026-03-05T09:30:00.000Z' });
  installFakeStoryApi({ stories: [story] });
  open(story.id);
  expect(await screen.findByRole('heading', { level: 1, name: 'Il drago gentile' })).toBeVisible();
  expect(onScreen().getByText('di Luca')).toBeVisible();
  expect(screen.getByText('Una Parola, Tante Storie')).toBeVisible();
  expect(onScreen().getByText(/05\/03\/2026/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'INGLESE' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'LEGGI' })).toBeVisible();
});

test('a story the server does not give (missing, or not the caller’s) says Storia non trovata', async () => {
  installFakeStoryApi({ stories: [] });
  open(makeStory().id);
  expect(await screen.findByRole('heading', { name: 'Storia non trovata' })).toBeVisible();
  expect(screen.getByText(/La storia richiesta non è più disponibile/)).toBeVisible();
});

test('edit mode: title and text, Salva sends a PATCH and says Storia aggiornata!', async () => {
  const user = userEvent.setup();
  const story = makeStory({ title: 'Prima', content: 'Testo vecchio.' });
  const api = installFakeStoryApi({ stories: [story] });
  open(story.id);
  await user.click(await screen.findByRole('button', { name: 'Modifica' }));
  await user.click(screen.getByRole('menuitem', { name: 'Modifica testo' }));
  const title = await screen.findByLabelText(/Titolo/);
  await user.clear(title);
  await user.type(title, 'Dopo');
  const text = screen.getByLabelText(/Testo della storia/);
  await user.clear(text);
  await user.type(text, 'Testo nuovo.');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByText('Storia aggiornata!')).toBeVisible();
  expect(await screen.findByRole('heading', { level: 1, name: 'Dopo' })).toBeVisible();
  expect(onScreen().getByText('Testo nuovo.')).toBeVisible();
  expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ title: 'Dopo', content: 'Testo nuovo.', language: 'italian' });
});

test('Annulla leaves the story as it was; Salva is disabled without a title', async () => {
  const user = userEvent.setup();
  const story = makeStory({ title: 'Prima' });
  const api = installFakeStoryApi({ stories: [story] });
  open(story.id);
  await user.click(await screen.findByRole('button', { name: 'Modifica' }));
  await user.click(screen.getByRole('menuitem', { name: 'Modifica testo' }));
  await user.clear(await screen.findByLabelText(/Titolo/));
  expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Annulla' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Prima' })).toBeVisible();
  expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
});

test('Migliora testo (AI) and Poesia open their dialogs (the AI helpers)', async () => {
  const user = userEvent.setup();
  const story = makeStory();
  installFakeStoryApi({ stories: [story] });
  apiServer.use(
    http.get('/api/ai/status', () =>
      reply(aiStatusSchema, { text: true, images: false, consent: true, loggedIn: true, superuser: false, textCallsLeft: null }),
    ),
  );
  open(story.id);
  await user.click(await screen.findByRole('button', { name: 'Modifica' }));
  await user.click(screen.getByRole('menuitem', { name: 'Poesia' }));
  expect(await screen.findByRole('button', { name: 'Scrivi la poesia' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Annulla' }));
  await user.click(await screen.findByRole('button', { name: 'Modifica' }));
  await user.click(screen.getByRole('menuitem', { name: 'Migliora testo (AI)' }));
  expect(await screen.findByRole('button', { name: 'Semplice e leggero' })).toBeVisible();
});

test('only the author (or the superuser) gets the edit menu', async () => {
  const story = makeStory({ authorId: 'user-2', authorName: 'Anna', isPublic: true });
  installFakeStoryApi({ stories: [story] });
  open(story.id);
  expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  expect(onScreen().getByText('di Anna')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
});

test('media: Filmato for a logged-in user; Accesso Richiesto for a visitor', async () => {
  const user = userEvent.setup();
  const story = makeStory({ isPublic: true });
  const api = installFakeStoryApi({ stories: [story] });
  const { unmount } = open(story.id);
  await user.click(await screen.findByRole('button', { name: 'Media' }));
  await user.click(screen.getByRole('menuitem', { name: 'Filmato' }));
  expect(await screen.findByText('Funzione in sviluppo')).toBeVisible();
  unmount();
  api.user = null;
  open(story.id);
  await user.click(await screen.findByRole('button', { name: 'Media' }));
  const dialog = screen.getByRole('dialog', { name: 'Accesso Richiesto' });
  expect(within(dialog).getByText(/richiedono l'accesso con email e password/)).toBeVisible();
});

test('a CSS story is shown through its formatting step', async () => {
  const story = makeStory({ mode: 'CSS', content: 'Cosa succede se piovesse cioccolato?\n\nChi se ne accorge per primo?\n\nIl cane Fido.' });
  installFakeStoryApi({ stories: [story] });
  open(story.id);
  expect(await screen.findByRole('heading', { name: 'Cosa succede se piovesse cioccolato?' })).toHaveAttribute('data-block', 'question');
  expect(screen.getByRole('heading', { name: 'Chi se ne accorge per primo?' })).toHaveAttribute('data-block', 'guide');
  expect(onScreen().getByText('Il cane Fido.')).toHaveAttribute('data-block', 'answer');
});

test('translate there and back: English badge, then the original exactly', async () => {
  const user = userEvent.setup();
  const story = makeStory({ title: 'Il drago', content: 'Era gentile.' });
  installFakeStoryApi({ stories: [story] });
  apiServer.use(
    http.post('/api/translate', async ({ request }) => {
      const body = translateRequestSchema.parse(await request.json());
      return reply(translateResponseSchema, { text: `[${body.to}] ${body.text}` });
    }),
  );
  open(story.id);
  await user.click(await screen.findByRole('button', { name: 'INGLESE' }));
  expect(await screen.findByRole('heading', { level: 1, name: '[en] Il drago' })).toBeVisible();
  expect(screen.getByText('English')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'ITALIANO' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Il drago' })).toBeVisible();
  expect(onScreen().getByText('Era gentile.')).toBeVisible();
});

test('an edit the server’s content check refuses shows the reason and keeps the story as it was', async () => {
  const user = userEvent.setup();
  const story = makeStory({ title: 'Prima', content: 'Testo vecchio.' });
  installFakeStoryApi({ stories: [story] });
  const reason = 'Il testo non può contenere tag <script>. Scrivi solo parole, per favore!';
  apiServer.use(http.patch('/api/stories/:id', () => replyError(400, CONTENT_CHECK_CODE, reason, { title: CONTENT_CHECK_TITLE, fields: { content: reason } })));
  open(story.id);
  await user.click(await screen.findByRole('button', { name: 'Modifica' }));
  await user.click(screen.getByRole('menuitem', { name: 'Modifica testo' }));
  const text = screen.getByLabelText(/Testo della storia/);
  await user.clear(text);
  await user.type(text, 'Ciao <script>');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByText(reason)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Annulla' }));
  expect(onScreen().getByText('Testo vecchio.')).toBeVisible();
});

test('edit mode: an empty text is refused under the text field, with its toast, and nothing is sent', async () => {
  const api = installFakeStoryApi({ stories: [makeStory({ id: 'edit-1', title: 'Prima', content: 'C’era una volta' })] });
  const user = userEvent.setup();
  open('edit-1');
  // Modifica → Modifica testo, then the text emptied.
  const editMenu = await screen.findByRole('button', { name: 'Modifica' });
  await user.click(editMenu);
  await user.click(screen.getByRole('menuitem', { name: 'Modifica testo' }));
  await user.clear(screen.getByLabelText(/Testo della storia/));
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  const text = screen.getByLabelText(/Testo della storia/);
  expect(text).toHaveAttribute('aria-invalid', 'true');
  // The message stands under the text field it concerns.
  expect(document.getElementById('edit-content-error')).toHaveTextContent(STORY_MESSAGES.contentRequired);
  expect(text).toHaveAttribute('aria-describedby', 'edit-content-error');
  expect(screen.getByLabelText(/Titolo/)).not.toHaveAttribute('aria-invalid');
  expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
});
