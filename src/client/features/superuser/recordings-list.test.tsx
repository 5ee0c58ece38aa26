import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { adminRecordingsDtoSchema, adminRecordingsQuerySchema, type AdminRecordingDto, type AdminRecordingsDto } from '../../../shared/schemas/voice';
import { apiServer, reply, sentRequests } from '../../../../tests/support/client/api-server';
import { installFakeApi, renderScreen, toastWith } from '../../../../tests/support/client/fake-profile-api';
import { RecordingsList } from './recordings-list';

const MB = 1024 * 1024;

const recording = (id: string, extra: Partial<AdminRecordingDto> = {}): AdminRecordingDto => ({
  id,
  storyId: `story-${id}`,
  storyTitle: 'La volpe e la luna',
  authorName: 'Giulia',
  page: 0,
  size: 312_000,
  durationMs: 65_000,
  createdAt: '2026-10-05T09:30:00.000Z',
  url: `/api/recordings/${id}`,
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

function screenWidth(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: mobile, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

/** The superuser's recordings as the server keeps them; DELETE removes one, as the server would. */
function setup(initial: AdminRecordingDto[], { mobile = false } = {}) {
  screenWidth(mobile);
  let items = initial;
  installFakeApi();
  apiServer.use(
    http.get('/api/admin/recordings', ({ request }) => {
      const query = adminRecordingsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
      const found = items.filter((r) => query.q === '' || `${r.storyTitle} ${r.authorName}`.toLowerCase().includes(query.q.toLowerCase()));
      const body: AdminRecordingsDto = {
        items: found.slice((query.page - 1) * 20, query.page * 20),
        total: found.length,
        page: query.page,
        pageSize: 20,
        usedBytes: Math.round(12.4 * MB),
        siteLimitBytes: 4 * 1024 * MB,
      };
      return reply(adminRecordingsDtoSchema, body);
    }),
    http.delete('/api/admin/recordings/:id', ({ params }) => {
      items = items.filter((r) => r.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const user = userEvent.setup();
  renderScreen({ path: '/superuser-voci', element: <RecordingsList /> });
  return { user };
}

test('lists the recordings with the space used, a player and the link to the story', async () => {
  setup([recording('r1'), recording('r2', { storyTitle: 'Il drago timido', authorName: 'Luca', page: 2, size: 1.5 * MB, durationMs: 7_000 })]);
  expect(await screen.findByText('2 registrazioni trovate')).toBeVisible();
  expect(screen.getByText('Spazio usato: 12,4 MB su 4 GB')).toBeVisible();
  expect(screen.getByRole('progressbar', { name: 'Spazio usato dalle voci' })).toHaveAttribute('aria-valuetext', 'Spazio usato: 12,4 MB su 4 GB');
  const rows = screen.getAllByTestId('recording-row');
  expect(rows).toHaveLength(2);
  const second = within(rows[1] as HTMLElement);
  expect(second.getByRole('link', { name: 'Il drago timido' })).toHaveAttribute('href', '/story/story-r2');
  expect(second.getByText('Luca')).toBeVisible();
  expect(second.getByText('3')).toBeVisible(); // the third page (0-based on the wire)
  expect(second.getByText('0:07')).toBeVisible();
  expect(second.getByText('1,5 MB')).toBeVisible();
  const audio = rows[1]?.querySelector('audio');
  expect(audio).toHaveAttribute('src', '/api/recordings/r2');
  expect(audio).toHaveAttribute('preload', 'none');
  expect(audio).toHaveAttribute('controls');
  expect(audio).toHaveAttribute('aria-label', 'Ascolta la pagina 3 di «Il drago timido»');
});

test("'Rimuovi' asks first, and removes only after the confirmation", async () => {
  const { user } = setup([recording('r1'), recording('r2', { storyTitle: 'Il drago timido', authorName: 'Luca', page: 2 })]);
  await screen.findByText('2 registrazioni trovate');
  await user.click(screen.getByRole('button', { name: 'Rimuovi la registrazione della pagina 3 di «Il drago timido»' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Rimuovere questa registrazione?' });
  expect(dialog).toHaveTextContent('La voce di Luca sulla pagina 3 di «Il drago timido» sarà cancellata per sempre.');
  // 'Annulla' sends nothing
  await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
  expect(sentRequests().filter((r) => r.method === 'DELETE')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Rimuovi la registrazione della pagina 3 di «Il drago timido»' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rimuovi' }));
  await toastWith('Registrazione rimossa');
  expect(
    sentRequests()
      .filter((r) => r.method === 'DELETE')
      .map((r) => r.path),
  ).toEqual(['/api/admin/recordings/r2']);
  expect(await screen.findByText('1 registrazione trovata')).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Il drago timido' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'La volpe e la luna' })).toBeVisible();
});

test('no recordings yet: the empty state says where they come from', async () => {
  setup([]);
  expect(await screen.findByText(/Ancora nessuna registrazione/)).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('Spazio usato: 12,4 MB su 4 GB')).toBeVisible();
});

test('the search asks the server, and a search that finds nothing says so', async () => {
  const { user } = setup([recording('r1')]);
  await screen.findByText('1 registrazione trovata');
  await user.type(screen.getByRole('searchbox', { name: 'Cerca per titolo o autore' }), 'zebra');
  expect(await screen.findByText('Nessuna registrazione trovata per questa ricerca.')).toBeVisible();
  expect(sentRequests().some((r) => r.path === '/api/admin/recordings' && r.query.get('q') === 'zebra')).toBe(true);
});

test('on a phone the recordings are cards, each with its player and Rimuovi', async () => {
  setup([recording('r1')], { mobile: true });
  const list = await screen.findByRole('list', { name: 'Registrazioni' });
  const card = within(list).getByRole('listitem');
  expect(within(card).getByRole('link', { name: 'La volpe e la luna' })).toBeVisible();
  expect(within(card).getByText('Giulia · Pagina 1')).toBeVisible();
  expect(card.querySelector('audio')).toHaveAttribute('preload', 'none');
  expect(within(card).getByRole('button', { name: /Rimuovi/ })).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
