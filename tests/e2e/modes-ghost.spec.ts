import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectBookPage } from './support/book-page';

const QUESTIONS = ['Chi era?', 'Dove si trovava?', 'Cosa faceva?', 'Cosa diceva?', 'Cosa diceva la gente?', 'Come è andata a finire?'];
const ANSWERS = [
  'Un fantasmino timido di nome Fiocco.',
  'In una vecchia scuola in cima alla collina.',
  'Di notte suonava la campanella per giocare.',
  '«Qualcuno vuole giocare con me?»',
  'Che la scuola era stregata, ma nessuno aveva paura.',
  'I bambini lo invitarono alla ricreazione e diventò loro amico.',
];

interface StoryListBody {
  stories: { id: string; title: string; mode: string; status: string }[];
}

async function answerQuestion(page: Page, index: number, text: string) {
  await expect(page.getByText(`Domanda ${index + 1}/6`)).toBeVisible();
  const box = page.getByLabel(QUESTIONS[index] ?? '');
  await box.fill(text);
  await page.getByRole('button', { name: 'Continua' }).click();
}

test('a GHOST story: six questions, the draft reviewed and edited, then saved', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/ghost-editor');
  await expect(page.getByRole('heading', { name: 'GHOST' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An answer is required.
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText('Risposta richiesta').first()).toBeVisible();
  await expect(page.getByText('Inserisci una risposta prima di continuare').first()).toBeVisible();
  await expect(page.getByText('Domanda 1/6')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const [i, answer] of ANSWERS.entries()) await answerQuestion(page, i, answer);

  // The answers joined by new lines form the draft.
  const draft = page.getByLabel('Testo della storia');
  await expect(draft).toHaveValue(ANSWERS.join('\n'));

  // Back to the questions and forward again: the answers are kept.
  await page.getByRole('button', { name: 'Torna alle domande' }).click();
  await expect(page.getByLabel('Chi era?')).toHaveValue(ANSWERS[0] ?? '');
  for (let i = 0; i < 6; i += 1) await page.getByRole('button', { name: 'Continua' }).click();
  await expect(draft).toHaveValue(ANSWERS.join('\n'));

  await draft.fill(`${ANSWERS.join('\n')}\nFine.`);
  await page.getByRole('button', { name: 'Concludi la storia' }).click();

  // The final screen: read-only text, read aloud, translate, save.
  await expect(page.getByText('Fine.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'INGLESE' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // Translate (through the server's fake provider) and back: the original comes back exactly.
  await page.getByRole('button', { name: 'INGLESE' }).click();
  await expect(page.getByText('Traduzione completata').first()).toBeVisible();
  await expect(page.getByText('[EN] Un fantasmino timido di nome Fiocco.')).toBeVisible();
  await page.getByRole('button', { name: 'ITALIANO' }).click();
  await expect(page.getByText(ANSWERS[0] ?? '')).toBeVisible();
  await expect(page.getByText(/\[EN\]/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Salva' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Salva' })).toBeDisabled();
  await dialog.getByLabel('Titolo').fill('Il fantasmino Fiocco');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  // The book page, in place of the editor: the address stays.
  await expectBookPage(page, 'Il fantasmino Fiocco');
  await expect(page).toHaveURL(/\/ghost-editor$/);

  const list = await page.request.get('/api/stories?mode=GHOST');
  const body = (await list.json()) as StoryListBody;
  const saved = body.stories.find((s) => s.title === 'Il fantasmino Fiocco');
  expect(saved).toMatchObject({ mode: 'GHOST', status: 'completed' });
  const one = await page.request.get(`/api/stories/${saved?.id ?? ''}`);
  const story = ((await one.json()) as { story: { content: string; answers: string[] } }).story;
  expect(story.content).toBe(`${ANSWERS.join('\n')}\nFine.`);
  expect(story.answers).toEqual(ANSWERS);

  // The book page passes axe; Leggi opens the story in the viewer.
  await expectNoSeriousA11yViolations(page, 'GHOST book page');
  await page.getByRole('button', { name: 'Leggi', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/story/${saved?.id ?? ''}$`));
  await expect(page.getByRole('heading', { name: 'Il fantasmino Fiocco' })).toBeVisible();

  // The draft was cleared: opening GHOST again starts fresh, without a resume prompt.
  await page.goto('/ghost-editor');
  await expect(page.getByText('Domanda 1/6')).toBeVisible();
  await expect(page.getByText('Hai una storia in sospeso')).toHaveCount(0);
});

test('a reload in the middle of a GHOST story resumes the draft with nothing lost', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/ghost-editor');
  for (const [i, answer] of ANSWERS.slice(0, 3).entries()) await answerQuestion(page, i, answer);
  await expect(page.getByText('Domanda 4/6')).toBeVisible();
  await page.getByLabel('Cosa diceva?').fill('«Qualcuno vuole');
  // The draft is written after the typing pause: wait until localStorage holds it, then reload.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('fantasmia.draft.'))
          .map((k) => localStorage.getItem(k))
          .join('\n'),
      ),
    )
    .toContain('«Qualcuno vuole');
  await page.reload();

  await expect(page.getByText('Hai una storia in sospeso')).toBeVisible();
  // Enter takes the focused button: 'Riprendi', never 'Ricomincia'.
  await expect(page.getByRole('button', { name: 'Riprendi' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Domanda 4/6')).toBeVisible();
  await expect(page.getByLabel('Cosa diceva?')).toHaveValue('«Qualcuno vuole');
  const answers = page.getByRole('region', { name: 'Le tue risposte' });
  for (const answer of ANSWERS.slice(0, 3)) await expect(answers.getByText(answer)).toBeVisible();

  // And the earlier answers come back going backwards.
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByLabel('Cosa faceva?')).toHaveValue(ANSWERS[2] ?? '');
});

test('leaving GHOST with unsaved answers asks for confirmation', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/ghost-editor');
  await page.getByLabel('Chi era?').fill('Un gatto fantasma');
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Vuoi uscire?' })).toBeVisible();
  await page.getByRole('button', { name: 'Resta qui' }).click();
  await expect(page).toHaveURL(/\/ghost-editor$/);
  await expect(page.getByLabel('Chi era?')).toHaveValue('Un gatto fantasma');
  await page.getByRole('link', { name: 'Indietro' }).click();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/create-story$/);
});

test('the browser’s back button asks before leaving GHOST with unsaved answers, and the draft is kept', async ({ page }) => {
  await createChildAndLogin(page);
  // Into GHOST from the chooser, inside the app (the back button then stays in the app).
  await page.goto('/create-story');
  await page.locator('a[href="/ghost-editor"]').click();
  await expect(page).toHaveURL(/\/ghost-editor$/);
  await page.getByLabel('Chi era?').fill('Un gatto fantasma');
  await page.goBack();
  const question = page.getByRole('alertdialog', { name: 'Vuoi uscire?' });
  await expect(question.getByText('la bozza resta salvata su questo dispositivo e la ritroverai quando torni', { exact: false })).toBeVisible();
  // Never both 'andranno perse' and 'non si perde' at once.
  await expect(question.getByText('Tutte le modifiche andranno perse', { exact: false })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'exit question');
  await question.getByRole('button', { name: 'Resta qui' }).click();
  await expect(page).toHaveURL(/\/ghost-editor$/);
  await expect(page.getByLabel('Chi era?')).toHaveValue('Un gatto fantasma');

  // Back again, and out this time: the draft is offered again on return, as the dialog said.
  await page.goBack();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/create-story$/);
  await page.goto('/ghost-editor');
  await expect(page.getByText('Hai una storia in sospeso')).toBeVisible();
  await page.getByRole('button', { name: 'Riprendi' }).click();
  await expect(page.getByLabel('Chi era?')).toHaveValue('Un gatto fantasma');
});

test('with nothing written the back button leaves GHOST at once', async ({ page }) => {
  await createChildAndLogin(page);
  // Into GHOST from the chooser, inside the app (the back button then stays in the app).
  await page.goto('/create-story');
  await page.locator('a[href="/ghost-editor"]').click();
  await expect(page).toHaveURL(/\/ghost-editor$/);
  await expect(page.getByText('Domanda 1/6')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/create-story$/);
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the GHOST screens fit the width', async ({ page }) => {
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await createChildAndLogin(page);
    await page.goto('/ghost-editor');
    await fits();
    for (const [i, answer] of ANSWERS.entries()) await answerQuestion(page, i, answer);
    await expect(page.getByLabel('Testo della storia')).toBeVisible();
    await fits();
    await page.getByRole('button', { name: 'Concludi la storia' }).click();
    await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();
    await fits();
  });
});
