import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createChildAndLogin, loginSuperuser } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seedStory } from './support/stories';

// End to end: the public user's save and what comes next, an Italian name with both apostrophes
// and a hyphen, the browser's back guarded in a second mode, and a 90-character link on the
// desktop lists.

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const LONG = `https://www.esempio.it/${'storia-lunghissima-senza-spazi'.repeat(3)}`.slice(0, 90);

/** Letters only, so the name passes the spec's rule; unique per run. */
const suffix = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);

const GHOST_ANSWERS = ['Un fantasmino curioso.', 'In un faro sul mare.', 'Accendeva la luce.', '«Ciao!»', 'Che era gentile.', 'Diventò il guardiano del faro.'];

test('the public user saves a GHOST story: one message, no archive promised, the approval said, and a next step', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('link', { name: 'Entra come utente pubblico' }).click();
  await page.getByRole('button', { name: /Crea una storia/ }).click();
  await expect(page).toHaveURL(/\/create-story$/);
  await page.locator('a[href="/ghost-editor"]').click();
  await expect(page).toHaveURL(/\/ghost-editor$/);
  for (const [i, answer] of GHOST_ANSWERS.entries()) {
    await expect(page.getByText(`Domanda ${i + 1}/6`)).toBeVisible();
    await page.getByRole('textbox').first().fill(answer);
    await page.getByRole('button', { name: 'Continua' }).click();
  }
  await page.getByRole('button', { name: 'Concludi la storia' }).click();
  await page.getByRole('button', { name: 'Salva' }).click();

  // The dialog promises no archive the public user does not have.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Prima di comparire nell’archivio pubblico la leggerà il superuser', { exact: false })).toBeVisible();
  await expect(dialog.getByText(/nel tuo archivio/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'public save dialog (375)');
  const title = `Il faro ${suffix()}`;
  await dialog.getByLabel('Titolo').fill(title);
  await dialog.getByRole('button', { name: 'Salva' }).click();

  // One message, the right one: what happens now, and where to go next.
  const book = page.getByRole('article', { name: title });
  await expect(book).toBeVisible();
  await expect(book.getByText('Storia salvata!', { exact: true })).toBeVisible();
  await expect(page.getByText('Storia aggiornata!')).toHaveCount(0);
  await expect(page.getByText(/Un momento/)).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(book.getByText('La tua storia ora aspetta il superuser', { exact: false })).toBeVisible();
  await expect(book.getByText('La trovi nel tuo Archivio Magico.')).toHaveCount(0);
  await expect(book.getByRole('button', { name: 'Leggi', exact: true })).toHaveCount(0);
  await expect(book.getByRole('button', { name: 'Scrivi un’altra storia' })).toBeVisible();
  await expect(book.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'public book page (375)');
  await book.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

async function registerThroughTheForm(page: Page, name: string) {
  await page.goto('/new-profile');
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Età').fill('9');
  await page.getByRole('button', { name: 'Crea Profilo' }).click();
  await expect(page).toHaveURL(/\/privacy-acceptance$/);
  await page.getByLabel("Nome e cognome dell'adulto").fill('Mamma Rita');
  await page.getByRole('checkbox', { name: /accetto le condizioni d.uso/ }).check();
  await page.getByRole('button', { name: 'Accetto' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Profilo: ${name}`)).toBeVisible();
}

test('"Nicolò D’Angelo-…" and "Nicolò D\'Angelo-…": both apostrophes and the hyphen registered through the form, and login typed the other way', async ({
  page,
}) => {
  const typographic = `Nicolò D’Angelo-Rossi ${suffix()}`;
  await registerThroughTheForm(page, typographic);
  await page.request.post('/api/auth/logout');

  // A keyboard with the straight apostrophe finds the same child, and the initial password (the name) matches too.
  const straight = typographic.replace('’', "'");
  await page.goto('/profiles');
  await page.getByLabel('Scegli il tuo profilo').click();
  await page.getByRole('option', { name: typographic, exact: true }).click();
  await page.getByLabel(`Password di ${typographic}`).fill(straight.toLowerCase());
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Profilo: ${typographic}`)).toBeVisible();
  await page.request.post('/api/auth/logout');

  // The straight apostrophe is accepted by the form too; the same name with the other apostrophe is taken.
  await page.goto('/new-profile');
  await page.getByLabel('Nome').fill(straight);
  await page.getByLabel('Età').fill('9');
  await page.getByRole('button', { name: 'Crea Profilo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Esiste già un profilo con questo nome' })).toBeVisible();
  await registerThroughTheForm(page, `Anna Dell'Orto-Bianchi ${suffix()}`);
});

test('the browser’s back button is guarded in Campbell too (the shell), and the exit question says the draft is kept', async ({ page }) => {
  const res = await page.request.post('/api/profiles', { data: { name: `Bimba ${suffix()}`, age: 8 } });
  expect(res.status()).toBe(201);
  expect((await page.request.post('/api/auth/consent', { data: { adultName: 'Maestra Lucia', accepted: true } })).status()).toBe(200);
  await page.goto('/create-story');
  await page.locator('a[href="/campbell-editor"]').click();
  await expect(page).toHaveURL(/\/campbell-editor$/);
  await page.getByRole('button', { name: 'Inizia il viaggio' }).click();
  await page.getByRole('button', { name: /^Carta 1: / }).click();
  await page.getByLabel('Il tuo testo per questa carta').fill('Nina vive in un faro.');
  await page.goBack();
  const question = page.getByRole('alertdialog', { name: 'Vuoi uscire?' });
  await expect(question.getByText('la bozza resta salvata su questo dispositivo e la ritroverai quando torni', { exact: false })).toBeVisible();
  await question.getByRole('button', { name: 'Resta qui' }).click();
  await expect(page).toHaveURL(/\/campbell-editor$/);
  await expect(page.getByLabel('Il tuo testo per questa carta')).toHaveValue('Nina vive in un faro.');
});

test('a 90-character link keeps the desktop lists at 1280 px (reading-stories management and the archive)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const su = await context.newPage();
  await loginSuperuser(su);
  const title = `${LONG.slice(0, 80)}${suffix()}`;
  const created = await su.request.post('/api/reading-stories', { multipart: { title, content: `C’era una volta ${LONG}.` } });
  expect(created.status(), await created.text()).toBe(201);
  const kid = await browser.newContext({ viewport: DESKTOP });
  const child = await kid.newPage();
  await createChildAndLogin(child);
  await seedStory(child, { title: LONG, content: `Il drago disse ${LONG} e rise.` });
  await kid.close();
  for (const url of ['/superuser-reading-stories-management', '/superuser-archive']) {
    await su.goto(url);
    await expect(su.getByRole('main')).toBeVisible();
    await su.waitForLoadState('networkidle');
    const width = await su.evaluate(() => document.documentElement.scrollWidth);
    expect(width, url).toBeLessThanOrEqual(DESKTOP.width);
  }
  await context.close();
});
