import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { CreateProfile, ProfileSummary } from '../../../shared/schemas/profile';
import { installFakeApi, NEW_PROFILE_ID, readLocation, renderScreen, toastWith } from '../../../../tests/support/client/fake-profile-api';
import { NewProfileForm } from './new-profile-form';

function setup(options: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi(options);
  const user = userEvent.setup();
  renderScreen({ path: '/new-profile', element: <NewProfileForm /> });
  return { api, user };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

const profilePosts = (api: ReturnType<typeof installFakeApi>) => api.requests.filter((r) => r.method === 'POST' && r.path === '/api/profiles');

test('an empty form shows the name and age messages, toasts Nome non valido and calls nobody', async () => {
  const { api, user } = setup();
  await user.click(screen.getByRole('button', { name: 'Crea Profilo' }));

  expect(await screen.findByText('Nome is required')).toBeVisible();
  expect(screen.getByText("Inserisci un'età valida tra 1 e 120 anni")).toBeVisible();
  const toast = await toastWith('Nome non valido');
  expect(within(toast).getByText('Errore')).toBeInTheDocument();
  expect(field('Nome')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Nome')).toHaveFocus();
  expect(field('Età')).toHaveAttribute('aria-invalid', 'true');
  expect(profilePosts(api)).toHaveLength(0);
});

test('a one-letter name is too short', async () => {
  const { user } = setup();
  await user.type(field('Nome'), 'A');
  await user.type(field('Età'), '8');
  await user.click(screen.getByRole('button', { name: 'Crea Profilo' }));
  expect(await screen.findByText('Il nome deve avere da 2 a 50 caratteri')).toBeVisible();
  await toastWith('Nome non valido');
});

test('a name with forbidden characters says which rule it breaks', async () => {
  const { user } = setup();
  await user.type(field('Nome'), 'Luca<script>');
  await user.type(field('Età'), '8');
  await user.click(screen.getByRole('button', { name: 'Crea Profilo' }));
  expect(await screen.findByText('Nome contains invalid characters')).toBeVisible();
  await toastWith('Nome non valido');
});

test.each(['0', '121', '7.5', 'otto'])('age %s is refused with Età non valida', async (age) => {
  const { api, user } = setup();
  await user.type(field('Nome'), 'Giulia');
  await user.type(field('Età'), age);
  await user.click(screen.getByRole('button', { name: 'Crea Profilo' }));
  expect(await screen.findByText("Inserisci un'età valida tra 1 e 120 anni")).toBeVisible();
  await toastWith('Età non valida');
  expect(screen.queryByText('Nome non valido')).not.toBeInTheDocument();
  expect(profilePosts(api)).toHaveLength(0);
});

test('a malformed email is refused with Email non valida', async () => {
  const { user } = setup();
  await user.type(field('Nome'), 'Giulia');
  await user.type(field('Età'), '8');
  await user.type(field('Email'), 'giulia@');
  await user.click(screen.getByRole('button', { name: 'Crea Profilo' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
  await toastWith('Email non valida');
  expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('a name already taken is shown on the name field, as the server says', async () => {
  const { user } = setup({ nameTaken: true });
  await user.type(field('Nome'), 'giulia');
  await user.type(field('Età'), '8');
  await user.click(screen.getByRole('button', { name: 'Crea Profilo' }));
  await waitFor(() => expect(field('Nome')).toHaveAccessibleDescription(/Esiste già un profilo con questo nome/));
  expect(field('Nome')).toHaveAttribute('aria-invalid', 'true');
  await toastWith('Errore');
});

test('a valid profile is created: toast with the name, then after 1.5 s the consent screen with its state', async () => {
  const { api, user } = setup();
  expect(await screen.findByText(/la password del nuovo profilo è uguale al nome del profilo/)).toBeVisible();
  await user.type(field('Nome'), '  Anna  Maria ');
  await user.type(field('Età'), '9');
  await user.click(screen.getByLabelText('Femmina'));
  await user.click(screen.getByRole('button', { name: 'Crea Profilo' }));

  const toast = await toastWith('Profilo creato!');
  expect(within(toast).getByText('Anna Maria')).toBeInTheDocument();
  expect(profilePosts(api)[0]?.body).toEqual({ name: 'Anna Maria', age: 9, email: null, gender: 'female' });
  // Not yet: the redirect waits PROFILE_CREATED_REDIRECT_MS.
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Crea Profilo' })).toBeDisabled();

  const location = await screen.findByTestId('location', {}, { timeout: 30_000 });
  expect(readLocation(location)).toEqual({ path: '/privacy-acceptance', state: { profileId: NEW_PROFILE_ID, profileName: 'Anna Maria' } });
});

test('Annulla goes back home without creating anything', async () => {
  const { api, user } = setup();
  await user.type(field('Nome'), 'Giulia');
  await user.click(screen.getByRole('button', { name: 'Annulla' }));
  await waitFor(() => expect(readLocation(screen.getByTestId('location')).path).toBe('/'));
  expect(profilePosts(api)).toHaveLength(0);
});

test('in family use the note says the password is the name, as the spec has it', async () => {
  setup({ requirePersonalPasswords: false });
  const note = await screen.findByTestId('password-note');
  expect(note).toHaveTextContent('Nota: la password del nuovo profilo è uguale al nome del profilo. Servirà per accedere la prossima volta.');
});

test('with personal passwords the note says the adult chooses one next, and never that the password is the name', async () => {
  setup({ requirePersonalPasswords: true });
  const note = await screen.findByTestId('password-note');
  expect(note).toHaveTextContent('un adulto leggerà le condizioni d’uso e sceglierà con te una password personale');
  expect(note).not.toHaveTextContent(/uguale al nome/);
});

/** The form as the superuser's 'Nuovo profilo' shows it; these tests only read its note. */
function Enrolling() {
  const mutation = useMutation<ProfileSummary, Error, CreateProfile>({ mutationFn: () => Promise.reject(new Error('not sent in this test')) });
  return <NewProfileForm enrol={{ mutation, onCreated: () => undefined, onCancel: () => undefined }} />;
}

test("the superuser's 'Nuovo profilo' says how the child will enter, for either setting", async () => {
  installFakeApi({ requirePersonalPasswords: true });
  const view = renderScreen({ path: '/superuser-users', element: <Enrolling /> });
  const secure = await screen.findByTestId('password-note');
  expect(secure).toHaveTextContent('il bambino entrerà con la sua tessera (il QR o il codice), da stampare con «Stampa tessere»');
  expect(secure).not.toHaveTextContent(/uguale al nome/);
  view.unmount();

  installFakeApi({ requirePersonalPasswords: false });
  renderScreen({ path: '/superuser-users', element: <Enrolling /> });
  const family = await screen.findByTestId('password-note');
  expect(family).toHaveTextContent('la password del nuovo profilo è uguale al nome del profilo');
  expect(family).toHaveTextContent('«Registra consenso»');
});
