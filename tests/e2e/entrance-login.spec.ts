import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { toast } from './support/toast';

// Logging in from /profiles (spec 000 §2, §4, §8).

/** A child profile made through the API in a cookie jar that is not the page's. */
async function createChild(request: APIRequestContext, name: string, consent = true) {
  const created = await request.post('/api/profiles', { data: { name, age: 9 } });
  expect(created.status(), await created.text()).toBe(201);
  if (consent) {
    const res = await request.post('/api/auth/consent', { data: { adultName: 'Maestra Lucia', accepted: true } });
    expect(res.status()).toBe(200);
  }
  await request.post('/api/auth/logout');
}

async function chooseProfile(page: Page, name: string) {
  await page.goto('/profiles');
  await expect(page.getByRole('heading', { name: 'Elenco Profili' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Scegli il tuo profilo').click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('a blank and a wrong password are refused, the right one (any case) opens the dashboard', async ({ page, request }) => {
  const name = uniqueName('Luca');
  await createChild(request, name);
  await chooseProfile(page, name);

  const password = page.getByLabel(`Password di ${name}`);
  await expect(password).toBeFocused();
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Inserisci la password' })).toBeVisible();
  await expect(toast(page, 'Inserisci la password')).toBeVisible();

  await password.fill('sbagliata');
  await password.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Password non corretta' })).toBeVisible();
  await expect(toast(page, 'Password non corretta')).toContainText('Errore');
  await expect(page).toHaveURL(/\/profiles$/);

  await password.fill(`  ${name.toLowerCase()} `);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText(`Profilo: ${name}`)).toBeVisible();
});

test('Indietro hides the password prompt; the list buttons lead to the new profile form and the superuser', async ({ page, request }) => {
  const name = uniqueName('Sara');
  await createChild(request, name);
  await chooseProfile(page, name);
  await expect(page.getByLabel(`Password di ${name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByLabel(`Password di ${name}`)).toHaveCount(0);

  await page.getByRole('button', { name: 'NUOVO PROFILO' }).click();
  await expect(page).toHaveURL(/\/new-profile$/);
  await page.goto('/profiles');
  await page.getByRole('button', { name: 'Superuser' }).click();
  await expect(page).toHaveURL(/\/superuser$/);
});

test('a profile whose adult never gave consent cannot be opened (nor consented) from another browser', async ({ page, request }) => {
  // The profile was created in another browser (the API's cookie jar), which alone may
  // take the adult's consent; the superuser can record it too.
  const name = uniqueName('Attesa');
  await createChild(request, name, false);
  await chooseProfile(page, name);
  await page.getByLabel(`Password di ${name}`).fill(name);
  await page.getByRole('button', { name: 'Accedi' }).click();
  const refusal =
    "Questo profilo aspetta ancora il consenso di un adulto. L'adulto può darlo sul dispositivo dove il profilo è stato creato, oppure può chiederlo all'insegnante.";
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(toast(page, refusal)).toContainText('Manca il consenso');
  await expect(page).toHaveURL(/\/profiles$/);
  await page.goto('/privacy-acceptance');
  await expect(page).toHaveURL(/\/$/);
});
