import { expect, test } from '@playwright/test';
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
  const head = html.slice(0, html.indexOf('</head>'));
  const fetched = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${url}">`;
  expect(head).toContain(fetched('/api/session'));
  expect(head).toContain(fetched('/api/profile/reading-settings'));
  expect(head).toContain(fetched('/api/stories?page=1&amp;pageSize=50'));
  expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/user-archive-[\w-]+\.js">/);
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
