import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { apiServer, installFakeStoryApi, makeStory, renderWithApp, replyError, storyList } from '../../../../tests/support/client/fake-story-api';
import { UserArchive } from './user-archive';

/** The browser boundary: a phone (below 768px) or a desktop screen. */
function screenWidth(kind: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

// jsdom lacks pointer capture and scrollIntoView, which Radix Select uses.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  // The screen is unmounted before its matchMedia goes: a list still being drawn in the background
  // (useDeferredValue) must not subscribe to a matchMedia that is no longer there.
  cleanup();
  vi.unstubAllGlobals();
});

const open = () =>
  renderWithApp(<UserArchive />, {
    path: '/user-archive',
    extra: { '/superuser-archive': <p>Archivio Completo</p>, '/ghost-editor': <p>GHOST editor</p>, '/propp-editor': <p>PROPP editor</p> },
  });

test('desktop: my stories in a table, in the order the server sends them, with title, date, mode and state, and the count', async () => {
  screenWidth('desktop');
  // Which stories are mine and their order (newest change first) are the server's rules: src/server/stories/stories.test.ts.
  installFakeStoryApi({
    stories: [
      makeStory({ title: 'Il fantasma', status: 'suspended', updatedAt: '2026-03-06T10:00:00.000Z' }),
      makeStory({ title: 'Il drago', mode: 'CSS', updatedAt: '2026-03-05T10:00:00.000Z' }),
    ],
  });
  open();
  expect(await screen.findByText('2 storie trovate')).toBeVisible();
  // The list is drawn in a background render after the count (user-archive.tsx).
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Il fantasma', 'Il drago']);
  expect(within(rows[1] ?? table).getByText('Cosa Succede se...')).toBeVisible();
  expect(within(rows[1] ?? table).getByText('05/03/2026')).toBeVisible();
  expect(within(rows[0] ?? table).getByText('Sospesa')).toBeVisible();
  expect(within(rows[0] ?? table).getByRole('button', { name: 'Riprendi Il fantasma' })).toBeVisible();
  expect(within(rows[1] ?? table).getByRole('button', { name: 'Continua Il drago' })).toBeVisible();
  expect(within(rows[1] ?? table).getByRole('link', { name: 'Apri Il drago' })).toHaveAttribute('href', expect.stringMatching(/^\/story\//));
});

test('the stories with her voice say so, in the table and on the cards', async () => {
  screenWidth('desktop');
  installFakeStoryApi({ stories: [makeStory({ title: 'Con voce', hasVoice: true }), makeStory({ title: 'Senza voce' })] });
  const first = open();
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0] ?? table).getByText('Con la mia voce')).toBeVisible();
  expect(within(rows[1] ?? table).queryByText('Con la mia voce')).toBeNull();
  first.unmount();
  screenWidth('phone');
  open();
  expect(await screen.findByRole('button', { name: /^Con voce.*Con la mia voce/ })).toBeVisible();
  expect(screen.getAllByText('Con la mia voce')).toHaveLength(1);
});

test('one story: storia trovata', async () => {
  screenWidth('desktop');
  installFakeStoryApi({ stories: [makeStory()] });
  open();
  expect(await screen.findByText('1 storia trovata')).toBeVisible();
  expect(within(await screen.findByRole('table')).getAllByRole('rowheader')).toHaveLength(1);
});

test('the category filter asks the server for that mode', async () => {
  const user = userEvent.setup();
  screenWidth('desktop');
  const fantasma = makeStory({ title: 'Fantasma', mode: 'GHOST' });
  const domanda = makeStory({ title: 'Domanda', mode: 'CSS' });
  const api = installFakeStoryApi({ stories: [fantasma, domanda] });
  apiServer.use(
    http.get('/api/stories', ({ request }) => storyList(new URL(request.url).searchParams.get('mode') === 'CSS' ? [domanda] : [fantasma, domanda])),
  );
  open();
  expect(await screen.findByText('2 storie trovate')).toBeVisible();
  // The filter shows its choice before Radix Select loads; the first click loads it and opens it.
  expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveTextContent('Tutte le categorie');
  await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
  await user.click(await screen.findByRole('option', { name: 'Cosa Succede se...' }));
  expect(await screen.findByText('1 storia trovata')).toBeVisible();
  expect(await screen.findByRole('rowheader', { name: 'Domanda' })).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveTextContent('Cosa Succede se...');
  expect(api.requests.some((r) => r.path === '/api/stories' && r.query.get('mode') === 'CSS')).toBe(true);
});

