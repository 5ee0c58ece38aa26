import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from '@playwright/test';
import { createChildAndLogin, uniqueName } from './support/api';
import { seedStory, type SeededStory } from './support/stories';

// A classroom PC shared by children, with the production build's service worker (blocked in most
// specs, playwright.config.ts; allowed here as in offline.spec.ts): 'Esci' pressed offline, the next
// child on the same browser, and a session that ended on the server.
test.use({ serviceWorkers: 'allow' });
// Installing the service worker (its precache of the whole app) is most of each test's time; on a
// loaded machine a screen's first load through it can take more than the default 10 s.
test.setTimeout(180_000);
const LOADED = { timeout: 30_000 };

const API_CACHE = 'fantasmia-api';

/** Waits until the service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The child opens her archive and her story online, so the service worker keeps them for offline use. */
async function openArchiveAndStory(page: Page, story: SeededStory): Promise<void> {
  await page.goto('/user-archive');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('rowheader', { name: story.title })).toBeVisible(LOADED);
  await page.goto(`/story/${story.id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible(LOADED);
}

/** What the service worker's API cache holds, as text (addresses and bodies). */
async function apiCacheText(page: Page): Promise<string> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return '';
    const cache = await caches.open(name);
    const parts: string[] = [];
    for (const request of await cache.keys()) parts.push(request.url, await ((await cache.match(request))?.text() ?? Promise.resolve('')));
    return parts.join('\n');
  }, API_CACHE);
}

/** An API GET from the page, through the service worker: its status, or 'no answer' when nothing answers offline. */
async function pageGet(page: Page, path: string): Promise<{ status: number | 'no answer'; body: string }> {
  return page.evaluate(async (address) => {
    try {
      const response = await fetch(address, { credentials: 'same-origin' });
      return { status: response.status, body: await response.text() };
    } catch {
      return { status: 'no answer' as const, body: '' };
    }
  }, path);
}

/**
 * Offline, nothing of the child can be read: her archive sends to the home page, her story's
 * address finds nothing to show, and the API has nothing cached.
 */
async function expectNothingOfHersOffline(page: Page, story: SeededStory): Promise<void> {
  await page.goto('/user-archive');
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuti in FantasMia' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(story.title)).toHaveCount(0);
  await page.goto(`/story/${story.id}`);
  await expect(page.getByText('Non è stato possibile caricare la storia')).toBeVisible();
  await expect(page.getByText(story.title)).toHaveCount(0);
  for (const address of ['/api/session', '/api/stories', `/api/stories/${story.id}`]) {
    const answer = await pageGet(page, address);
    expect(answer.status, address).toBe('no answer');
  }
  expect(await apiCacheText(page)).not.toContain(story.title);
}

/** A request context holding only the child's old session cookie, as someone who copied it would. */
async function withOldCookie(context: BrowserContext, baseURL: string) {
  return playwrightRequest.newContext({ baseURL, storageState: { cookies: await context.cookies(), origins: [] } });
}

test("'Esci' offline: her data leaves the device at once, the next child never sees it, and back online her session ends", async ({
  page,
  context,
  baseURL,
}) => {
  const anna = await createChildAndLogin(page, uniqueName('Anna'));
  const story = await seedStory(page, { title: uniqueName('Il segreto di Anna'), content: 'Una storia che solo Anna deve leggere.' });
  await openArchiveAndStory(page, story);
  const oldCookie = await withOldCookie(context, baseURL ?? '');

  // Offline, her own data is still hers to read (the cache works) until she leaves.
  await context.setOffline(true);
  await page.goto(`/story/${story.id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuti in FantasMia' })).toBeVisible();
  await expect(page.getByText(`Ciao, ${anna.name}!`)).toHaveCount(0);
  // The caches are emptied while the home page shows: wait for that state, not for a time.
  await expect.poll(() => apiCacheText(page)).toBe('');
  await expectNothingOfHersOffline(page, story);

  // Back online: the logout is sent before anything else; her old cookie is refused from now on.
  await context.setOffline(false);
  await expect.poll(async () => (await oldCookie.get('/api/stories')).status()).toBe(401);
  const session = (await (await page.request.get('/api/session')).json()) as { user: unknown };
  expect(session.user).toBeNull();

  // The next child on the same browser: her own empty archive, nothing of Anna's, online or offline.
  const bruno = await createChildAndLogin(page, uniqueName('Bruno'));
  await page.goto('/user-archive');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(story.title)).toHaveCount(0);
  const refused = await pageGet(page, `/api/stories/${story.id}`);
  expect(refused.status).not.toBe(200);
  expect(refused.body).not.toContain(story.title);
  await page.goto('/dashboard');
  await expect(page.getByTestId('profile-indicator')).toContainText(bruno.name);
  await context.setOffline(true);
  await page.goto(`/story/${story.id}`);
  await expect(page.getByText('Non è stato possibile caricare la storia')).toBeVisible();
  await expect(page.getByText(story.title)).toHaveCount(0);
  expect(await apiCacheText(page)).not.toContain(story.title);
  await context.setOffline(false);
  await oldCookie.dispose();
});

test('a session ended on the server: one online visit removes her cached data, and offline nothing of hers is readable', async ({ page, context, baseURL }) => {
  await createChildAndLogin(page, uniqueName('Carla'));
  const story = await seedStory(page, { title: uniqueName('Il diario di Carla'), content: 'Una storia che solo Carla deve leggere.' });
  await openArchiveAndStory(page, story);
  expect(await apiCacheText(page)).toContain(story.title);

  // Her session ends elsewhere (the tab closed without 'Esci', then the session is logged out from another browser).
  const elsewhere = await withOldCookie(context, baseURL ?? '');
  expect((await elsewhere.post('/api/auth/logout')).status()).toBe(200);
  await elsewhere.dispose();

  // An online visit straight to her cached story: the server refuses it, and her cached data goes.
  await page.goto(`/story/${story.id}`);
  await expect.poll(() => apiCacheText(page)).not.toContain(story.title);
  await context.setOffline(true);
  await expectNothingOfHersOffline(page, story);
  await context.setOffline(false);
});
