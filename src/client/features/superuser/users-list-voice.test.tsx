import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { groupsResponseSchema, rosterResponseSchema, type RosterRow } from '../../../shared/schemas/admin';
import { aiConsentUpdateSchema } from '../../../shared/schemas/ai';
import { apiServer, reply, sentRequests } from '../../../../tests/support/client/api-server';
import { installFakeApi, renderScreen, toastWith } from '../../../../tests/support/client/fake-profile-api';
import { UsersList } from './users-list';

const GIULIA_ID = '3d5f7a9b-1c2e-4f60-8a1b-2c3d4e5f6a7b';

const row = (extra: Partial<RosterRow> = {}): RosterRow => ({
  id: GIULIA_ID,
  name: 'Giulia',
  shortId: '3d5f7a',
  email: null,
  age: 8,
  passwordIsInitial: true,
  storyCount: 2,
  createdAt: '2026-09-01T08:00:00.000Z',
  lastAccess: null,
  consentAt: '2026-09-01T08:00:00.000Z',
  consentBy: 'Mamma Anna',
  consentBySuperuser: false,
  aiConsentAt: null,
  aiConsentBy: null,
  voiceConsentAt: null,
  voiceConsentBy: null,
  groupId: null,
  publishedCount: 0,
  groupName: null,
  cardIssuedAt: null,
  ...extra,
});

beforeEach(() => {
  // A desktop screen: the roster is a table.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

/** The roster with one child; PUT voice-consent changes her as the server would. */
function setup(initial: RosterRow) {
  let giulia = initial;
  installFakeApi(); // the site config (GET /api/config)
  apiServer.use(
    http.get('/api/admin/roster', () => reply(rosterResponseSchema, { rows: [giulia], total: 1, page: 1, pageSize: 25 })),
    http.get('/api/admin/groups', () => reply(groupsResponseSchema, { groups: [] })),
    http.put('/api/admin/users/:id/voice-consent', async ({ request, params }) => {
      expect(params.id).toBe(GIULIA_ID);
      const body = aiConsentUpdateSchema.parse(await request.json());
      giulia = body.consent
        ? { ...giulia, voiceConsentAt: '2026-10-05T09:00:00.000Z', voiceConsentBy: body.adultName }
        : { ...giulia, voiceConsentAt: null, voiceConsentBy: null };
      return HttpResponse.json({ ok: true });
    }),
  );
  const user = userEvent.setup();
  renderScreen({ path: '/superuser-users', element: <UsersList /> });
  return { user };
}

const voiceRequests = () => sentRequests().filter((r) => r.path.endsWith('/voice-consent'));

test("the roster says 'Voce: no', and 'Consenso voce' records it with the adult's name", async () => {
  const { user } = setup(row());
  const table = await screen.findByRole('table');
  expect(within(table).getByText('Voce: no', { exact: false })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Azioni per Giulia' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Registra il consenso voce di Giulia' }));
  const dialog = await screen.findByRole('dialog', { name: 'Consenso voce per Giulia' });
  const save = within(dialog).getByRole('button', { name: 'Registra il consenso' });
  expect(save).toBeDisabled();
  await user.type(within(dialog).getByLabelText("Nome dell'adulto che lo ha chiesto"), 'Papà Marco');
  await user.click(save);
  await toastWith('Consenso voce registrato');
  expect(voiceRequests().map((r) => [r.method, r.body])).toEqual([['PUT', { consent: true, adultName: 'Papà Marco' }]]);
  expect(await within(table).findByText('Voce: sì (dato da Papà Marco il 05/10/2026)', { exact: false })).toBeVisible();
});

test("'Revoca voce' asks first, then withdraws the consent", async () => {
  const { user } = setup(row({ voiceConsentAt: '2026-10-05T09:00:00.000Z', voiceConsentBy: 'Papà Marco' }));
  const table = await screen.findByRole('table');
  expect(within(table).getByText('Voce: sì (dato da Papà Marco il 05/10/2026)', { exact: false })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Azioni per Giulia' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Revoca il consenso voce di Giulia' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Revocare il consenso voce?' });
  expect(voiceRequests()).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Revoca' }));
  await toastWith('Consenso voce revocato');
  expect(voiceRequests().map((r) => r.body)).toEqual([{ consent: false, adultName: '' }]);
  expect(await within(table).findByText('Voce: no', { exact: false })).toBeVisible();
});
