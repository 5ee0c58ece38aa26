import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin, loginSuperuser, uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seedStory } from './support/stories';

// On a 375px phone no control of the top strip (home, 'Lettura facilitata') may cover a title, a
// text or a control of the page, wherever the page is scrolled; and a new screen opens at its top.

test.use({ viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });

/** Every text or control of the page that one of the strip's buttons covers, scrolling from top to bottom. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const strip = document.querySelector('header[aria-label]');
    const buttons = strip ? [...strip.querySelectorAll('a, button')] : [];
    const covered = new Set<string>();
    const step = Math.round(window.innerHeight / 3);
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const boxes = buttons.map((b) => b.getBoundingClientRect()).filter((r) => r.bottom > 0 && r.top < window.innerHeight && r.width > 0);
      const targets = document.querySelectorAll(
        'main h1, main h2, main h3, main p, main label, main a, main button, main input, main textarea, main li, main [role="status"]',
      );
      for (const element of targets) {
        const r = element.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
        if (boxes.some((b) => b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top)) {
          covered.add(`${element.tagName.toLowerCase()} «${(element.textContent ?? '').trim().slice(0, 40)}» at scroll ${y}`);
        }
      }
    }
    window.scrollTo(0, 0);
    return [...covered];
  });
}

test('at 375px the home and reading buttons never cover a title, a text or a control, on every screen of a child', async ({ page }) => {
  await createChildAndLogin(page);
  const long = Array.from({ length: 30 }, (_, i) => `Capitolo ${i + 1}: il drago cercava la luna tra le nuvole.`).join('\n');
  const story = await seedStory(page, { title: `Il drago ${uniqueName('')}`, content: long });
  const screens: [string, RegExp | string][] = [
    ['/dashboard', 'Dashboard Principale'],
    ['/create-story', 'Crea Nuova Storia'],
    ['/ghost-editor', 'GHOST'],
    ['/propp-mode-selector', /Propp/],
    ['/airots-editor', 'AIROTS'],
    ['/profession-story', 'Cosa farei se...'],
    ['/user-archive', /storie/i],
    [`/story/${story.id}`, story.title],
    ['/storie-della-classe', 'Storie della classe'],
    ['/story-type-selection', /Leggi/],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    expect(await coveredWhileScrolling(page), path).toEqual([]);
  }
  await expectNoSeriousA11yViolations(page, 'story type selection at 375');
});

test("at 375px the strip covers nothing on a visitor's and on the superuser's screens either", async ({ page }) => {
  const visitor: [string, RegExp | string][] = [
    ['/', /FantasMia/],
    ['/about', /FantasMia/],
    ['/privacy', /Privacy/],
  ];
  for (const [path, heading] of visitor) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    expect(await coveredWhileScrolling(page), path).toEqual([]);
  }
  await loginSuperuser(page);
  const superuser: [string, RegExp | string][] = [
    ['/superuser', 'Area Superuser'],
    ['/superuser-users', /Gestione Utenti/],
    ['/superuser-archive', /Archivio Completo/],
    ['/superuser-settings', /Impostazioni/],
    ['/superuser-voci', 'Le voci dei bambini'],
  ];
  for (const [path, heading] of superuser) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    expect(await coveredWhileScrolling(page), path).toEqual([]);
  }
});

test('a new screen opens at its top, and back returns down the page the child had scrolled', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Storie della classe/ })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(100);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.getByRole('link', { name: /Storie della classe/ }).click();
  await expect(page.getByRole('heading', { name: 'Storie della classe' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('link', { name: /Storie della classe/ })).toBeVisible();
  // Back scrolls down again (as far as the dashboard has been drawn when the router restores it).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2);
});

test('a child who accepts the terms lands at the top of the dashboard', async ({ page }) => {
  // A new profile is asked for the family's consent; after 'Accetto' the dashboard opens at its top.
  const name = uniqueName('Nuova');
  const created = await page.request.post('/api/profiles', { data: { name, age: 8 } });
  expect(created.status()).toBe(201);
  await page.goto('/privacy-acceptance');
  await expect(page.getByRole('heading', { name: "Privacy e condizioni d'uso" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByLabel("Nome e cognome dell'adulto").fill('Maestra Lucia');
  await page.getByRole('checkbox', { name: /accetto le condizioni d.uso/ }).check();
  await page.getByRole('button', { name: 'Accetto' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
