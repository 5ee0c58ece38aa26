import { expect, test } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

// `/`, where everyone arrives: the home page for a visitor and for a logged-in child, online and
// from the service worker's cache.

test('a visitor gets the home page drawn at build time, then drawn by React: it works and axe is clean', async ({ page }) => {
  // The page the server sends already shows the home page's text, before any script has run.
  const sent = await (await page.request.get('/')).text();
  expect(sent).toContain('data-prerendered');
  expect(sent).toContain('Benvenuti in FantasMia');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Benvenuti in FantasMia' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Seleziona Profilo' })).toBeVisible();
    for (const text of ['Entra come utente pubblico', 'Grammatica della fantasia', 'Contatti']) await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page, '/ for a visitor');
  await page.getByRole('combobox', { name: 'Seleziona Profilo' }).click();
  await page.getByRole('option', { name: 'Nuovo Profilo' }).click();
  await expect(page).toHaveURL(/\/terms-acceptance$/);
});

test('a logged-in child on / gets their own card and name, not the anonymous page', async ({ page }) => {
  const child = await createChildAndLogin(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Ciao, ${child.name}!` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vai alla Dashboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Seleziona Profilo' })).toBeVisible();
});

test.describe('with the service worker (blocked in every other spec: playwright.config.ts)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('in control, / opens offline from its cache', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    const home = await page.goto('/');
    expect(home?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Benvenuti in FantasMia' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Seleziona Profilo' })).toBeVisible();
    await context.setOffline(false);
  });
});
