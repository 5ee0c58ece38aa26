import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';
import { closeToast, toast } from './support/toast';

// Accounts: site settings, personal passwords, the profile menu's 'Cambia password',
// login by name with the list hidden, consent recorded by the superuser. Site settings are
// server-wide, so every test here runs against a server of its own.

let server: IsolatedServer;
// Each test starts from family use ('Uso in famiglia'), the spec's flows, and turns on what it tests.
test.beforeEach(async ({ request }) => {
  server = await startIsolatedServer();
  await setSettings(request, { requirePersonalPasswords: false, hideProfileList: false });
});
test.afterEach(async () => {
  await server.stop();
});

const url = (path: string) => `${server.baseURL}${path}`;

/** Axe on the screen once earlier toasts (sonner's own colours) have gone. */
async function checkA11y(page: Page, label?: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, label);
}

async function superuserLogin(page: Page) {
  await page.goto(url('/superuser'));
  await page.getByLabel('Password Superuser').fill(server.superuserPassword);
  await page.getByLabel('Password Superuser').press('Enter');
  await expect(page.getByRole('heading', { name: 'Area Superuser' })).toBeVisible();
}

/** Sets site settings through the API in a cookie jar of its own. */
async function setSettings(request: APIRequestContext, settings: Record<string, boolean>) {
  const login = await request.post(url('/api/auth/superuser'), { data: { password: server.superuserPassword } });
  expect(login.status()).toBe(200);
  const res = await request.put(url('/api/admin/settings'), { data: settings });
  expect(res.status(), await res.text()).toBe(200);
  await request.post(url('/api/auth/logout'));
}

/** A consented child, created in another cookie jar (its password is its name). */
async function createChild(request: APIRequestContext, name: string, consent = true) {
  const created = await request.post(url('/api/profiles'), { data: { name, age: 9 } });
  expect(created.status(), await created.text()).toBe(201);
  if (consent) expect((await request.post(url('/api/auth/consent'), { data: { adultName: 'Maestra Lucia', accepted: true } })).status()).toBe(200);
  await request.post(url('/api/auth/logout'));
}

