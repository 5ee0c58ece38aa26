import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginSuperuser } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

// Each test prints a PDF, drives two browsers and runs axe more than once: on a busy 2-core
// machine that is more than the default minute.
test.describe.configure({ timeout: 180_000 });

async function newPage(browser: Browser, baseURL: string | undefined, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(viewport ? { viewport } : {}), locale: 'it-IT' });
  return context.newPage();
}

const tag = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);

/** The secret and the code printed on a letter, read back from the PDF's text as poppler sees it. */
function readLetter(file: string): { secret: string; code: string; text: string } {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const secret = /family-consent#k=([A-Za-z0-9_-]{43})/.exec(text.replace(/\s*\n\s*/g, ''))?.[1];
  const code = /\b([A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4})\b/.exec(text)?.[1];
  if (!secret || !code) throw new Error(`no secret or code in the letter:\n${text}`);
  return { secret, code, text };
}

/** The superuser enrols a child, ticks it in the roster and downloads its family letter. */
async function enrolAndDownloadLetter(page: Page, name: string) {
  const created = await page.request.post('/api/admin/users', { data: { name, age: 8 } });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/superuser-users');
  await page.getByLabel('Cerca per nome').fill(name);
  await expect(page.getByText('1 utente', { exact: false })).toBeVisible();
  await page.getByRole('checkbox', { name: `Seleziona ${name} per le tessere` }).check();
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/admin/family-letters')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Lettera per la famiglia', exact: true }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(download.suggestedFilename()).toMatch(/^lettera-famiglia-.+\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const letter = readLetter(file);
  expect(letter.text).toContain(name);
  return letter;
}

test('the family gives consent from home with the letter, in a second browser at 375px; the roster shows who', async ({ browser, baseURL }) => {
  const name = `Lina ${tag()}`;
  const school = await newPage(browser, baseURL);
  await loginSuperuser(school);
  const { secret } = await enrolAndDownloadLetter(school, name);

  // At home: another browser, a phone's width, nobody logged in.
  const home = await newPage(browser, baseURL, { width: 375, height: 800 });
  await home.goto(`/family-consent#k=${secret}`);
  // The first lookup may wait behind the server's other work on a busy machine.
  await expect(home.getByText(`Questa lettera è per ${name}.`)).toBeVisible({ timeout: 30_000 });
  // The secret leaves the address bar at once.
  await expect(home).toHaveURL(/\/family-consent$/);
  expect(await home.evaluate(() => window.location.hash)).toBe('');
  await expect(home.getByRole('link', { name: /informativa completa/ })).toBeVisible();
  await expectNoSeriousA11yViolations(home, '/family-consent 375px');
  const noOverflow = await home.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noOverflow).toBe(true);

  const accept = home.getByRole('button', { name: 'Accetto' });
  await expect(accept).toBeDisabled();
  // By keyboard: the name, then the tick with the space bar.
  await home.getByLabel("Nome e cognome dell'adulto").fill('Zia Marta');
  await home.getByRole('checkbox', { name: /accetto le condizioni d.uso/ }).focus();
  await home.keyboard.press('Space');
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(home.getByText('Grazie!')).toBeVisible();
  await expect(home.getByText(`Il consenso per ${name} è registrato.`)).toBeVisible();
  await expectNoSeriousA11yViolations(home, '/family-consent done 375px');

  // The same link a second time, in a new tab: already used.
  const again = await home.context().newPage();
  await again.goto(`/family-consent#k=${secret}`);
  await expect(again.getByRole('alert')).toContainText('già stato dato', { timeout: 30_000 });

  await school.reload();
  await expect(school.getByText(/Consenso da Zia Marta il/)).toBeVisible();
  await expect(school.getByRole('button', { name: `Registra consenso per ${name}` })).toHaveCount(0);
});

test('the family types the code of the letter; a new letter makes the old code fail', async ({ browser, baseURL }) => {
  const name = `Ugo ${tag()}`;
  const school = await newPage(browser, baseURL);
  await loginSuperuser(school);
  const first = await enrolAndDownloadLetter(school, name);

  // A new letter for Ugo: the first one stops working.
  const again = await school.request.post('/api/admin/family-letters', { data: { userIds: [await idOf(school, name)] } });
  expect(again.status()).toBe(200);

  const home = await newPage(browser, baseURL, { width: 375, height: 800 });
  await home.goto('/family-consent');
  await home.getByLabel('Codice della lettera').fill(first.code.toLowerCase());
  await home.getByRole('button', { name: 'Continua' }).click();
  await expect(home.getByRole('alert')).toContainText('sostituita da una più nuova');
  await expectNoSeriousA11yViolations(home, '/family-consent code refused 375px');
});

async function idOf(page: Page, name: string): Promise<string> {
  const res = await page.request.get(`/api/admin/roster?q=${encodeURIComponent(name)}`);
  const body = (await res.json()) as { rows: { id: string; name: string }[] };
  const row = body.rows.find((r) => r.name === name);
  if (!row) throw new Error(`${name} not in the roster`);
  return row.id;
}

test("'Registra consenso' for the ticked rows records the paper consent", async ({ browser, baseURL }) => {
  const family = tag();
  const names = [`Rita ${family}`, `Sara ${family}`];
  const school = await newPage(browser, baseURL);
  await loginSuperuser(school);
  for (const name of names) expect((await school.request.post('/api/admin/users', { data: { name, age: 7 } })).status()).toBe(201);
  await school.goto('/superuser-users');
  await school.getByLabel('Cerca per nome').fill(family);
  await expect(school.getByText('2 utenti')).toBeVisible();
  for (const name of names) await school.getByRole('checkbox', { name: `Seleziona ${name} per le tessere` }).check();
  await school.getByRole('button', { name: 'Registra consenso', exact: true }).click();
  const dialog = school.getByRole('dialog', { name: 'Registra consenso per i 2 profili selezionati' });
  await expect(dialog.getByLabel("Nome dell'adulto, o come è stato raccolto")).toHaveValue('consenso su carta raccolto');
  await expectNoSeriousA11yViolations(school, '/superuser-users bulk consent');
  await dialog.getByRole('button', { name: 'Registra consenso' }).click();
  await expect(school.getByText('2 profili registrati.')).toBeVisible();
  await expect(school.getByText(/Consenso da consenso su carta raccolto il/)).toHaveCount(2);
});
