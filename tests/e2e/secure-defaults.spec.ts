import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';
import { toast } from './support/toast';

// The protected setup of a new installation: the profile list hidden, every child entering with a
// personal password (or a login card), 'Uso in famiglia' one switch away in /superuser-settings.
// Each test runs on a server of its own that keeps those settings; they are also set explicitly
// at start, so the test says what it relies on whatever a fresh installation starts with.

// Each test walks a whole flow with several axe checks, on a server of its own: more than the
// default minute on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

let server: IsolatedServer;
test.beforeEach(async ({ playwright }) => {
  server = await startIsolatedServer({ keepDefaultSettings: true });
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  expect((await api.post('/api/auth/superuser', { data: { password: server.superuserPassword } })).status()).toBe(200);
  const put = await api.put('/api/admin/settings', { data: { requirePersonalPasswords: true, hideProfileList: true } });
  expect(put.status(), await put.text()).toBe(200);
  await api.dispose();
});
test.afterEach(async () => {
  await server.stop();
});

const url = (path: string) => `${server.baseURL}${path}`;

/** Axe once earlier toasts (sonner's own colours) have gone. */
async function checkA11y(page: Page, label?: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, label);
}

async function loginByName(page: Page, name: string, password: string) {
  await page.goto(url('/profiles'));
  await page.getByLabel('Il tuo nome').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

test('a child registers with a personal password chosen at consent, and her name alone does not open her profile', async ({ page }) => {
  const name = uniqueName('Sicura');
  await page.goto(url('/new-profile'));
  const note = page.getByTestId('password-note');
  await expect(note).toContainText('un adulto leggerà le condizioni d’uso e sceglierà con te una password personale');
  await expect(note).not.toContainText('uguale al nome');
  await checkA11y(page, '/new-profile, protected setup');
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Età').fill('8');
  await page.getByRole('button', { name: 'Crea Profilo' }).click();

  await expect(page).toHaveURL(/\/privacy-acceptance$/);
  const passwordBox = page.getByRole('group', { name: `La password di ${name}` });
  await expect(passwordBox.getByText('Scegliete insieme una password segreta: almeno 6 caratteri, diversa dal nome.')).toBeVisible();
  await expect(page.getByText(/uguale al nome/)).toHaveCount(0);
  await checkA11y(page, '/privacy-acceptance, protected setup');
  await page.getByLabel("Nome e cognome dell'adulto").fill('Mamma Elena');
  await page.getByRole('checkbox', { name: /accetto le condizioni d.uso/ }).check();
  await passwordBox.getByLabel('Nuova password').fill('arcobaleno');
  await passwordBox.getByLabel('Ripeti la password').fill('arcobaleno');
  await page.getByRole('button', { name: 'Accetto' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(url('/'));

  // The list is hidden: the child types her name and her own password.
  await page.goto(url('/profiles'));
  await expect(page.getByLabel('Il tuo nome')).toBeVisible();
  await expect(page.getByLabel('Scegli il tuo profilo')).toHaveCount(0);
  await expect(page.getByText(name)).toHaveCount(0);
  await loginByName(page, name, 'arcobaleno');
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(url('/'));

  // Her name as the password is a wrong password, like any other.
  await loginByName(page, name, name);
  await expect(page.getByRole('alert').filter({ hasText: 'Password non corretta' })).toBeVisible();
  await expect(page).toHaveURL(/\/profiles$/);
});

test("the superuser sees the protected setup; 'Uso in famiglia' asks first, then the list shows", async ({ page, browser }) => {
  // A child with a consented profile, so that an open list would have a name to show.
  const name = uniqueName('Elenco');
  const family = await browser.newContext({ baseURL: server.baseURL });
  const created = await family.request.post('/api/profiles', { data: { name, age: 9 } });
  expect(created.status(), await created.text()).toBe(201);
  const consent = await family.request.post('/api/auth/consent', {
    data: { adultName: 'Papà Marco', accepted: true, password: 'gatto-volante', confirm: 'gatto-volante' },
  });
  expect(consent.status(), await consent.text()).toBe(200);
  await family.close();

  await page.goto(url('/superuser'));
  await page.getByLabel('Password Superuser').fill(server.superuserPassword);
  await page.getByLabel('Password Superuser').press('Enter');
  await expect(page.getByRole('heading', { name: 'Area Superuser' })).toBeVisible();
  await page.goto(url('/superuser-settings'));
  await expect(page.getByText('Accesso protetto (consigliato)')).toBeVisible();
  const familyUse = page.getByRole('switch', { name: 'Uso in famiglia, su un computer di casa' });
  await expect(familyUse).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Chiunque conosca il nome di un bambino può entrare nel suo profilo: usalo solo su un computer di casa.')).toBeVisible();
  await checkA11y(page, '/superuser-settings, protected setup');

  // Asked first: Annulla keeps everything as it was.
  await familyUse.click();
  const dialog = page.getByRole('alertdialog', { name: 'Attivare l’uso in famiglia?' });
  await expect(dialog).toBeVisible();
  await checkA11y(page, "/superuser-settings, 'Uso in famiglia' confirmation");
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(familyUse).toHaveAttribute('aria-checked', 'false');

  // By keyboard, confirmed.
  await familyUse.focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Sì, attiva l’uso in famiglia' }).click();
  await expect(familyUse).toHaveAttribute('aria-checked', 'true');
  await expect(toast(page, 'Impostazione salvata')).toContainText('Uso in famiglia, su un computer di casa: attiva');
  await page.getByText('Impostazioni avanzate').click();
  await expect(page.getByRole('switch', { name: 'Password personali' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Nascondi l’elenco dei profili' })).toHaveAttribute('aria-checked', 'false');
  await page.setViewportSize({ width: 375, height: 800 });
  await checkA11y(page, '/superuser-settings at 375px, family use');

  // A visitor now sees the list, with the child's name in it.
  const visitor = await browser.newPage({ baseURL: server.baseURL });
  await visitor.goto(url('/profiles'));
  await visitor.getByLabel('Scegli il tuo profilo').click();
  await expect(visitor.getByRole('option', { name, exact: true })).toBeVisible();
  await visitor.close();
});
