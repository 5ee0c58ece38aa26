import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { awaitingConsent, installFakeApi, loggedIn, readLocation, renderScreen, sessionUser } from '../../../tests/support/client/fake-profile-api';
import { enterPublicMode, isPublicMode } from '../features/auth/session';
import { ContactsRoute } from './contacts';
import { DashboardRoute } from './dashboard';
import { HomeRoute } from './home';
import { PrivacyRoute } from './privacy';
import { PrivacyAcceptanceRoute } from './privacy-acceptance';
import { PublicRoute } from './public';
import { TermsAcceptanceRoute } from './terms-acceptance';

const GIULIA = { id: '3d5f7a9b-1c2e-4f60-8a1b-2c3d4e5f6a7b', name: 'Giulia' };
const TEACHER = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'SuperUser' };
const logouts = (api: ReturnType<typeof installFakeApi>) => api.requests.filter((r) => r.method === 'POST' && r.path === '/api/auth/logout');

afterEach(() => sessionStorage.clear());

test('home: the navigation, the welcome and the profile choice leading to the terms', async () => {
  installFakeApi();
  const user = userEvent.setup();
  renderScreen({ path: '/', element: <HomeRoute /> });
  const nav = screen.getByRole('navigation', { name: 'Menu principale' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['HOME', '/'],
    ["Cos'è FantasMia", '/about'],
    ['Società', '/company'],
    ['Spare', '/spare'],
    ['Privacy', '/privacy'],
    ['Contatti', '/contacts'],
  ]);
  expect(screen.getByRole('heading', { level: 1, name: 'Benvenuti in FantasMia' })).toBeVisible();
  expect(screen.getByText(/Grammatica della fantasia/).closest('p')).toHaveTextContent('Gianni Rodari');

  await user.click(screen.getByRole('combobox', { name: 'Seleziona Profilo' }));
  // The home page loads Radix Select on first use (DeferredSelect): the list appears a moment later.
  expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Nuovo Profilo', 'Profilo Esistente']);
  await user.click(screen.getByRole('option', { name: 'Nuovo Profilo' }));
  expect(readLocation(await screen.findByTestId('location')).path).toBe('/terms-acceptance');
});

test('home: Profilo Esistente leads to the profile list', async () => {
  installFakeApi();
  const user = userEvent.setup();
  renderScreen({ path: '/', element: <HomeRoute /> });
  await user.click(screen.getByRole('combobox', { name: 'Seleziona Profilo' }));
  await user.click(await screen.findByRole('option', { name: 'Profilo Esistente' }));
  expect(readLocation(await screen.findByTestId('location')).path).toBe('/profiles');
});

