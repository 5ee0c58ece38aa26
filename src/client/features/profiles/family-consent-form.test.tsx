import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { familyConsentSchema, type FamilyConsentResult } from '../../../shared/schemas/family-letter';
import { FamilyConsentForm } from './family-consent-form';
import { apiServer, renderScreen } from '../../../../tests/support/client/fake-profile-api';
import { sentRequests } from '../../../../tests/support/client/api-server';

const SECRET = 'a'.repeat(43);

function setup(aiAvailable: boolean) {
  apiServer.use(
    http.post('/api/family-consent', async ({ request }) => {
      const parsed = familyConsentSchema.parse(await request.json());
      const result: FamilyConsentResult = { profile: { name: 'Giulia' }, aiConsent: parsed.aiConsent, voiceConsent: parsed.voiceConsent };
      return HttpResponse.json(result);
    }),
  );
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderScreen({
    path: '/family-consent',
    element: <FamilyConsentForm letterKey={{ secret: SECRET }} profileName="Giulia" aiAvailable={aiAvailable} onDone={onDone} />,
  });
  return { user, onDone };
}

const sentBody = () => sentRequests().find((r) => r.path === '/api/family-consent')?.body;

test('the voice box is shown even without AI helpers, unticked, and sends voiceConsent false by default', async () => {
  const { user, onDone } = setup(false);
  expect(screen.queryByRole('checkbox', { name: /intelligenza artificiale/ })).toBeNull();
  const voiceBox = screen.getByRole('checkbox', { name: /Permetto a Giulia di registrare la propria voce/ });
  expect(voiceBox).not.toBeChecked();
  await user.type(screen.getByLabelText(/Nome e cognome dell'adulto/), 'Mamma Anna');
  await user.click(screen.getByRole('checkbox', { name: /accetto le condizioni d’uso/ }));
  await user.click(screen.getByRole('button', { name: 'Accetto' }));
  await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(sentBody()).toEqual({ secret: SECRET, adultName: 'Mamma Anna', accepted: true, aiConsent: false, voiceConsent: false });
});

test('ticking the voice box sends voiceConsent true, apart from the AI consent', async () => {
  const { user, onDone } = setup(true);
  await user.type(screen.getByLabelText(/Nome e cognome dell'adulto/), 'Mamma Anna');
  await user.click(screen.getByRole('checkbox', { name: /accetto le condizioni d’uso/ }));
  await user.click(screen.getByRole('checkbox', { name: /registrare la propria voce/ }));
  await user.click(screen.getByRole('button', { name: 'Accetto' }));
  await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(onDone.mock.calls[0]?.[0]).toEqual({ profile: { name: 'Giulia' }, aiConsent: false, voiceConsent: true });
  expect(sentBody()).toEqual({ secret: SECRET, adultName: 'Mamma Anna', accepted: true, aiConsent: false, voiceConsent: true });
});
