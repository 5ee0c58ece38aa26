import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectBookPage } from './support/book-page';
import { expectNoSeriousA11yViolations } from './support/axe';

const ANSWERS = [
  'C’era una volta un lupo piccolo piccolo che portava sempre una mantellina verde.',
  'La mamma gli disse: «Parla con tutti quelli che incontri e fermati a giocare!».',
  'Nel bosco il lupetto incontrò una bambina enorme che gli fece tante domande.',
  'La bambina corse dalla nonna e insieme prepararono una torta per il lupo.',
  '«Che occhi piccoli hai!» disse la bambina. «È per vederti meglio!» rispose il lupetto.',
  'Alla fine il lupetto salvò il cacciatore e tutti fecero merenda insieme.',
];

interface StoryDtoBody {
  story: {
    id: string;
    title: string;
    content: string;
    status: 'completed' | 'suspended';
    mode: string;
    language: string;
    answers: string[];
    category: string | null;
    modeState: Record<string, unknown> | null;
    authorId: string;
    authorName: string;
    isPublic: boolean;
    publishedAt: string | null;
    imageUrl: string | null;
    createdAt: string;
    updatedAt: string;
  };
}

/** Reopens a finished story from the personal archive with its 'Continua' action. */
async function openForEditing(page: Page, story: StoryDtoBody['story']) {
  await page.goto('/user-archive');
  await page.getByRole('button', { name: `Continua ${story.title}` }).click();
  await expect(page).toHaveURL(/\/airots-editor$/);
}

test('an AIROTS story on CAPPUCCETTO ROSSO: six reversed phases, saved, reopened for editing and updated', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/airots-editor');
  await expect(page.getByText('Una storia al contrario')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Inizia' }).click();
  await page.getByRole('button', { name: /CAPPUCCETTO ROSSO/ }).click();

  const box = page.getByLabel('La tua versione al contrario');
  // The original phase sits beside the answer box; an answer is required, with a counter to 800.
  await expect(page.getByText('Fase 1 di 6')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText(/regalo della nonna/)).toBeVisible();
  await expect(page.getByText('0/800 caratteri')).toBeVisible();
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText('Risposta richiesta').first()).toBeVisible();
  await expect(page.getByText('Inserisci una risposta prima di continuare').first()).toBeVisible();
  await expect(box).toHaveAttribute('maxlength', '800');

  for (const [i, answer] of ANSWERS.entries()) {
    await expect(page.getByText(`Fase ${i + 1} di 6`)).toBeVisible();
    await box.fill(answer);
    await expect(page.getByText(`${answer.length}/800 caratteri`)).toBeVisible();
    if (i === 2) {
      // 'Indietro' reloads the previous answer.
      await page.getByRole('button', { name: 'Indietro' }).click();
      await expect(box).toHaveValue(ANSWERS[1] ?? '');
      await page.getByRole('button', { name: 'Continua' }).click();
      await expect(box).toHaveValue(answer);
    }
    await page.getByRole('button', { name: i === 5 ? 'Finisci' : 'Continua' }).click();
  }

  // The conclusion: title and the full text, read-only until MODIFICA.
  await expect(page.getByText('La tua storia al contrario è pronta!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titolo' })).toHaveValue('Cappuccetto Rosso al contrario');
  await expect(page.getByText(ANSWERS[5] ?? '')).toBeVisible();
  await expect(page.getByLabel('Testo della storia')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Titolo' }).fill('Il lupetto gentile');
  await page.getByRole('button', { name: 'MODIFICA' }).click();
  const text = page.getByLabel('Testo della storia');
  await expect(text).toHaveValue(ANSWERS.join('\n\n'));
  await text.fill(`${ANSWERS.join('\n\n')}\n\nFine.`);
  await page.getByRole('button', { name: 'Fatto' }).click();
  await expect(page.getByText('Fine.')).toBeVisible();

  await page.getByRole('button', { name: 'Salva' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Titolo')).toHaveValue('Il lupetto gentile');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  // The book page, in place of the editor: the address stays.
  await expectBookPage(page, 'Il lupetto gentile');
  await expect(page).toHaveURL(/\/airots-editor$/);

  const list = await page.request.get('/api/stories?mode=AIROTS');
  const listed = ((await list.json()) as { stories: { id: string; title: string }[] }).stories.find((s) => s.title === 'Il lupetto gentile');
  const saved = ((await (await page.request.get(`/api/stories/${listed?.id ?? ''}`)).json()) as StoryDtoBody).story;
  expect(saved).toMatchObject({ mode: 'AIROTS', status: 'completed', language: 'italian', answers: ANSWERS, content: `${ANSWERS.join('\n\n')}\n\nFine.` });
  expect(saved.modeState).toEqual({ selectedFairyTale: 'CAPPUCCETTO_ROSSO' });

  // Reopened for editing: no intro, tale, answers, title and language restored.
  await openForEditing(page, saved);
  await expect(page.getByText('La tua storia al contrario è pronta!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titolo' })).toHaveValue('Il lupetto gentile');
  await expect(page.getByText('Fine.')).toBeVisible();
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByText('CAPPUCCETTO ROSSO · Fase 6 di 6')).toBeVisible();
  await expect(box).toHaveValue(ANSWERS[5] ?? '');
  await box.fill('Alla fine il lupetto e il cacciatore diventarono amici.');
  await page.getByRole('button', { name: 'Finisci' }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Storia aggiornata!').first()).toBeVisible();

  const updated = ((await (await page.request.get(`/api/stories/${saved.id}`)).json()) as StoryDtoBody).story;
  expect(updated.answers[5]).toBe('Alla fine il lupetto e il cacciatore diventarono amici.');
  expect(updated.title).toBe('Il lupetto gentile');
  const again = ((await (await page.request.get('/api/stories?mode=AIROTS')).json()) as { stories: unknown[] }).stories;
  expect(again).toHaveLength(1);
});

test('leaving AIROTS by Home asks for confirmation once an answer exists', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/airots-editor');
  await page.getByRole('button', { name: 'Inizia' }).click();
  // No answer yet: Home leaves at once.
  await page.getByRole('button', { name: /POLLICINO/ }).click();
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/airots-editor');
  await page.getByRole('button', { name: 'Inizia' }).click();
  await page.getByRole('button', { name: /BIANCANEVE/ }).click();
  await page.getByLabel('La tua versione al contrario').fill('La regina era modesta.');
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Vuoi uscire?' })).toBeVisible();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the AIROTS screens fit the width', async ({ page }) => {
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await createChildAndLogin(page);
    await page.goto('/airots-editor');
    await fits();
    await page.getByRole('button', { name: 'Inizia' }).click();
    await fits();
    await page.getByRole('button', { name: /CENERENTOLA/ }).click();
    const box = page.getByLabel('La tua versione al contrario');
    for (let i = 0; i < 6; i += 1) {
      await box.fill(`Fase ${i + 1} raccontata al contrario, con una frase un po' lunga per andare a capo.`);
      if (i === 0) await fits();
      await page.getByRole('button', { name: i === 5 ? 'Finisci' : 'Continua' }).click();
    }
    await expect(page.getByText('La tua storia al contrario è pronta!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Titolo' })).toHaveValue('Cenerentola al contrario');
    await fits();
  });
});
