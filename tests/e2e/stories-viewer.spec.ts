import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createChildAndLogin, uniqueName } from './support/api';
import { finishUtterance, installFakeSpeechRecognition, installFakeSpeechSynthesis, sayToMicrophone, speechLog } from './support/speech';
import { fetchStory, seedStory } from './support/stories';
import { expectNoSeriousA11yViolations } from './support/axe';

const CONTENT = "C'era una volta il drago. Viveva nel bosco!\nE vissero felici e contenti.";

/** The story text on screen (the print view repeats it, hidden). */
const storyText = (page: Page) => page.getByRole('region', { name: 'Testo della storia' });

test('viewing a story: title, author, mode label, date and text', async ({ page }) => {
  const child = await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Il drago gentile', content: CONTENT, mode: 'PAROLE_CHIAMANO' });
  await page.goto(`/story/${story.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Il drago gentile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('article').getByText(`di ${child.name}`)).toBeVisible();
  await expect(page.getByText('Una Parola, Tante Storie')).toBeVisible();
  const date = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' }).format(
    new Date(story.updatedAt),
  );
  await expect(page.locator('time')).toContainText(date);
  await expect(storyText(page).getByText('Viveva nel bosco!')).toBeVisible();
  for (const name of ['INGLESE', 'LEGGI', 'Condividi', 'Modifica', 'Esporta', 'Media']) await expect(page.getByRole('button', { name })).toBeVisible();
  // Back goes to the archive.
  await page.getByRole('link', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/user-archive$/);
});

test('a CSS story is shown through its formatting step', async ({ page }) => {
  await createChildAndLogin(page);
  const content =
    'Cosa succede se piovesse cioccolato?\n\nChi se ne accorge per primo?\n\nIl cane Fido, che lecca la finestra.\n\nChi è contento e chi no?\n\nI bambini sì, il dentista no.';
  const story = await seedStory(page, { title: 'Pioggia dolce', content, mode: 'CSS' });
  await page.goto(`/story/${story.id}`);
  await expect(storyText(page).getByRole('heading', { name: 'Cosa succede se piovesse cioccolato?' })).toHaveAttribute('data-block', 'question');
  await expect(storyText(page).getByRole('heading', { name: 'Chi è contento e chi no?' })).toHaveAttribute('data-block', 'guide');
  await expect(storyText(page).getByText('I bambini sì, il dentista no.')).toHaveAttribute('data-block', 'answer');
  await expect(page.getByText('Cosa Succede se...')).toBeVisible();
});

test('translate to English and back: the badge, then the original exactly', async ({ page }) => {
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Il drago', content: CONTENT });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'INGLESE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '[EN] The dragon' })).toBeVisible();
  await expect(storyText(page).getByText('Once upon a time the dragon.')).toBeVisible();
  await expect(page.getByText('English', { exact: true })).toBeVisible();
  await expect(page.getByText('Traduzione completata')).toBeVisible();
  await page.getByRole('button', { name: 'ITALIANO' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Il drago' })).toBeVisible();
  await expect(storyText(page)).toHaveText(CONTENT);
  await expect(page.getByText('English', { exact: true })).toHaveCount(0);
});

test('a failed translation leaves the text untouched', async ({ page }) => {
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Prova', content: 'ERRORE-TRADUZIONE in questa storia.' });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'INGLESE' }).click();
  await expect(page.getByText('Errore traduzione')).toBeVisible();
  await expect(page.getByText('Non è stato possibile tradurre la storia')).toBeVisible();
  await expect(page.getByRole('button', { name: 'INGLESE' })).toBeEnabled();
  await expect(storyText(page)).toHaveText('ERRORE-TRADUZIONE in questa storia.');
});

test('read aloud: LEGGI → Pausa → Riprendi, sentence by sentence with the sentence highlighted, cancelled on leaving', async ({ page }) => {
  await installFakeSpeechSynthesis(page);
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Il drago', content: CONTENT });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'LEGGI' }).click();
  await expect(page.getByRole('button', { name: 'Pausa' })).toBeVisible();
  // The title first, in Italian.
  expect((await speechLog(page)).spoken).toEqual([{ text: 'Il drago', lang: 'it-IT' }]);
  await expect(page.locator('h1 mark')).toHaveText('Il drago');

  expect(await finishUtterance(page)).toBe(true);
  const text = storyText(page);
  await expect(text.locator('mark')).toHaveText("C'era una volta il drago.");
  await expect(page.locator('h1 mark')).toHaveCount(0);

  await page.getByRole('button', { name: 'Pausa' }).click();
  await expect(page.getByRole('button', { name: 'Riprendi' })).toBeVisible();
  expect((await speechLog(page)).paused).toBe(true);
  await page.getByRole('button', { name: 'Riprendi' }).click();
  await expect(page.getByRole('button', { name: 'Pausa' })).toBeVisible();
  expect((await speechLog(page)).paused).toBe(false);

  await finishUtterance(page);
  await expect(text.locator('mark')).toHaveText('Viveva nel bosco!');
  const log = await speechLog(page);
  expect(log.spoken.map((s) => s.text)).toEqual(['Il drago', "C'era una volta il drago.", 'Viveva nel bosco!']);

  // Leaving the viewer stops the voice.
  const cancelsBefore = log.cancels;
  await page.getByRole('link', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/user-archive$/);
  await expect(page.getByRole('heading', { name: 'Le Tue Storie' })).toBeVisible();
  await expect.poll(async () => (await speechLog(page)).cancels).toBeGreaterThan(cancelsBefore);
  expect((await speechLog(page)).speaking).toBe(false);
});

test('read aloud to the end returns to LEGGI; an English story is read in en-US', async ({ page }) => {
  await installFakeSpeechSynthesis(page);
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'The cat', content: 'A cat. The end.', language: 'english' });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'LEGGI' }).click();
  for (let i = 0; i < 3; i += 1) {
    await expect.poll(async () => (await speechLog(page)).spoken.length).toBe(i + 1);
    await finishUtterance(page);
  }
  await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();
  expect((await speechLog(page)).spoken.every((s) => s.lang === 'en-US')).toBe(true);
});

test('Copia appunti puts title and text on the clipboard; Mail is a mailto link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Il drago', content: CONTENT });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'Condividi' }).click();
  await expect(page.getByRole('menuitem', { name: 'Mail' })).toHaveAttribute(
    'href',
    `mailto:?subject=${encodeURIComponent('Il drago')}&body=${encodeURIComponent(CONTENT)}`,
  );
  await page.getByRole('menuitem', { name: 'Copia appunti' }).click();
  await expect(page.getByText('Copiato!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`Il drago\n\n${CONTENT}`);
});

test('edit and save in the viewer, with dictation in the text box', async ({ page }) => {
  await installFakeSpeechRecognition(page);
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Prima versione', content: 'Il drago dormiva.' });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('menuitem', { name: 'Modifica testo' }).click();
  await page.getByLabel('Titolo').fill('Seconda versione');
  const box = page.getByLabel('Testo della storia');
  await page.getByRole('button', { name: 'Detta il testo con la voce' }).click();
  expect(await sayToMicrophone(page, 'poi si svegliò')).toBe('it-IT');
  await expect(box).toHaveValue('Il drago dormiva. poi si svegliò');
  await page.getByRole('button', { name: 'Ferma la dettatura' }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Storia aggiornata!').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Seconda versione' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Seconda versione' })).toBeVisible();
  await expect(storyText(page)).toHaveText('Il drago dormiva. poi si svegliò');
  expect(await fetchStory(page, story.id)).toMatchObject({ title: 'Seconda versione', content: 'Il drago dormiva. poi si svegliò' });
});

test('the edit menu: Migliora testo (AI) opens the AI helper (ai-helpers.spec.ts); the media menu Voci is in development', async ({ page }) => {
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Menu', content: 'Testo.' });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('menuitem', { name: 'Migliora testo (AI)' }).click();
  // this child's adult did not give the separate AI consent
  await expect(page.getByText('Serve il permesso di un adulto')).toBeVisible();
  await page.getByRole('button', { name: 'Ho capito' }).click();
  await page.getByRole('button', { name: 'Media' }).click();
  await page.getByRole('menuitem', { name: 'Voci' }).click();
  await expect(page.getByText('Presto potrai scegliere voci diverse per la storia.')).toBeVisible();
});

test('export: a .txt download and a clean print view', async ({ page }) => {
  const child = await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Il drago è blu', content: CONTENT });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'Esporta' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Scarica testo (.txt)' }).click()]);
  expect(download.suggestedFilename()).toBe('il-drago-e-blu.txt');
  const file = await readFile(await download.path(), 'utf8');
  expect(file.startsWith(`Il drago è blu\r\ndi ${child.name}\r\n`)).toBe(true);
  expect(file).toContain("C'era una volta il drago.");

  await page.emulateMedia({ media: 'print' });
  const print = page.getByTestId('print-view');
  await expect(print).toBeVisible();
  await expect(print.getByRole('heading', { name: 'Il drago è blu', includeHidden: true })).toBeVisible();
  await expect(print).toContainText(`di ${child.name}`);
  await expect(page.getByRole('toolbar', { name: 'Azioni sulla storia' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeHidden();
});

test("a child cannot open another child's story: Storia non trovata", async ({ page, browser }) => {
  await createChildAndLogin(page, uniqueName('Anna'));
  const story = await seedStory(page, { title: 'Il segreto di Anna', content: 'Solo mio.' });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await createChildAndLogin(otherPage, uniqueName('Marco'));
  await otherPage.goto(`/story/${story.id}`);
  await expect(otherPage.getByRole('heading', { name: 'Storia non trovata' })).toBeVisible();
  await expect(otherPage.getByText('Il segreto di Anna')).toHaveCount(0);
  await expect(otherPage.getByText('Solo mio.')).toHaveCount(0);
  await otherPage.goto('/story/non-esiste');
  await expect(otherPage.getByRole('heading', { name: 'Storia non trovata' })).toBeVisible();
  await other.close();
});

test('a visitor without a profile gets the Accesso Richiesto dialog from the media menu', async ({ page, browser }) => {
  // The superuser publishes a child's story, so a visitor may read it.
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Pubblica', content: 'Per tutti.' });
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  const login = await adminPage.request.post('/api/auth/superuser', { data: { password: process.env.E2E_SUPERUSER_PASSWORD ?? 'e2e-superuser-pass' } });
  expect(login.status()).toBe(200);
  expect((await adminPage.request.post(`/api/stories/${story.id}/publish`)).status()).toBe(200);
  await admin.close();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/story/${story.id}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Pubblica' })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Modifica' })).toHaveCount(0);
  await visitorPage.getByRole('button', { name: 'Media' }).click();
  await expect(visitorPage.getByRole('dialog', { name: 'Accesso Richiesto' })).toBeVisible();
  await visitor.close();
});