test('delete asks for confirmation, then says Storia eliminata', async () => {
  const user = userEvent.setup();
  screenWidth('desktop');
  installFakeStoryApi({ stories: [makeStory({ title: 'Da buttare' }), makeStory({ title: 'Da tenere' })] });
  open();
  await user.click(await screen.findByRole('button', { name: 'Elimina Da buttare' }));
  // The question loads with the first Elimina.
  const dialog = await screen.findByRole('alertdialog', { name: 'Eliminare la storia?' });
  await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
  expect(screen.getByRole('rowheader', { name: 'Da buttare' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Elimina Da buttare' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }));
  expect(await screen.findByText('Storia eliminata')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Da buttare' })).toBeNull());
  expect(screen.getByText('1 storia trovata')).toBeVisible();
});

test('paging: 50 at a time with Carica altre', async () => {
  const user = userEvent.setup();
  screenWidth('desktop');
  const stories = Array.from({ length: 60 }, (_, i) => makeStory({ title: `Storia numero ${i}` }));
  const api = installFakeStoryApi({ stories });
  apiServer.use(
    http.get('/api/stories', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return storyList(page === 1 ? stories.slice(0, 50) : stories.slice(50), { page, total: 60 });
    }),
  );
  open();
  expect(await screen.findByText('60 storie trovate')).toBeVisible();
  // The whole page, in the server's order.
  await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(50));
  expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(stories.slice(0, 50).map((s) => s.title));
  expect(screen.getByText('Ne vedi 50 su 60')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Carica altre' }));
  await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(60));
  expect(api.requests.filter((r) => r.path === '/api/stories').map((r) => `${r.query.get('page')}/${r.query.get('pageSize')}`)).toEqual(['1/50', '2/50']);
  expect(screen.queryByRole('button', { name: 'Carica altre' })).toBeNull();
});

test('empty archive invites to write a story', async () => {
  screenWidth('desktop');
  installFakeStoryApi({ stories: [] });
  open();
  expect(await screen.findByText('Nessuna storia trovata')).toBeVisible();
  expect(screen.getByText('0 storie trovate')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Crea la tua storia' })).toHaveAttribute('href', '/create-story');
});

test('a failed load says Impossibile caricare le storie', async () => {
  screenWidth('desktop');
  installFakeStoryApi();
  // The app's query client retries a server error twice before it shows the failure.
  apiServer.use(http.get('/api/stories', () => replyError(500, 'internal', 'x')));
  open();
  expect(await screen.findByText('Impossibile caricare le storie', undefined, { timeout: 30_000 })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Riprova' })).toBeVisible();
});

test('the superuser is sent to the complete archive', async () => {
  screenWidth('desktop');
  installFakeStoryApi({ user: { id: 'su', name: 'SuperUser', isSuperuser: true, unreadMessages: 0 } });
  open();
  expect(await screen.findByText('Archivio Completo')).toBeVisible();
  expect(screen.getByTestId('location')).toHaveTextContent('/superuser-archive');
});

test('Riprendi opens the editor of the mode with the whole story', async () => {
  const user = userEvent.setup();
  screenWidth('desktop');
  const story = makeStory({ title: 'A metà', status: 'suspended', mode: 'PROPP_FREE', content: 'Inizio.' });
  installFakeStoryApi({ stories: [story] });
  open();
  await user.click(await screen.findByRole('button', { name: 'Riprendi A metà' }));
  expect(await screen.findByText('PROPP editor')).toBeVisible();
  const state: unknown = JSON.parse(screen.getByTestId('location').dataset.state ?? 'null');
  expect(state).toMatchObject({ profileId: 'user-1', profileName: 'Luca', mode: 'free', editStory: { id: story.id, content: 'Inizio.' } });
});

test('phone: cards; tapping one opens the sheet with Azioni and Dettagli', async () => {
  const user = userEvent.setup();
  screenWidth('phone');
  installFakeStoryApi({ stories: [makeStory({ title: 'Sul telefono', mode: 'CAMPBELL' })] });
  open();
  expect(await screen.findByText('1 storia trovata')).toBeVisible();
  const card = await screen.findByRole('button', { name: /^Sul telefono/ });
  expect(screen.queryByRole('table')).toBeNull();
  await user.click(card);
  const sheet = await screen.findByRole('dialog', { name: 'Sul telefono' });
  expect(within(sheet).getByRole('link', { name: 'Apri la storia' })).toBeVisible();
  expect(await within(sheet).findByRole('button', { name: 'LEGGI' })).toBeVisible();
  await user.click(within(sheet).getByRole('tab', { name: 'Dettagli' }));
  expect(within(sheet).getByText('Carte di Campbell')).toBeVisible();
  expect(within(sheet).getByText('Nessuna immagine')).toBeVisible();
});

test("phone: the whole page of cards, in order; each Libretto PDF opens the list's one dialog for its story and gives the focus back", async () => {
  const user = userEvent.setup();
  screenWidth('phone');
  const stories = Array.from({ length: 50 }, (_, i) => makeStory({ title: `Storia numero ${i}` }));
  installFakeStoryApi({ stories });
  open();
  expect(await screen.findByText('50 storie trovate')).toBeVisible();
  const list = await screen.findByRole('list', { name: 'Le tue storie' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
  const booklets = within(list).getAllByRole('button', { name: /^Libretto PDF: / });
  expect(booklets.map((b) => b.getAttribute('aria-label'))).toEqual(stories.map((s) => `Libretto PDF: ${s.title}`));

  // The last card's button: the dialog speaks of its story; Escape closes it and the focus is back on that button.
  const last = within(list).getByRole('button', { name: 'Libretto PDF: Storia numero 49' });
  await user.click(last);
  const dialog = await screen.findByRole('dialog', { name: 'Libretto PDF' }, { timeout: 15000 });
  expect(dialog).toHaveTextContent('Storia numero 49');
  expect(within(dialog).getByRole('link', { name: 'Scarica il libretto' })).toHaveAttribute(
    'href',
    `/api/stories/${stories[49]?.id}/booklet?edition=normale&format=a5&language=italiano`,
  );
  await user.click(within(dialog).getByLabelText('STAMPATO MAIUSCOLO'));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(last).toHaveFocus();

  // Another story, by keyboard: its own options; the first story keeps the ones chosen for it.
  const third = within(list).getByRole('button', { name: 'Libretto PDF: Storia numero 2' });
  third.focus();
  await user.keyboard('{Enter}');
  const other = await screen.findByRole('dialog', { name: 'Libretto PDF' });
  expect(other).toHaveTextContent('Storia numero 2');
  expect(within(other).getByRole('link', { name: 'Scarica il libretto' })).toHaveAttribute(
    'href',
    `/api/stories/${stories[2]?.id}/booklet?edition=normale&format=a5&language=italiano`,
  );
  await user.click(within(other).getByRole('button', { name: 'Chiudi' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(third).toHaveFocus();
  await user.click(last);
  expect(within(await screen.findByRole('dialog', { name: 'Libretto PDF' })).getByRole('link', { name: 'Scarica il libretto' })).toHaveAttribute(
    'href',
    `/api/stories/${stories[49]?.id}/booklet?edition=maiuscolo&format=a5&language=italiano`,
  );
});
