import { expect, test, type Page } from '@playwright/test';
import { loginSuperuser, uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { startIsolatedServer } from './support/isolated-server';

// The privacy texts say plainly where translated text goes (by default to
// Google), and the superuser sees which translation service is on. The shared e2e server uses
// the default provider (google, pointed at the fake translation server); an isolated server
// has TRANSLATE_PROVIDER=none.

const GOOGLE_SENTENCE = /Con l.impostazione predefinita è il servizio di traduzione di Google, quindi quel testo esce dal server della scuola/;
const OFF_SENTENCE = 'Su questo sito è spenta: nessun testo viene inviato a servizi di traduzione.';

async function openConditions(page: Page): Promise<void> {
  await page.goto('/privacy');
  await page.getByRole('button', { name: "Accettazione condizioni d'uso" }).click();
}

test('with the default provider the privacy texts name Google, and the superuser sees the service on its settings', async ({ page }) => {
  await openConditions(page);
  await expect(page.getByText(GOOGLE_SENTENCE)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/privacy with the translation paragraph');

  // The notice the adult reads before consenting.
  const created = await page.request.post('/api/profiles', { data: { name: uniqueName('Privacy'), age: 8 } });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/privacy-acceptance');
  const where = page.getByRole('region', { name: /Dove sono conservati/ });
  await expect(where.getByText(GOOGLE_SENTENCE)).toBeVisible();

  await loginSuperuser(page);
  await page.goto('/superuser-settings');
  const card = page.getByRole('region', { name: 'Servizio di traduzione' });
  await expect(card.getByText(/Traduzione: attiva, con il servizio di traduzione di Google \(127\.0\.0\.1:\d+\)/)).toBeVisible();
  await expect(card.getByText(/TRANSLATE_PROVIDER=none/)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(page, '/superuser-settings with the translation service at 375px');
});

test('with translation off, the privacy text and the superuser both say it is off', async ({ browser }) => {
  const server = await startIsolatedServer({ env: { TRANSLATE_PROVIDER: 'none' } });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'it-IT' });
  try {
    const page = await context.newPage();
    await openConditions(page);
    await expect(page.getByText(OFF_SENTENCE)).toBeVisible();
    await expect(page.getByText(GOOGLE_SENTENCE)).toHaveCount(0);

    const res = await page.request.post('/api/auth/superuser', { data: { password: server.superuserPassword } });
    expect(res.status()).toBe(200);
    await page.goto('/superuser-settings');
    const card = page.getByRole('region', { name: 'Servizio di traduzione' });
    await expect(card.getByText('Traduzione: spenta.')).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
  }
});
