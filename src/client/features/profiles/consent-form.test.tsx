import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { ConsentForm } from './consent-form';
import { awaitingConsent, installFakeApi, readLocation, renderScreen } from '../../../../tests/support/client/fake-profile-api';

const USER_ID = '3d5f7a9b-1c2e-4f60-8a1b-2c3d4e5f6a7b';

function setup() {
  const api = installFakeApi({ session: awaitingConsent({ id: USER_ID, name: 'Giulia' }) });
  const user = userEvent.setup();
  renderScreen({ path: '/privacy-acceptance', element: <ConsentForm profileName="Giulia" /> });
  return { api, user };
}

test('Accetto stays disabled until the adult writes a name and ticks the box', async () => {
  const { user } = setup();
  const accept = screen.getByRole('button', { name: 'Accetto' });
  expect(accept).toBeDisabled();
  await user.type(screen.getByLabelText(/Nome e cognome dell'adulto/), 'Papà Marco');
  expect(accept).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: /accetto le condizioni d'uso/ }));
  expect(accept).toBeEnabled();
  await user.click(screen.getByRole('checkbox', { name: /accetto le condizioni d'uso/ }));
  expect(accept).toBeDisabled();
});

test("a one-letter adult's name is refused with the schema's message", async () => {
  const { api, user } = setup();
  await user.type(screen.getByLabelText(/Nome e cognome dell'adulto/), 'M');
  await user.click(screen.getByText(/ho letto/));
  await user.click(screen.getByRole('button', { name: 'Accetto' }));
  expect(await screen.findByText("Scrivi il nome dell'adulto")).toBeVisible();
  expect(screen.getByLabelText(/Nome e cognome dell'adulto/)).toHaveAttribute('aria-invalid', 'true');
  expect(api.requests.filter((r) => r.path === '/api/auth/consent')).toHaveLength(0);
});

test('Accetto records the consent and opens the dashboard with the profile in the state', async () => {
  const { api, user } = setup();
  await user.type(screen.getByLabelText(/Nome e cognome dell'adulto/), 'Papà Marco');
  await user.click(screen.getByRole('checkbox', { name: /accetto le condizioni d'uso/ }));
  await user.click(screen.getByRole('button', { name: 'Accetto' }));
  const location = await screen.findByTestId('location');
  expect(readLocation(location)).toEqual({ path: '/dashboard', state: { profileId: USER_ID, profileName: 'Giulia' } });
  // the separate AI box starts unticked (law 132/2025 art. 4(4))
  expect(api.requests.filter((r) => r.path === '/api/auth/consent').map((r) => r.body)).toEqual([
    { adultName: 'Papà Marco', accepted: true, aiConsent: false, voiceConsent: false },
  ]);
});

test('the separate AI box is optional, unticked, and sent only when the adult ticks it', async () => {
  const { api, user } = setup();
  const aiBox = screen.getByRole('checkbox', { name: /intelligenza artificiale/ });
  expect(aiBox).not.toBeChecked();
  await user.type(screen.getByLabelText(/Nome e cognome dell'adulto/), 'Papà Marco');
  await user.click(aiBox);
  expect(screen.getByRole('button', { name: 'Accetto' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: /accetto le condizioni d'uso/ }));
  await user.click(screen.getByRole('button', { name: 'Accetto' }));
  await screen.findByTestId('location');
  expect(api.requests.find((r) => r.path === '/api/auth/consent')?.body).toEqual({
    adultName: 'Papà Marco',
    accepted: true,
    aiConsent: true,
    voiceConsent: false,
  });
});

test('the separate voice box is always there, unticked, and sends voiceConsent only when ticked', async () => {
  const { api, user } = setup();
  const voiceBox = screen.getByRole('checkbox', { name: /Permetto a Giulia di registrare la propria voce/ });
  expect(voiceBox).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: /intelligenza artificiale/ })).not.toBeChecked();
  await user.type(screen.getByLabelText(/Nome e cognome dell'adulto/), 'Papà Marco');
  await user.click(voiceBox);
  expect(voiceBox).toBeChecked();
  // the voice box alone does not stand for the terms
  expect(screen.getByRole('button', { name: 'Accetto' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: /accetto le condizioni d'uso/ }));
  await user.click(screen.getByRole('button', { name: 'Accetto' }));
  await screen.findByTestId('location');
  expect(api.requests.find((r) => r.path === '/api/auth/consent')?.body).toEqual({
    adultName: 'Papà Marco',
    accepted: true,
    aiConsent: false,
    voiceConsent: true,
  });
});
