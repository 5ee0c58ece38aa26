import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { ProfileSummary } from '../../../shared/schemas/profile';
import { apiServer, installFakeApi, readLocation, renderScreen, toastWith, sessionUser } from '../../../../tests/support/client/fake-profile-api';
import { ProfileLogin } from './profile-login';

const LUCA: ProfileSummary = { id: '6f1c2b1e-8d0a-4c53-9a57-1a2b3c4d5e6f', name: 'Luca' };
const SARA: ProfileSummary = { id: '0b7e9d44-2f6c-4e1a-b3d8-9c0a1b2c3d4e', name: 'Sara' };

function setup(profiles: ProfileSummary[] = [LUCA, SARA], options: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({ profiles, ...options });
  const user = userEvent.setup();
  renderScreen({ path: '/profiles', element: <ProfileLogin /> });
  return { api, user };
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Scegli il tuo profilo' }));
  await user.click(await screen.findByRole('option', { name }));
  return screen.findByLabelText(`Password di ${name}`);
}

const logins = (api: ReturnType<typeof installFakeApi>) =>
  api.requests.filter((r) => r.path === '/api/auth/login').map(({ method, path, body }) => ({ method, path, body }));

test('shows a loading state, then the dropdown of profiles with its placeholder', async () => {
  setup();
  expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei profili...');
  const select = await screen.findByRole('combobox', { name: 'Scegli il tuo profilo' });
  expect(select).toHaveTextContent('Scegli un profilo...');
  expect(screen.queryByLabelText(/Password di/)).not.toBeInTheDocument();
});

test('says so when there is no profile yet', async () => {
  setup([]);
  expect(await screen.findByText(/Non c'è ancora nessun profilo/)).toBeVisible();
});

test('says so when the list cannot be loaded, and tries again on request', async () => {
  installFakeApi({ profiles: [LUCA] });
  let down = true;
  // Answers before the list handler and falls through to it once the server is back; the app's
  // query client retries a server error twice before it shows the failure.
  apiServer.use(http.get('/api/profiles', () => (down ? new HttpResponse(null, { status: 503 }) : undefined)));
  const user = userEvent.setup();
  renderScreen({ path: '/profiles', element: <ProfileLogin /> });
  expect(await screen.findByText(/Non è stato possibile caricare i profili\./, undefined, { timeout: 30_000 })).toBeVisible();
  down = false;
  await user.click(screen.getByRole('button', { name: 'Riprova' }));
  expect(await screen.findByRole('combobox', { name: 'Scegli il tuo profilo' })).toBeVisible();
});

test('a blank password says Inserisci la password and calls nobody', async () => {
  const { api, user } = setup();
  const password = await choose(user, 'Luca');
  await waitFor(() => expect(password).toHaveFocus());
  await user.type(password, '   ');
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
  await waitFor(() => expect(password).toHaveAccessibleDescription('Inserisci la password'));
  const toast = await toastWith('Inserisci la password');
  expect(within(toast).getByText('Errore')).toBeInTheDocument();
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(logins(api)).toHaveLength(0);
});

test('a wrong password says Password non corretta, inline and in a toast titled Errore', async () => {
  const { api, user } = setup();
  const password = await choose(user, 'Luca');
  await user.type(password, 'sbagliata{Enter}');
  await waitFor(() => expect(password).toHaveAccessibleDescription('Password non corretta'));
  expect(password).toHaveFocus();
  const toast = await toastWith('Password non corretta');
  expect(within(toast).getByText('Errore')).toBeInTheDocument();
  expect(logins(api)).toEqual([{ method: 'POST', path: '/api/auth/login', body: { profileId: LUCA.id, password: 'sbagliata' } }]);
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});

test('Enter with a password the server accepts opens the dashboard with the profile in the state', async () => {
  // Matching the password (trimmed, any case) is the server's rule: src/server/auth tests.
  const { user } = setup([LUCA, SARA], { login: { user: sessionUser(SARA), consentRequired: false, profile: SARA } });
  const password = await choose(user, 'Sara');
  await user.type(password, ' sARa {Enter}');
  const location = await screen.findByTestId('location');
  expect(readLocation(location)).toEqual({ path: '/dashboard', state: { profileId: SARA.id, profileName: 'Sara' } });
});

test('a profile without the adult consent goes to the consent screen', async () => {
  const { user } = setup([LUCA], { login: { user: null, consentRequired: true, profile: LUCA } });
  const password = await choose(user, 'Luca');
  await user.type(password, 'luca');
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
  const location = await screen.findByTestId('location');
  expect(readLocation(location)).toEqual({ path: '/privacy-acceptance', state: { profileId: LUCA.id, profileName: 'Luca' } });
});

test('a profile with unread messages goes to the home page with userId and profileName', async () => {
  const { user } = setup([LUCA], { login: { user: sessionUser(LUCA, { unreadMessages: 2 }), consentRequired: false, profile: LUCA } });
  const password = await choose(user, 'Luca');
  await user.type(password, 'Luca{Enter}');
  const location = await screen.findByTestId('location');
  expect(readLocation(location)).toEqual({ path: '/', state: { userId: LUCA.id, profileName: 'Luca' } });
});

test('Indietro closes the password prompt and clears the choice', async () => {
  const { user } = setup();
  await choose(user, 'Luca');
  await user.click(screen.getByRole('button', { name: 'Indietro' }));
  expect(screen.queryByLabelText('Password di Luca')).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Scegli il tuo profilo' })).toHaveTextContent('Scegli un profilo...');
});
