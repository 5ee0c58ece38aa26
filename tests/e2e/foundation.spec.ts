import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import { toast } from './support/toast';

// The client shell in a real browser: route guards, the superuser gate and its lockout,
// the profile indicator, the home button and the 404 page on a phone.

const passwordField = (page: Page) => page.getByLabel('Password Superuser');
const loginButton = (page: Page) => page.getByRole('button', { name: 'Accedi' });

test('an anonymous visitor opening /dashboard is sent to the home page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toHaveCount(0);
});

test('an anonymous visitor opening /superuser-users is sent to the superuser login', async ({ page }) => {
  await page.goto('/superuser-users');
  await expect(page).toHaveURL(/\/superuser$/);
  await expect(passwordField(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gestione Utenti' })).toHaveCount(0);
});

test('a logged-in child opening /superuser-users sees the superuser login, not the users list', async ({ page }) => {
  const child = await createChildAndLogin(page);
  await page.goto('/superuser-users');
  await expect(page).toHaveURL(/\/superuser$/);
  await expect(page.getByRole('heading', { name: 'Accesso Superuser' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(passwordField(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gestione Utenti' })).toHaveCount(0);
  // The child is still logged in as itself: only the superuser screens are closed to it.
  await expect(page.getByText(`Profilo: ${child.name}`)).toBeVisible();
});

test.describe('superuser login on a server of its own', () => {
  // Wrong passwords count towards the lockout, which is server-wide: these tests never touch the
  // shared server the other tests use.
  let server: IsolatedServer;
  test.beforeEach(async () => {
    server = await startIsolatedServer();
  });
  test.afterEach(async () => {
    await server.stop();
  });

  test('the superuser logs in through the form: blank is refused, a wrong password says how many tries are left', async ({ page }) => {
    await page.goto(`${server.baseURL}/superuser`);
    await expect(page.getByRole('heading', { name: 'Accesso Superuser' })).toBeVisible();
    await expect(loginButton(page)).toBeDisabled();
    await passwordField(page).fill('   ');
    await expect(loginButton(page)).toBeDisabled();

    await passwordField(page).fill('sbagliata');
    await expect(loginButton(page)).toBeEnabled();
    await passwordField(page).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Password non corretta. Tentativi rimasti: 4' })).toBeVisible();
    await expect(toast(page, 'Password non corretta. Tentativi rimasti: 4')).toBeVisible();
    await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');

    await passwordField(page).fill(server.superuserPassword);
    await passwordField(page).press('Enter');
    await expect(page.getByRole('heading', { name: 'Area Superuser' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gestione Utenti' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Archivio Completo' })).toBeVisible();
    await expect(passwordField(page)).toHaveCount(0);
    // The wrong try's error toast does not outlive the successful login.
    await expect(toast(page, 'Password non corretta')).toHaveCount(0);
    await expect(page.getByText('Profilo: SuperUser')).toBeVisible();

    // The session now opens the superuser screens.
    await page.getByRole('link', { name: 'Gestione Utenti' }).click();
    await expect(page).toHaveURL(/\/superuser-users$/);
    await expect(page.getByRole('heading', { name: 'Gestione Utenti' })).toBeVisible();

    // Logging out closes the area again at once.
    await page.goto(`${server.baseURL}/superuser`);
    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(passwordField(page)).toBeVisible();
    await expect(page.getByText('Profilo: SuperUser')).toHaveCount(0);
    const session = await page.request.get(`${server.baseURL}/api/session`);
    expect((await session.json()) as unknown).toMatchObject({ user: null });
  });

  test('five wrong passwords lock the superuser for 15 minutes, even against the right password', async ({ page }) => {
    await page.goto(`${server.baseURL}/superuser`);
    for (let remaining = 4; remaining >= 1; remaining--) {
      await passwordField(page).fill(`sbagliata-${remaining}`);
      await passwordField(page).press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: `Password non corretta. Tentativi rimasti: ${remaining}` })).toBeVisible();
    }
    await passwordField(page).fill('sbagliata-5');
    await loginButton(page).click();
    const locked = 'Troppi tentativi falliti. Riprova tra 15 minuti.';
    await expect(page.getByRole('alert').filter({ hasText: locked })).toBeVisible();
    await expect(toast(page, 'Account Bloccato')).toContainText(locked);

    await passwordField(page).fill(server.superuserPassword);
    const refused = page.waitForResponse((res) => res.url().endsWith('/api/auth/superuser') && res.request().method() === 'POST');
    await passwordField(page).press('Enter');
    expect((await refused).status()).toBe(423);
    await expect(toast(page, 'Account Bloccato')).toContainText(locked);
    await expect(page.getByRole('alert').filter({ hasText: locked })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Area Superuser' })).toHaveCount(0);
    const session = await page.request.get(`${server.baseURL}/api/session`);
    expect((await session.json()) as unknown).toMatchObject({ user: null });
  });
});

test('the profile indicator shows the child, follows the mouse and keeps its place after a reload', async ({ page }) => {
  const child = await createChildAndLogin(page);
  await page.goto('/dashboard');
  const indicator = page.getByText(`Profilo: ${child.name}`);
  await expect(indicator).toBeVisible();
  const before = await indicator.boundingBox();
  if (!before) throw new Error('indicator has no box');

  const start = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 80, start.y + 10, { steps: 4 });
  // It moves within the header strip, never over the page's controls.
  await page.mouse.move(start.x + 160, start.y + 220, { steps: 6 });
  await page.mouse.up();

  await expect
    .poll(async () => {
      const box = await indicator.boundingBox();
      return box ? { dx: Math.round(box.x - before.x), dy: Math.round(box.y - before.y) } : null;
    })
    .toEqual({ dx: 160, dy: Math.round(80 - before.height - before.y) });
  const moved = await indicator.boundingBox();
  const stored = await page.evaluate(() => localStorage.getItem('fantasmia.profile-indicator-position'));
  expect(stored).not.toBeNull();

  await page.reload();
  await expect(indicator).toBeVisible();
  const after = await indicator.boundingBox();
  expect(after?.x).toBeCloseTo(moved?.x ?? Number.NaN, 0);
  expect(after?.y).toBeCloseTo(moved?.y ?? Number.NaN, 0);
});

test('a place remembered on a wide screen is brought back inside a phone screen, measured after the layout', async ({ page }) => {
  const child = await createChildAndLogin(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('fantasmia.profile-indicator-position', JSON.stringify({ x: 1100, y: 900 })));
  await page.goto('/dashboard');
  const indicator = page.getByText(`Profilo: ${child.name}`);
  await expect(indicator).toBeVisible();
  // The whole badge (its size from a ResizeObserver) inside the header strip, left of the buttons' corner.
  await expect
    .poll(async () => {
      const box = await indicator.boundingBox();
      return box ? box.x >= 0 && box.x + box.width <= 375 - 124 + 1 && box.y >= 0 && box.y + box.height <= 80 + 1 : false;
    })
    .toBe(true);
  // The remembered place itself is kept for the wider screen.
  expect(await page.evaluate(() => localStorage.getItem('fantasmia.profile-indicator-position'))).toBe(JSON.stringify({ x: 1100, y: 900 }));
});

test('the home button sits at the top right of a screen and leads home', async ({ page }) => {
  await page.goto('/about');
  const home = page.getByRole('link', { name: 'Torna alla home' });
  await expect(home).toBeVisible();
  const box = await home.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  expect(box.y).toBeLessThan(40);
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);

  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('the 404 page fits a 375px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/non-esiste/proprio');
  const heading = page.getByRole('heading', { name: 'Oops! Page not found' });
  await expect(heading).toBeVisible();
  const box = await heading.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The page's own link and the fixed home button both lead home.
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveCount(2);
  await page.getByRole('link', { name: 'Torna alla home' }).last().click();
  await expect(page).toHaveURL(/\/$/);
});
