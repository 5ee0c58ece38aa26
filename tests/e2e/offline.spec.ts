import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createChildAndLogin, loginSuperuser, uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { startIsolatedServer } from './support/isolated-server';
import { seedStory } from './support/stories';

// The production build's service worker (Workbox) and the device's outbox, in real
// Chromium with the browser context switched offline. Every other spec blocks the service worker
// (playwright.config.ts: its precache of ~190 files in every new context slowed the suite by a
// sixth); here it is the subject.
test.use({ serviceWorkers: 'allow' });

const QUEUED = 'Salvata sul dispositivo, la invio appena torna la rete';
const QUESTIONS = ['Chi era?', 'Dove si trovava?', 'Cosa faceva?', 'Cosa diceva?', 'Cosa diceva la gente?', 'Come è andata a finire?'];
const ANSWERS = [
  'Un drago di carta.',
  'In un quaderno a quadretti.',
  'Volava tra le pagine.',
  '«Portatemi fuori!»',
  'Che era un drago coraggioso.',
  'Diventò un aquilone.',
];

interface StoryListBody {
  stories: { id: string; title: string }[];
}

async function publishReadingStory(page: Page): Promise<{ title: string; content: string }> {
  const reading = { title: uniqueName('Il gatto pittore'), content: 'Un gatto dipingeva la luna con la coda.' };
  await loginSuperuser(page);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
  const r = await page.request.post('/api/reading-stories', {
    multipart: { ...reading, author: 'Maestra Lucia', image: { name: 'luna.png', mimeType: 'image/png', buffer: png } },
  });
  expect(r.status(), await r.text()).toBe(201);
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  return reading;
}

/** Waits until the service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The reading story's image (MEDIA › Visualizza immagine), fetched by the page as the new tab would. */
async function imageWidth(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'MEDIA' }).click();
  const href = await page.getByRole('menuitem', { name: 'Visualizza immagine' }).getAttribute('href');
  await page.keyboard.press('Escape');
  expect(href).toMatch(/^\/api\/images\//);
  return page.evaluate(async (url) => (await createImageBitmap(await (await fetch(url)).blob())).width, href ?? '');
}

async function myStoriesTitled(page: Page, title: string): Promise<number> {
  const list = await page.request.get('/api/stories?pageSize=100');
  expect(list.status()).toBe(200);
  return ((await list.json()) as StoryListBody).stories.filter((s) => s.title === title).length;
}

test('the app is installable: manifest in Italian with the icons, and a service worker', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await page.request.get(href ?? '')).json()) as {
    name: string;
    lang: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'FantasMia', lang: 'it', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  await waitForServiceWorker(page);
});