async function loginFromList(page: Page, name: string, password: string) {
  await page.goto(url('/profiles'));
  await page.getByLabel('Scegli il tuo profilo').click();
  await page.getByRole('option', { name, exact: true }).click();
  await page.getByLabel(`Password di ${name}`).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

test('the superuser switches personal passwords and the hidden list on and off from /superuser-settings', async ({ page }) => {
  await superuserLogin(page);
  await page.goto(url('/superuser-settings'));
  await expect(page.getByRole('heading', { name: 'Accesso dei bambini' })).toBeVisible();
  await page.getByText('Impostazioni avanzate').click();
  const personal = page.getByRole('switch', { name: 'Password personali' });
  const hidden = page.getByRole('switch', { name: 'Nascondi l’elenco dei profili' });
  await expect(personal).toHaveAttribute('aria-checked', 'false');
  await expect(hidden).toHaveAttribute('aria-checked', 'false');
  await checkA11y(page);

  await personal.click();
  await expect(toast(page, 'Impostazione salvata')).toContainText('Password personali: attiva');
  await expect(personal).toHaveAttribute('aria-checked', 'true');
  // By keyboard too.
  await hidden.focus();
  await page.keyboard.press('Space');
  await expect(hidden).toHaveAttribute('aria-checked', 'true');

  await page.reload();
  await page.getByText('Impostazioni avanzate').click();
  await expect(page.getByRole('switch', { name: 'Password personali' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Nascondi l’elenco dei profili' })).toHaveAttribute('aria-checked', 'true');
  const config = await (await page.request.get(url('/api/config'))).json();
  expect(config).toMatchObject({ requirePersonalPasswords: true, hideProfileList: true });

  await page.getByRole('switch', { name: 'Password personali' }).click();
  await expect(page.getByRole('switch', { name: 'Password personali' })).toHaveAttribute('aria-checked', 'false');
  await page.setViewportSize({ width: 375, height: 800 });
  await checkA11y(page, '/superuser-settings at 375px');
});

test('with personal passwords on, the adult chooses the password at registration and the child logs in with it', async ({ page, request }) => {
  await setSettings(request, { requirePersonalPasswords: true });
  const name = uniqueName('Nuovo');
  await page.goto(url('/new-profile'));
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Età').fill('8');
  await page.getByRole('button', { name: 'Crea Profilo' }).click();
  await expect(page).toHaveURL(/\/privacy-acceptance$/);
  await expect(page.getByText(`La password di ${name}`)).toBeVisible();
  await checkA11y(page);

  await page.getByLabel("Nome e cognome dell'adulto").fill('Mamma Elena');
  await page.getByRole('checkbox', { name: /accetto le condizioni d.uso/ }).check();
  await page.getByLabel('Nuova password').fill(name.toLowerCase());
  await page.getByLabel('Ripeti la password').fill(name.toLowerCase());
  await page.getByRole('button', { name: 'Accetto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La password non può essere uguale al nome' })).toBeVisible();
  await page.getByLabel('Nuova password').fill('arcobaleno');
  await page.getByLabel('Ripeti la password').fill('arcobaleno');
  await page.getByRole('button', { name: 'Accetto' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();

  await page.getByRole('button', { name: 'Esci' }).click();
  await loginFromList(page, name, name);
  await expect(page.getByRole('alert').filter({ hasText: 'Password non corretta' })).toBeVisible();
  await page.getByLabel(`Password di ${name}`).fill('ARCOBALENO');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
});

test('a child still on the initial password cannot enter with the name once personal passwords are required', async ({ page, request }) => {
  const name = uniqueName('Vecchio');
  await createChild(request, name);
  await setSettings(request, { requirePersonalPasswords: true });
  await loginFromList(page, name, name);
  // Exactly the wrong password's answer: the name opens nothing, and no screen lets whoever typed it choose a password.
  await expect(page.getByRole('alert').filter({ hasText: 'Password non corretta' })).toBeVisible();
  await expect(page).toHaveURL(/\/profiles$/);
  const stories = await page.request.get(url('/api/stories'));
  expect(stories.status()).toBe(401);
});

test("a child changes the password with an adult from the profile menu ('Cambia password')", async ({ page, request }) => {
  const name = uniqueName('Menu');
  await createChild(request, name);
  await loginFromList(page, name, name);
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  await page.getByRole('button', { name: 'Il mio profilo' }).click();
  await page.getByRole('menuitem', { name: 'Cambia password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambia password' });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByLabel('Password di adesso').fill('non-questa');
  await dialog.getByLabel('Nuova password', { exact: true }).fill('stella-marina');
  await dialog.getByLabel('Ripeti la nuova password').fill('stella-marina');
  await dialog.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'La password di adesso non è corretta' })).toBeVisible();
  await dialog.getByLabel('Password di adesso').fill(name);
  await dialog.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(toast(page, 'Password cambiata!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Esci' }).click();
  await loginFromList(page, name, 'stella-marina');
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
});

test('with the list hidden, /profiles asks for the name and the password', async ({ page, request }) => {
  const name = uniqueName('Nascosto');
  await createChild(request, name);
  await setSettings(request, { hideProfileList: true });
  await page.goto(url('/profiles'));
  await expect(page.getByRole('heading', { name: 'Elenco Profili' })).toBeVisible();
  await expect(page.getByLabel('Scegli il tuo profilo')).toHaveCount(0);
  await expect(page.getByText(name)).toHaveCount(0);
  await checkA11y(page);
  await page.getByLabel('Il tuo nome').fill(`  ${name.toUpperCase()} `);
  await page.getByLabel('Password', { exact: true }).fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password non corretta' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(name);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  await expect(page.getByText(`Profilo: ${name}`)).toBeVisible();
});

test("the superuser records a pending profile's consent ('Registra consenso'); the child can then log in anywhere", async ({ page, browser, request }) => {
  const name = uniqueName('Carta');
  await createChild(request, name, false);
  // Another browser cannot log in to the pending profile.
  const other = await browser.newContext();
  const child = await other.newPage();
  await loginFromList(child, name, name);
  await expect(child.getByRole('alert').filter({ hasText: 'Questo profilo aspetta ancora il consenso di un adulto' })).toBeVisible();

  await superuserLogin(page);
  await page.goto(url('/superuser-users'));
  await expect(page.getByText('Consenso in attesa')).toBeVisible();
  await page.getByRole('button', { name: `Azioni per ${name}` }).click();
  await page.getByRole('menuitem', { name: `Registra consenso per ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Registra consenso per ${name}` });
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Registra consenso' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: "Scrivi il nome dell'adulto" })).toBeVisible();
  await dialog.getByLabel("Nome e cognome dell'adulto").fill('Papà Bruno');
  await dialog.getByRole('button', { name: 'Registra consenso' }).click();
  await expect(toast(page, 'Consenso registrato')).toBeVisible();
  await expect(page.getByText(/Consenso da Papà Bruno il \d{2}\/\d{2}\/\d{4} \(registrato dal superuser\)/)).toBeVisible();
  await closeToast(page, 'Consenso registrato');
  await page.getByRole('button', { name: `Azioni per ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: `Password di ${name}` })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: `Registra consenso per ${name}` })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await child.getByLabel(`Password di ${name}`).fill(name);
  await child.getByRole('button', { name: 'Accedi' }).click();
  await expect(child.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  await other.close();
});
