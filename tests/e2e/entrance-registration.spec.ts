import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { toast } from './support/toast';

// The registration flow exactly as spec 000 §4 lists it, and what happens around it.

async function chooseNewProfileOnHome(page: Page) {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Seleziona Profilo' }).click();
  await page.getByRole('option', { name: 'Nuovo Profilo' }).click();
}

test('registration: home → Nuovo Profilo → Confermo → privacy confirm → form → Profilo creato! → Accetto → dashboard', async ({ page }) => {
  const name = uniqueName('Giulia');
  await chooseNewProfileOnHome(page);

  await expect(page).toHaveURL(/\/terms-acceptance$/);
  await expect(page.getByRole('heading', { name: "Condizioni d'uso" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confermo', exact: true }).click();

  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Informativa Privacy' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confermo la presa visione e accetto le condizioni' }).click();

  await expect(page).toHaveURL(/\/new-profile$/);
  await expect(page.getByRole('heading', { name: 'Nuovo Profilo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText('la password del nuovo profilo è uguale al nome del profilo')).toBeVisible();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Età').fill('8');
  await page.getByLabel('Email (facoltativa)').fill(`${name.replace(/\s/g, '.').toLowerCase()}@esempio.it`);
  await page.getByLabel('Femmina').check();
  await page.getByRole('button', { name: 'Crea Profilo' }).click();

  await expect(toast(page, 'Profilo creato!')).toBeVisible();
  await expect(toast(page, 'Profilo creato!')).toContainText(name);
  // Still on the form for the 1.5 s of PROFILE_CREATED_REDIRECT_MS, then the adult's consent.
  await expect(page).toHaveURL(/\/new-profile$/);
  await expect(page).toHaveURL(/\/privacy-acceptance$/);

  await expect(page.getByRole('heading', { name: "Privacy e condizioni d'uso" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Seven sections, and the eighth on the child's voice.
  await expect(page.locator('main ol > li')).toHaveCount(8);
  const accept = page.getByRole('button', { name: 'Accetto' });
  await expect(accept).toBeDisabled();
  await page.getByLabel("Nome e cognome dell'adulto").fill('Papà Marco');
  await expect(accept).toBeDisabled();
  await page.getByRole('checkbox', { name: /accetto le condizioni d.uso/ }).check();
  await expect(accept).toBeEnabled();
  // The voice is asked apart, unticked: the adult allows it here.
  const voice = page.getByRole('checkbox', { name: /registrare la propria voce/ });
  await expect(voice).not.toBeChecked();
  await voice.check();
  await accept.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  await expect(page.getByText(`Profilo: ${name}`)).toBeVisible();
  const session = await page.request.get('/api/session');
  expect(await session.json()).toMatchObject({ user: { name, isSuperuser: false, voiceConsent: true }, pendingConsent: null });
});

test('choosing Profilo Esistente on the home page opens the profile list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Seleziona Profilo' }).click();
  await page.getByRole('option', { name: 'Profilo Esistente' }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByRole('heading', { name: 'Elenco Profili' })).toBeVisible();
});

test('the profile form shows each field error and the matching toast, and a taken name on the name field', async ({ page, request }) => {
  const taken = uniqueName('Preso');
  const created = await request.post('/api/profiles', { data: { name: taken, age: 7 } });
  expect(created.status()).toBe(201);

  await page.goto('/new-profile');
  await page.getByRole('button', { name: 'Crea Profilo' }).click();
  await expect(page.getByText('Nome is required')).toBeVisible();
  await expect(page.getByText("Inserisci un'età valida tra 1 e 120 anni")).toBeVisible();
  await expect(toast(page, 'Nome non valido')).toBeVisible();
  await expect(page.getByLabel('Nome')).toBeFocused();

  await page.getByLabel('Nome').fill('<b>');
  await page.getByLabel('Età').fill('200');
  await page.getByLabel('Email (facoltativa)').fill('non-una-mail');
  await page.getByRole('button', { name: 'Crea Profilo' }).click();
  await expect(page.getByText('Nome contains invalid characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Nome').fill(taken.toUpperCase());
  await page.getByRole('button', { name: 'Crea Profilo' }).click();
  await expect(toast(page, 'Età non valida')).toBeVisible();

  await page.getByLabel('Età').fill('9');
  await page.getByRole('button', { name: 'Crea Profilo' }).click();
  await expect(toast(page, 'Email non valida')).toBeVisible();

  await page.getByLabel('Email (facoltativa)').fill('');
  await page.getByRole('button', { name: 'Crea Profilo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Esiste già un profilo con questo nome' })).toBeVisible();
  await expect(page).toHaveURL(/\/new-profile$/);
});

test('Annulla on the profile form goes back home', async ({ page }) => {
  await page.goto('/new-profile');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the consent screen survives a reload and sends visitors without a pending profile home', async ({ page }) => {
  await page.goto('/privacy-acceptance');
  await expect(page).toHaveURL(/\/$/);

  const name = uniqueName('Ricarica');
  const created = await page.request.post('/api/profiles', { data: { name, age: 10 } });
  expect(created.status()).toBe(201);
  await page.goto('/privacy-acceptance');
  await page.reload();
  await expect(page.getByRole('heading', { name: "Privacy e condizioni d'uso" })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  // The profile is not active yet: the dashboard stays closed.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Completa il consenso' })).toBeVisible();
  await page.getByRole('link', { name: 'Completa il consenso' }).click();
  await page.getByLabel("Nome e cognome dell'adulto").fill('Maestra Anna');
  await page.getByText('ho letto').click();
  await page.getByRole('button', { name: 'Accetto' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
});
