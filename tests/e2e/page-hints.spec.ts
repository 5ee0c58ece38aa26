import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

// For the Lighthouse mobile score (figure P2 in docs/benchmarks.md): the page the server sends for
// a screen names what the screen will ask for (src/server/http/page-hints.ts): the session, the
// screen's code and, for a logged-in child, the code of every child's screen, their reading
// settings and, on the archive, its first page. The browser fetches them with the entry, and the
// app's own requests get those answers: nothing is asked twice.

test("a child's archive: the page names its first page and its code, each is fetched once, and the list shows what was fetched", async ({ page }) => {
  await createChildAndLogin(page);
  const saved = await page.request.post('/api/stories', {
    data: { title: 'Il drago che aveva paura del buio', content: 'C’era una volta un drago.', status: 'completed', mode: 'GHOST' },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/user-archive-')) asked.push(`${url.pathname}${url.search}`);
  });
  const sent = await page.goto('/user-archive');
  const html = (await sent?.text()) ?? '';
  // The archive arrives drawn: its hints wait with its scripts until it is on screen (start-after-paint.ts).
  expect(html).toContain('data-prerendered');
  const waiting = /<template id="after-first-paint">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  const fetched = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${url}">`;
  expect(waiting).toContain(fetched('/api/session'));
  expect(waiting).toContain(fetched('/api/profile/reading-settings'));
  expect(waiting).toContain(fetched('/api/stories?page=1&amp;pageSize=50'));
  expect(waiting).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/user-archive-[\w-]+\.js">/);
  expect(sent?.headers().vary).toContain('Cookie');

  await expect(page.getByRole('heading', { level: 1, name: 'Le Tue Storie' })).toBeVisible();
  await expect(page.getByText('Il drago che aveva paura del buio')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const count = (prefix: string) => asked.filter((a) => a.startsWith(prefix)).length;
  expect(count('/api/session'), asked.join('\n')).toBe(1);
  expect(count('/api/stories?page=1&pageSize=50'), asked.join('\n')).toBe(1);
  expect(count('/api/profile/reading-settings'), asked.join('\n')).toBe(1);
  expect(count('/assets/user-archive-'), asked.join('\n')).toBe(1);
  await expectNoSeriousA11yViolations(page);
});

test('a visitor gets the session named, but no child data; a screen that needs a session still sends them home', async ({ page }) => {
  const sent = await page.goto('/user-archive');
  const html = (await sent?.text()) ?? '';
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/session">');
  expect(html).not.toContain('/api/stories');
  expect(html).not.toContain('/api/profile/reading-settings');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('combobox', { name: 'Seleziona Profilo' })).toBeVisible();
});

/** Where the title and the profile badge are, fonts loaded. */
async function places(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const box = async (selector: string) => {
    const b = await page.locator(selector).first().boundingBox();
    return b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
  };
  return { title: await box('main h1'), badge: await box('[data-testid="profile-indicator"]') };
}

test("a child's dashboard and archive arrive drawn with their name; without JavaScript nothing in them can be used; React draws them in the same place", async ({
  page,
  browser,
}) => {
  const child = await createChildAndLogin(page);
  const cookies = await page.context().cookies();
  for (const [url, title] of [
    ['/dashboard', 'Dashboard Principale'],
    ['/user-archive', 'Le Tue Storie'],
  ] as const) {
    for (const width of [375, 1280]) {
      const still = await browser.newContext({ viewport: { width, height: 800 } });
      await still.addCookies(cookies);
      const stillPage = await still.newPage();
      await stillPage.route('**/assets/*.js', (route) => route.abort());
      await stillPage.goto(url);
      await expect(stillPage.locator('#root [data-prerendered]')).toHaveCount(1);
      await expect(stillPage.locator('main h1')).toHaveText(title);
      await expect(stillPage.locator('[data-testid="profile-indicator"]')).toHaveText(`Profilo: ${child.name}`);
      // Hidden from the accessibility tree and inert: nothing announced twice, no dead control.
      await expect(stillPage.getByRole('heading', { name: title })).toHaveCount(0);
      await expect(stillPage.getByRole('link')).toHaveCount(0);
      const drawn = await places(stillPage);
      await still.close();

      await page.setViewportSize({ width, height: 800 });
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      expect(await places(page), `${url} at ${width}px`).toEqual(drawn);
    }
    await expectNoSeriousA11yViolations(page, `${url} drawn by React over the drawn page`);
  }
  await page.getByRole('link', { name: 'Indietro' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Principale' })).toBeVisible();
});

test('a child who chose another look in Lettura facilitata gets the page drawn by React in that look, not the drawn page', async ({ page }) => {
  await createChildAndLogin(page);
  const put = await page.request.put('/api/profile/reading-settings', {
    data: { font: 'default', uppercase: true, textSize: 0, letterSpacing: 0, wordSpacing: 0, lineSpacing: 0, shortLines: false, ruler: false },
  });
  expect(put.status(), await put.text()).toBe(200);
  const sent = await page.goto('/dashboard');
  expect(await sent?.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Principale' })).toBeVisible();
});
