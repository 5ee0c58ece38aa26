import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

// For the Lighthouse mobile score (figure P2 in docs/benchmarks.md): `/` arrives with the home page
// already drawn (dist/client/home.html, rendered at build time by src/client/prerender-home.tsx),
// so its text shows before the JavaScript has run. The drawn page is only a picture: inert and
// hidden from screen readers until React draws the same page over it, in the same place, without
// the spinner in between.

const HOME_TEXTS = [
  'Benvenuti in FantasMia',
  'Seleziona Profilo',
  'Scegli un profilo...',
  'Entra come utente pubblico',
  'Grammatica della fantasia',
  'Contatti',
];

/** What #root holds in the HTML the server sent. */
function rootOf(html: string): string {
  const match = /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html);
  expect(match, 'the #root element of the page').not.toBeNull();
  return match?.[1] ?? '';
}

/** Records every state #root goes through from the first byte: the drawn page, React's, or anything else. */
async function watchRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { rootStates: string[] }).rootStates = states;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      const text = root.textContent ?? '';
      const state = root.querySelector(':scope > [data-prerendered]')
        ? 'prerendered'
        : text.includes('Caricamento')
          ? 'spinner'
          : text.includes('Seleziona Profilo')
            ? 'react'
            : `other: ${text.slice(0, 60)}`;
      if (states.at(-1) !== state) states.push(state);
    }).observe(document, { childList: true, subtree: true });
  });
}

const rootStates = (page: Page) => page.evaluate(() => (window as unknown as { rootStates: string[] }).rootStates);

/** Where the title, the profile card and the first paragraph are drawn, fonts loaded. */
async function boxes(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const box = (selector: string) =>
    page
      .locator(selector)
      .first()
      .boundingBox()
      .then((b) => b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) });
  return {
    title: await box('#welcome-title'),
    card: await box('#profile-choice-title'),
    trigger: await box('#profile-choice'),
    text: await box('main section p'),
  };
}

test('/ is sent with the home page drawn inside #root, inert and hidden; every other screen gets the empty shell', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['cache-control']).toBe('no-cache');
  const html = await home.text();
  const root = rootOf(html);
  expect(root.startsWith('<div inert="" aria-hidden="true" class="contents" data-prerendered="">')).toBe(true);
  for (const text of HOME_TEXTS) expect(root, text).toContain(text);
  // No inline script (the CSP allows none): the same entry script as index.html.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
  // The same entry and modulepreloads as index.html, waiting in a template until the drawn page is on
  // screen (start-after-paint.ts, the page's only script until then), after the stylesheet and fonts.
  const index = await (await request.get('/index.html')).text();
  const scripts = (page: string) => [...page.matchAll(/<(?:script|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  const waiting = /<template id="after-first-paint">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  expect(scripts(waiting)).toEqual(scripts(index));
  expect(scripts(waiting).length).toBeGreaterThan(1);
  const outside = html.replace(waiting, '');
  expect(scripts(outside)).toHaveLength(1);
  expect(scripts(outside)[0]).toMatch(/^\/assets\/start-after-paint-[\w-]+\.js$/);

  for (const url of ['/about', '/dashboard', '/una-pagina-che-non-esiste']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(rootOf(await res.text()), url).toBe('');
  }
});

test('before any JavaScript has run, the drawn page shows its text but nothing in it can be focused or read twice', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#root [data-prerendered]')).toHaveCount(1);
  await expect(page.locator('#welcome-title')).toBeVisible();
  await expect(page.locator('#welcome-title')).toHaveText('Benvenuti in FantasMia');
  // Hidden from the accessibility tree: nothing to announce, no dead control to reach.
  await expect(page.getByRole('heading', { name: 'Benvenuti in FantasMia' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Seleziona Profilo' })).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)).toBe(true);
});

test('React draws the same page in the same place over the drawn one, with no spinner in between; it works and axe is clean', async ({ page, browser }) => {
  for (const width of [375, 1280]) {
    // Where the drawn page puts things (no JavaScript)...
    const still = await browser.newPage({ viewport: { width, height: 800 } });
    await still.route('**/assets/*.js', (route) => route.abort());
    await still.goto('/');
    await expect(still.locator('#root [data-prerendered]')).toHaveCount(1);
    const drawn = await boxes(still);
    await still.close();

    // ...and where React puts them.
    await page.setViewportSize({ width, height: 800 });
    await watchRoot(page);
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Seleziona Profilo' })).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    expect(await rootStates(page), `#root at ${width}px`).toEqual(['prerendered', 'react']);
    expect(await boxes(page), `positions at ${width}px`).toEqual(drawn);
  }
  await expectNoSeriousA11yViolations(page, '/ drawn by React over the prerendered page');
  await page.getByRole('combobox', { name: 'Seleziona Profilo' }).click();
  await page.getByRole('option', { name: 'Nuovo Profilo' }).click();
  await expect(page).toHaveURL(/\/terms-acceptance$/);
});

test('a logged-in child on / gets their own drawn page (their card, their name), not the anonymous one; React then draws it', async ({ page }) => {
  const child = await createChildAndLogin(page);
  const sent = await page.goto('/');
  const root = rootOf((await sent?.text()) ?? '');
  expect(root).toContain(`Ciao,<!-- --> <!-- -->${child.name}<!-- -->!`);
  expect(root).toContain('Vai alla Dashboard');
  await expect(page.getByRole('heading', { name: `Ciao, ${child.name}!` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vai alla Dashboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Seleziona Profilo' })).toBeVisible();
});

test.describe('with the service worker (blocked in every other spec: playwright.config.ts)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('in control, / opens offline from its cache (the shell, drawn by React)', async ({ page, context }) => {
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
