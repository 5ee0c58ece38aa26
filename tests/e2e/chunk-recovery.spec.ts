import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';

// A new version is deployed while a child has the app open, so the screen they
// open next asks for a chunk that is gone. The app reloads once by itself; if the chunk is still
// missing, the route's error element says so in Italian with 'Riprova'.
//
// Its own server on a copy of dist/client (CLIENT_DIR), so deleting a chunk affects no other spec.
// The service worker is blocked here: it precaches every chunk, and this test is about the app's
// own recovery (a first visit before the worker is installed, or a browser without one).

const ERROR_TITLE = 'Ops! Questa pagina si è inceppata';
const SOURCE_DIR = path.resolve('dist', 'client');

let server: IsolatedServer;
let clientDir: string;
let chunkFiles: string[];

/** The Contatti screen's chunk, with its precompressed copies (the server serves those first). */
function contactsChunk(): string[] {
  const assets = path.join(clientDir, 'assets');
  const js = fs.readdirSync(assets).filter((f) => /^contacts-[\w-]+\.js$/.test(f));
  expect(js, 'exactly one chunk for the Contatti screen').toHaveLength(1);
  return fs
    .readdirSync(assets)
    .filter((f) => f.startsWith(js[0] ?? '?'))
    .map((f) => path.join('assets', f));
}

const removeChunk = () => chunkFiles.forEach((f) => fs.rmSync(path.join(clientDir, f)));
const restoreChunk = () => chunkFiles.forEach((f) => fs.copyFileSync(path.join(SOURCE_DIR, f), path.join(clientDir, f)));

async function openHome(browser: Browser): Promise<{ context: BrowserContext; page: Page; documentLoads: () => number }> {
  const context = await browser.newContext({ baseURL: server.baseURL, serviceWorkers: 'block', locale: 'it-IT' });
  const page = await context.newPage();
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/contacts') loads++;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Benvenuti in FantasMia' })).toBeVisible();
  return { context, page, documentLoads: () => loads };
}

test.describe('a chunk deleted mid-session', () => {
  test.beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-e2e-client-'));
    fs.cpSync(SOURCE_DIR, clientDir, { recursive: true });
    chunkFiles = contactsChunk();
    expect(chunkFiles.some((f) => f.endsWith('.js'))).toBe(true);
    server = await startIsolatedServer({ env: { CLIENT_DIR: clientDir } });
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  test('the app reloads once by itself and the new page opens the screen', async ({ browser }) => {
    const { context, page, documentLoads } = await openHome(browser);
    removeChunk();
    // The "new version" is in place by the time the reloaded page asks for it.
    await page.route('**/contacts', async (route) => {
      restoreChunk();
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Contatti' }).click();
    await expect(page.getByRole('heading', { name: 'Contatti' })).toBeVisible();
    expect(documentLoads()).toBe(1); // the one reload: the first visit to /contacts was in-app
    await expect(page.getByRole('heading', { name: ERROR_TITLE })).toHaveCount(0);
    await context.close();
  });

  test('with the chunk still missing after that reload, the Italian error and Riprova show; Riprova recovers', async ({ browser }) => {
    const { context, page, documentLoads } = await openHome(browser);
    removeChunk();
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Contatti' }).click();

    await expect(page.getByRole('heading', { name: ERROR_TITLE })).toBeVisible();
    await expect(page.getByText('Non è colpa tua!')).toBeVisible();
    await expect(page.getByText(/forse è appena arrivata una nuova versione di FantasMia/)).toBeVisible();
    const retry = page.getByRole('button', { name: 'Riprova' });
    await expect(retry).toBeVisible();
    // Reloaded exactly once, then the guard held: no loop.
    expect(documentLoads()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('fantasmia:chunk-reloads'))).toContain('/assets/contacts-');
    // The home button stays, so the child can leave.
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'route error element');

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(retry).toBeInViewport();

    restoreChunk();
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Contatti' })).toBeVisible();
    expect(documentLoads()).toBe(2);
    await context.close();
  });
});
