import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { AppToaster } from '../../components/layout/app-toaster';
import { createQueryClient } from '../../lib/query-client';
import { toast } from 'sonner';
import { appConfigSchema } from '../../../shared/schemas/app-config';
import { siteSettingsSchema, updateSiteSettingsSchema, type SiteSettings } from '../../../shared/schemas/settings';
import { apiServer, reply, sentRequests } from '../../../../tests/support/client/api-server';
import { AccountSettingsCard } from './account-settings-card';

const settingsResponse = z.object({ settings: siteSettingsSchema });

/** The settings API as the server answers it: GET the settings, PUT a patch, the public config after. */
function installSettingsApi(initial: SiteSettings) {
  let settings = initial;
  apiServer.use(
    http.get('/api/admin/settings', () => reply(settingsResponse, { settings })),
    http.put('/api/admin/settings', async ({ request }) => {
      settings = { ...settings, ...updateSiteSettingsSchema.parse(await request.json()) };
      return reply(settingsResponse, { settings });
    }),
    http.get('/api/config', () =>
      reply(appConfigSchema, { supportEmail: 'aiuto@scuola.example', translation: false, ai: { text: false, images: false }, aiProvider: null, ...settings }),
    ),
  );
}

function renderCard(initial: SiteSettings) {
  installSettingsApi(initial);
  toast.dismiss();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccountSettingsCard />
      <AppToaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const puts = () => sentRequests().filter((r) => r.method === 'PUT' && r.path === '/api/admin/settings');
const familySwitch = () => screen.getByRole('switch', { name: 'Uso in famiglia, su un computer di casa' });

test('the protected setup is shown as such, family use is off and the advanced switches are folded away', async () => {
  renderCard({ requirePersonalPasswords: true, hideProfileList: true });
  await waitFor(() => expect(screen.getByText('Accesso protetto (consigliato)')).toBeVisible());
  expect(familySwitch()).toHaveAttribute('aria-checked', 'false');
  expect(familySwitch()).toHaveAccessibleDescription('Chiunque conosca il nome di un bambino può entrare nel suo profilo: usalo solo su un computer di casa.');
  expect(screen.getByText('Impostazioni avanzate').closest('details')).not.toHaveAttribute('open');
});

test('turning on family use asks first; Annulla changes nothing', async () => {
  const user = renderCard({ requirePersonalPasswords: true, hideProfileList: true });
  await user.click(await screen.findByRole('switch', { name: 'Uso in famiglia, su un computer di casa' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Attivare l’uso in famiglia?' });
  expect(dialog).toHaveTextContent('Chiunque conosca il nome di un bambino potrà entrare nel suo profilo');
  await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(familySwitch()).toHaveAttribute('aria-checked', 'false');
  expect(puts()).toHaveLength(0);
});

test('confirmed by keyboard, family use turns both rules off in one request', async () => {
  const user = renderCard({ requirePersonalPasswords: true, hideProfileList: true });
  (await screen.findByRole('switch', { name: 'Uso in famiglia, su un computer di casa' })).focus();
  await user.keyboard(' ');
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Sì, attiva l’uso in famiglia' }));
  await waitFor(() => expect(familySwitch()).toHaveAttribute('aria-checked', 'true'));
  expect(puts().map((r) => r.body)).toEqual([{ requirePersonalPasswords: false, hideProfileList: false }]);
  await waitFor(() => expect(screen.getByText('Uso in famiglia')).toBeVisible());
  expect(await screen.findByText('Uso in famiglia, su un computer di casa: attiva')).toBeInTheDocument();
});

test('turning family use off goes back to the protected setup without a question', async () => {
  const user = renderCard({ requirePersonalPasswords: false, hideProfileList: false });
  await user.click(await screen.findByRole('switch', { name: 'Uso in famiglia, su un computer di casa' }));
  await waitFor(() => expect(familySwitch()).toHaveAttribute('aria-checked', 'false'));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(puts().map((r) => r.body)).toEqual([{ requirePersonalPasswords: true, hideProfileList: true }]);
  await waitFor(() => expect(screen.getByText('Accesso protetto (consigliato)')).toBeVisible());
});

test('the two rules stay available one by one under Impostazioni avanzate', async () => {
  const user = renderCard({ requirePersonalPasswords: true, hideProfileList: true });
  await user.click(await screen.findByText('Impostazioni avanzate'));
  const hidden = await screen.findByRole('switch', { name: 'Nascondi l’elenco dei profili' });
  expect(screen.getByRole('switch', { name: 'Password personali' })).toHaveAttribute('aria-checked', 'true');
  await user.click(hidden);
  await waitFor(() => expect(hidden).toHaveAttribute('aria-checked', 'false'));
  expect(puts().map((r) => r.body)).toEqual([{ hideProfileList: false }]);
  // One rule on, one off: neither setup, and the section stays open.
  await waitFor(() => expect(screen.getByText('Accesso personalizzato')).toBeVisible());
  expect(familySwitch()).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByText('Impostazioni avanzate').closest('details')).toHaveAttribute('open');
});

test('a mixed setup opens the advanced section by itself', async () => {
  renderCard({ requirePersonalPasswords: true, hideProfileList: false });
  await waitFor(() => expect(screen.getByText('Accesso personalizzato')).toBeVisible());
  expect(screen.getByText('Impostazioni avanzate').closest('details')).toHaveAttribute('open');
  expect(screen.getByRole('switch', { name: 'Nascondi l’elenco dei profili' })).toHaveAttribute('aria-checked', 'false');
});