test('home: a logged-in profile gets a way to the dashboard and out', async () => {
  const api = installFakeApi({ session: loggedIn(sessionUser(GIULIA)) });
  const user = userEvent.setup();
  renderScreen({ path: '/', element: <HomeRoute /> });
  expect(await screen.findByRole('heading', { name: 'Ciao, Giulia!' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Vai alla Dashboard' })).toHaveAttribute('href', '/dashboard');
  await user.click(screen.getByRole('button', { name: 'Esci' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ciao, Giulia!' })).not.toBeInTheDocument());
  expect(logouts(api)).toHaveLength(1);
});

test('home: the public user can continue or leave the public mode', async () => {
  installFakeApi();
  enterPublicMode();
  const user = userEvent.setup();
  renderScreen({ path: '/', element: <HomeRoute /> });
  expect(await screen.findByRole('heading', { name: 'Utente Pubblico' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Continua come utente pubblico' })).toHaveAttribute('href', '/public');
  await user.click(screen.getByRole('button', { name: 'Esci' }));
  expect(isPublicMode()).toBe(false);
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Utente Pubblico' })).not.toBeInTheDocument());
});

test('privacy: one accordion section open at a time, and the open one closes again', async () => {
  installFakeApi();
  const user = userEvent.setup();
  renderScreen({ path: '/privacy', element: <PrivacyRoute /> });
  const copyright = screen.getByRole('button', { name: "Diritti d'autore" });
  const acceptance = screen.getByRole('button', { name: "Accettazione condizioni d'uso" });
  expect(copyright).toHaveAttribute('aria-expanded', 'false');
  expect(acceptance).toHaveAttribute('aria-expanded', 'false');

  await user.click(copyright);
  expect(copyright).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: "Testo sui diritti d'autore" })).toHaveTextContent('Nessuna affiliazione');

  await user.click(acceptance);
  expect(acceptance).toHaveAttribute('aria-expanded', 'true');
  expect(copyright).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText(/Regolamento UE 2016\/679/)).toBeVisible();

  await user.keyboard('{Enter}');
  expect(acceptance).toHaveAttribute('aria-expanded', 'false');

  // the child's voice: recorded only with a separate consent, kept here, in the export
  await user.click(screen.getByRole('button', { name: 'La voce del bambino' }));
  expect(screen.getByText(/con una casella a parte che resta facoltativa/)).toBeVisible();
  expect(screen.getByText(/comprese nell'esportazione dei dati del bambino/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'La voce del bambino' }));

  await user.click(screen.getByRole('button', { name: 'Confermo la presa visione e accetto le condizioni' }));
  expect(readLocation(await screen.findByTestId('location')).path).toBe('/new-profile');
});

test('terms: Annulla goes home and Confermo to the privacy page', async () => {
  installFakeApi();
  const user = userEvent.setup();
  const view = renderScreen({ path: '/terms-acceptance', element: <TermsAcceptanceRoute /> });
  expect(screen.getByRole('heading', { name: "Condizioni d'uso" })).toBeVisible();
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  await user.click(screen.getByRole('button', { name: 'Annulla' }));
  expect(readLocation(await screen.findByTestId('location')).path).toBe('/');
  view.unmount();

  renderScreen({ path: '/terms-acceptance', element: <TermsAcceptanceRoute /> });
  await user.click(screen.getByRole('button', { name: 'Confermo' }));
  expect(readLocation(await screen.findByTestId('location')).path).toBe('/privacy');
});

test('contacts: the configured support address as a mailto link', async () => {
  installFakeApi({ supportEmail: 'maestra@scuola.example' });
  renderScreen({ path: '/contacts', element: <ContactsRoute /> });
  const link = await screen.findByRole('link', { name: 'maestra@scuola.example' });
  expect(link).toHaveAttribute('href', 'mailto:maestra@scuola.example');
  expect(screen.getByText('Ti risponderemo il prima possibile!')).toBeVisible();
});

test('privacy-acceptance: without a waiting profile or a session the visitor goes home', async () => {
  installFakeApi();
  renderScreen({ path: '/privacy-acceptance', element: <PrivacyAcceptanceRoute /> });
  expect(screen.getByText('Caricamento...')).toBeVisible();
  expect(readLocation(await screen.findByTestId('location')).path).toBe('/');
});

test('privacy-acceptance: after a reload (no navigation state) the waiting profile comes from the session', async () => {
  installFakeApi({ session: awaitingConsent(GIULIA) });
  renderScreen({ path: '/privacy-acceptance', element: <PrivacyAcceptanceRoute /> });
  expect(await screen.findByRole('heading', { name: "Privacy e condizioni d'uso" })).toBeVisible();
  const sections = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.id.startsWith('privacy-section-'));
  expect(sections).toHaveLength(8);
  expect(screen.getByRole('heading', { level: 2, name: /La voce del bambino/ })).toBeVisible();
  expect(screen.getByRole('checkbox', { name: /Giulia.*accetto le condizioni d'uso/ })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Permetto a Giulia di registrare la propria voce/ })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Accetto' })).toBeDisabled();
});

test('privacy-acceptance with personal passwords: the adult chooses the password, and nothing says it is the name', async () => {
  installFakeApi({ session: awaitingConsent(GIULIA), requirePersonalPasswords: true });
  renderScreen({ path: '/privacy-acceptance', element: <PrivacyAcceptanceRoute /> });
  const fieldset = await screen.findByRole('group', { name: 'La password di Giulia' });
  expect(within(fieldset).getByText(/Scegliete insieme una password segreta/)).toBeVisible();
  expect(within(fieldset).getByLabelText(/Nuova password/)).toBeVisible();
  expect(screen.queryByText(/uguale al nome/)).not.toBeInTheDocument();
});

test('privacy-acceptance in family use: consent asks for no password', async () => {
  installFakeApi({ session: awaitingConsent(GIULIA), requirePersonalPasswords: false });
  renderScreen({ path: '/privacy-acceptance', element: <PrivacyAcceptanceRoute /> });
  expect(await screen.findByRole('checkbox', { name: /Giulia.*accetto le condizioni d'uso/ })).toBeVisible();
  expect(screen.queryByRole('group', { name: 'La password di Giulia' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/Nuova password/)).not.toBeInTheDocument();
});

test('dashboard: the three cards, no superuser cards for a child, and Esci logs out', async () => {
  const api = installFakeApi({ session: loggedIn(sessionUser(GIULIA)) });
  const user = userEvent.setup();
  renderScreen({ path: '/dashboard', element: <DashboardRoute /> });
  expect(screen.getByText('Caricamento...')).toBeVisible();
  expect(await screen.findByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  expect(screen.getByRole('link', { name: /Crea la tua storia/ })).toHaveAttribute('href', '/create-story');
  expect(screen.getByRole('link', { name: /Lettura Storie/ })).toHaveAttribute('href', '/story-type-selection');
  expect(screen.getByRole('link', { name: /Archivio Magico/ })).toHaveAttribute('href', '/user-archive');
  expect(screen.queryByRole('link', { name: /Gestione Sistema/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Esci' }));
  expect(readLocation(await screen.findByTestId('location')).path).toBe('/');
  expect(logouts(api)).toHaveLength(1);
});

test("dashboard: 'Il mio profilo' opens its menu on the first click (loaded then), by keyboard too, and 'Cambia password' opens the dialog", async () => {
  installFakeApi({ session: loggedIn(sessionUser(GIULIA)) });
  const user = userEvent.setup();
  renderScreen({ path: '/dashboard', element: <DashboardRoute /> });
  const profile = await screen.findByRole('button', { name: 'Il mio profilo' });
  expect(profile).toHaveAttribute('aria-haspopup', 'menu');
  await user.click(profile);
  expect(await screen.findByRole('menuitem', { name: 'Cambia password' })).toBeVisible();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  const loaded = screen.getByRole('button', { name: 'Il mio profilo' });
  expect(loaded).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitem', { name: 'Cambia password' }));
  expect(await screen.findByRole('dialog', { name: 'Cambia password' })).toBeVisible();
});

test('dashboard: the superuser also sees Gestione Sistema and Gestione Storie Scientifiche', async () => {
  installFakeApi({ session: loggedIn(sessionUser(TEACHER, { isSuperuser: true })) });
  renderScreen({ path: '/dashboard', element: <DashboardRoute /> });
  expect(await screen.findByRole('link', { name: /Gestione Sistema/ })).toHaveAttribute('href', '/superuser');
  expect(screen.getByRole('link', { name: /Gestione Storie Scientifiche/ })).toHaveAttribute('href', '/superuser-science-stories-view');
});

test('public: the tiles enter public mode and carry the spec state', async () => {
  installFakeApi();
  const user = userEvent.setup();
  const view = renderScreen({ path: '/public', element: <PublicRoute /> });
  expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute('href', '/');
  await user.click(screen.getByRole('button', { name: /Leggi le storie pubbliche/ }));
  expect(readLocation(await screen.findByTestId('location'))).toEqual({
    path: '/superuser-archive',
    state: { profileId: 'public', profileName: 'Utente Pubblico', isPublic: true },
  });
  expect(isPublicMode()).toBe(true);
  view.unmount();
  sessionStorage.clear();

  renderScreen({ path: '/public', element: <PublicRoute /> });
  await user.click(screen.getByRole('button', { name: /Crea una storia/ }));
  expect(readLocation(await screen.findByTestId('location'))).toEqual({ path: '/create-story', state: { isPublic: true } });
  expect(isPublicMode()).toBe(true);
});