test('offline: a child reloads, reads archive, story and reading story, writes and saves; back online the story is sent once', async ({ page, context }) => {
  // A whole day offline in one test: every screen, seven editors, three axe runs.
  test.setTimeout(150_000);
  const reading = await publishReadingStory(page);
  await createChildAndLogin(page);
  const mine = await seedStory(page, { title: uniqueName('Il drago gentile'), content: 'C’era una volta un drago gentile che leggeva fiabe.' });

  // Online first: the service worker installs, then the screens the child opens are cached.
  await page.goto('/user-archive');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('rowheader', { name: mine.title })).toBeVisible();
  await page.goto(`/story/${mine.id}`);
  await expect(page.getByRole('heading', { level: 1, name: mine.title })).toBeVisible();
  await page.goto('/reading-stories');
  await page.getByRole('link', { name: new RegExp(reading.title) }).click();
  await expect(page.getByRole('heading', { name: reading.title })).toBeVisible();
  expect(await imageWidth(page)).toBe(64);

  // Offline, and a reload: the app shell, the archive, the story and the reading story are there.
  await context.setOffline(true);
  await page.goto('/user-archive');
  await expect(page.getByText('Sei senza connessione')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: mine.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'archive offline');
  await page.getByRole('link', { name: `Apri ${mine.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: mine.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Testo della storia' })).toContainText('C’era una volta un drago gentile che leggeva fiabe.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: mine.title })).toBeVisible();

  await page.goto('/reading-stories');
  await page.getByRole('link', { name: new RegExp(reading.title) }).click();
  await expect(page.getByRole('heading', { name: reading.title })).toBeVisible();
  await expect(page.getByText(reading.content)).toBeVisible();
  expect(await imageWidth(page)).toBe(64);
  await expectNoSeriousA11yViolations(page, 'reading story offline');

  // Every mode opens offline (its chunk is precached): each editor shows its heading.
  for (const route of ['/propp-mode-selector', '/propp-editor', '/parole-chiamano', '/profession-story', '/airots-editor', '/campbell-editor', '/css-editor']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    await expect(page.getByText('Pagina non trovata')).toHaveCount(0);
  }

  // Writing a GHOST story offline; translation says it needs the network.
  await page.goto('/ghost-editor');
  for (const [i, answer] of ANSWERS.entries()) {
    await page.getByLabel(QUESTIONS[i] ?? '').fill(answer);
    await page.getByRole('button', { name: 'Continua' }).click();
  }
  await page.getByRole('button', { name: 'Concludi la storia' }).click();
  await page.getByRole('button', { name: 'INGLESE' }).click();
  await expect(page.getByText('Serve la connessione a Internet').first()).toBeVisible();
  await expect(page.getByText(/\[EN\]/)).toHaveCount(0);

  const title = uniqueName('Il drago di carta');
  await page.getByRole('button', { name: 'Salva' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titolo').fill(title);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByRole('status')).toHaveText(QUEUED);
  await expectNoSeriousA11yViolations(page, 'save dialog, queued');
  await expect(page).toHaveURL(/\/create-story$/);
  await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
  // Still only on the device.
  expect(await myStoriesTitled(page, title)).toBe(0);

  // Back online: sent once, the waiting note goes away, and a reload does not send it again.
  await context.setOffline(false);
  await expect(page.getByText('Storia inviata!')).toBeVisible();
  await expect(page.getByText(QUEUED)).toHaveCount(0);
  expect(await myStoriesTitled(page, title)).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goto('/user-archive');
  await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
  expect(await myStoriesTitled(page, title)).toBe(1);
});

test("logout forgets the child's cached answers: offline, the next child sees none of them", async ({ page, context }) => {
  await createChildAndLogin(page);
  const mine = await seedStory(page, { title: uniqueName('Il mio segreto'), content: 'Solo per me.' });
  await page.goto('/user-archive');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('rowheader', { name: mine.title })).toBeVisible();
  const cachedStories = () =>
    page.evaluate(async () => (await (await caches.open('fantasmia-api')).keys()).filter((r) => new URL(r.url).pathname.startsWith('/api/stories')).length);
  expect(await cachedStories()).toBeGreaterThan(0);

  await page.goto('/');
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('button', { name: 'Esci' })).toHaveCount(0);
  expect(await cachedStories()).toBe(0);

  await context.setOffline(true);
  await page.goto('/user-archive');
  await expect(page.getByText('Sei senza connessione')).toBeVisible();
  await expect(page.getByText(mine.title)).toHaveCount(0);
});

test('offline, logging in another profile says plainly that it needs the network', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await page.goto('/profiles');
  await expect(page.getByText(/Serve la connessione a Internet/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'profiles offline');
});

test('a new version announces itself, waits for the child, and takes over on Aggiorna', async ({ page }) => {
  // A server of its own on a copy of the build, so publishing "the next version" touches no other test.
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-pwa-'));
  fs.cpSync(path.resolve('dist/client'), clientDir, { recursive: true });
  const server = await startIsolatedServer({ env: { CLIENT_DIR: clientDir } });
  try {
    await page.goto(`${server.baseURL}/profiles`);
    await waitForServiceWorker(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    // The next build publishes a different sw.js (precompressed copies gone with the old file).
    const sw = path.join(clientDir, 'sw.js');
    fs.writeFileSync(sw, `${fs.readFileSync(sw, 'utf8')}\n// la prossima versione\n`);
    for (const ext of ['.br', '.gz']) fs.rmSync(`${sw}${ext}`, { force: true });
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    await expect(page.getByText('È pronta una nuova versione di FantasMia')).toBeVisible();
    // Installed but waiting: this page keeps running the version it started with.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
    await expectNoSeriousA11yViolations(page, 'update announced');

    // 'Aggiorna': the waiting version takes over and the page reloads on it.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Aggiorna' }).click();
    await reloaded;
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    await expect(page.getByText('È pronta una nuova versione di FantasMia')).toHaveCount(0);
  } finally {
    await server.stop();
    fs.rmSync(clientDir, { recursive: true, force: true });
  }
});

test("a story saved offline waits in the archive as 'In attesa di invio', opens from the device, and arrives once", async ({ page, context }) => {
  await createChildAndLogin(page);
  await page.goto('/user-archive');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Le Tue Storie' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/ghost-editor');
  for (const [i, answer] of ANSWERS.entries()) {
    await page.getByLabel(QUESTIONS[i] ?? '').fill(answer);
    await page.getByRole('button', { name: 'Continua' }).click();
  }
  await page.getByRole('button', { name: 'Concludi la storia' }).click();
  const title = uniqueName('Il drago in attesa');
  await page.getByRole('button', { name: 'Salva' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titolo').fill(title);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByRole('status')).toHaveText(QUEUED);

  await page.goto('/user-archive');
  const waiting = page.getByRole('region', { name: 'Storie in attesa di invio' });
  await expect(waiting.getByRole('listitem').filter({ hasText: title })).toContainText('In attesa di invio');
  await expectNoSeriousA11yViolations(page, 'archive with a story waiting to be sent');
  await waiting.getByRole('link', { name: `Apri «${title}»` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Testo della storia' })).toContainText('Un drago di carta.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Storia inviata!')).toBeVisible();
  await page.goto('/user-archive');
  await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Storie in attesa di invio' })).toHaveCount(0);
  expect(await myStoriesTitled(page, title)).toBe(1);
});

test('a story changed online is the version the viewer shows offline', async ({ page, context }) => {
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: uniqueName('Prima versione'), content: 'Il drago dormiva.' });
  await page.goto('/user-archive');
  await waitForServiceWorker(page);
  await page.goto(`/story/${story.id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();

  const changed = uniqueName('Seconda versione');
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('menuitem', { name: 'Modifica testo' }).click();
  await page.getByLabel('Titolo').fill(changed);
  await page.getByLabel('Testo della storia').fill('Il drago si svegliò e volò via.');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Storia aggiornata!').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: changed })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Testo della storia' })).toContainText('Il drago si svegliò e volò via.');
});
