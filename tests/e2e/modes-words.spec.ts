import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectBookPage } from './support/book-page';
import { expectNoSeriousA11yViolations } from './support/axe';

interface StoryBody {
  story: { id: string; title: string; content: string; mode: string; status: string; language: string; modeState: { keywords: string[] } | null };
}
interface StoryListBody {
  stories: { id: string; title: string }[];
}

/** The keywords shown as chips on the story screen, in order. */
async function keywords(page: Page): Promise<string[]> {
  const items = await page.getByRole('list', { name: 'Le parole da usare' }).getByRole('listitem').allTextContents();
  return items.map((t) => t.replace(/\s*\((usata|da usare)\)\s*$/, '').trim());
}

async function toWordSeries(page: Page, word: string) {
  await page.goto('/parole-chiamano');
  await expect(page.getByRole('heading', { name: 'Una Parola, Tante Storie' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Inizia', exact: true }).click();
  await page.getByLabel('La tua parola').fill(word);
  await page.getByRole('button', { name: 'Crea le serie di parole' }).click();
}

test('a word-series story: the word checked, a keyword edited, one missing keyword refused and then accepted', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/parole-chiamano');
  await page.getByRole('button', { name: 'Inizia', exact: true }).click();

  // 4 to 6 letters.
  await page.getByLabel('La tua parola').fill('ape');
  await page.getByRole('button', { name: 'Crea le serie di parole' }).click();
  await expect(page.getByText('Parola non valida').first()).toBeVisible();
  await expect(page.getByText('La parola deve avere tra 4 e 6 lettere').first()).toBeVisible();
  await expect(page.getByLabel('La tua parola')).toHaveAttribute('maxlength', '6');

  await page.getByLabel('La tua parola').fill('Luna');
  await page.getByRole('button', { name: 'Crea le serie di parole' }).click();
  for (const name of ['Serie A', 'Serie B', 'Serie C']) await expect(page.getByRole('heading', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const seriesA = page.getByRole('region', { name: 'Serie A' });
  await expect(seriesA.getByRole('listitem')).toHaveCount(4);

  // 'Riprova' makes new series.
  const before = await seriesA.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect.poll(() => seriesA.getByRole('listitem').allTextContents()).not.toEqual(before);

  // A keyword may only become a word with the same initial.
  await seriesA.getByRole('button', { name: /^Cambia la parola .* \(lettera L, serie A\)$/ }).click();
  const box = page.getByLabel('Nuova parola con la lettera L');
  await box.fill('topo');
  await box.press('Enter');
  await expect(page.getByText('Lettera non corretta').first()).toBeVisible();
  await expect(page.getByText('La parola deve iniziare con "L"').first()).toBeVisible();
  await box.fill('lampone');
  await box.press('Enter');
  await expect(seriesA.getByText('lampone')).toBeVisible();

  // The header arrow goes back one step, and forward again keeps the series.
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByLabel('La tua parola')).toHaveValue('Luna');
  await page.getByRole('button', { name: 'Crea le serie di parole' }).click();
  await expect(seriesA.getByText('lampone')).toBeVisible();

  await page.getByRole('button', { name: 'Scegli la serie A' }).click();
  const words = await keywords(page);
  expect(words).toHaveLength(4);
  expect(words[0]).toBe('lampone');
  // The keyword left out later must not hide inside another one.
  const leftOut = words.find((w) => words.every((other) => other === w || !other.includes(w))) ?? words[3] ?? '';
  const others = words.filter((w) => w !== leftOut);

  const finish = page.getByRole('button', { name: 'Fine Storia' });
  await expect(finish).toBeDisabled();
  await page.getByLabel('Scrivi l’inizio della storia').fill(`C'era una volta: ${others.join(', ')}.`);
  await page.getByRole('button', { name: 'Aggiungi alla storia' }).click();
  await expect(page.getByRole('region', { name: 'La storia finora' }).getByText(others.join(', '), { exact: false })).toBeVisible();
  await expect(page.getByText(`Parole ancora da usare: ${leftOut}`)).toBeVisible();
  await expect(finish).toBeDisabled();
  await page.getByLabel('Continua la storia').fill(`E poi arrivò ${leftOut.toUpperCase()}!`);
  await page.getByRole('button', { name: 'Aggiungi alla storia' }).click();
  await expect(finish).toBeEnabled();
  await finish.click();

  // Final: the text can be edited; with a keyword missing, saving is refused.
  const full = `C'era una volta: ${others.join(', ')}.\n\nE poi arrivò ${leftOut.toUpperCase()}!`;
  const text = page.getByLabel('La tua storia (puoi ancora modificarla)');
  await expect(text).toHaveValue(full);
  await text.fill(`C'era una volta: ${others.join(', ')}.`);
  await expect(page.getByRole('status').filter({ hasText: `Parole mancanti: ${leftOut}` })).toBeVisible();
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText(`Inserisci tutte le parole: ${leftOut}`).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await text.fill(full);
  await expect(page.getByText(/^Parole mancanti/)).toHaveCount(0);

  // Translation shows the English text and the toggle restores the Italian exactly.
  await page.getByRole('button', { name: 'INGLESE' }).click();
  await expect(page.getByText('Traduzione completata').first()).toBeVisible();
  await expect(page.getByText('[EN]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'ITALIANO' })).toBeVisible();
  await page.getByRole('button', { name: 'ITALIANO' }).click();
  await expect(text).toHaveValue(full);

  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titolo').fill('La luna e le sue parole');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  // The book page, in place of the editor: the address stays.
  await expectBookPage(page, 'La luna e le sue parole');
  await expect(page).toHaveURL(/\/parole-chiamano$/);

  const list = (await (await page.request.get('/api/stories?mode=PAROLE_CHIAMANO')).json()) as StoryListBody;
  const id = list.stories.find((s) => s.title === 'La luna e le sue parole')?.id ?? '';
  const { story } = (await (await page.request.get(`/api/stories/${id}`)).json()) as StoryBody;
  expect(story).toMatchObject({ mode: 'PAROLE_CHIAMANO', status: 'completed', language: 'italian', content: full });
  expect(story.modeState?.keywords).toEqual(words);
});

test('a reload in the middle of a word-series story resumes the draft', async ({ page }) => {
  await createChildAndLogin(page);
  await toWordSeries(page, 'sole');
  await page.getByRole('button', { name: 'Scegli la serie B' }).click();
  const words = await keywords(page);
  await page.getByLabel('Scrivi l’inizio della storia').fill(`Un giorno ${words[0] ?? ''} partì.`);
  await page.getByRole('button', { name: 'Aggiungi alla storia' }).click();
  await page.getByLabel('Continua la storia').fill('Poi');
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
    .toContain('"Poi"');
  await page.reload();
  await expect(page.getByText('Hai una storia in sospeso')).toBeVisible();
  await page.getByRole('button', { name: 'Riprendi' }).click();
  expect(await keywords(page)).toEqual(words);
  await expect(page.getByLabel('Continua la storia')).toHaveValue('Poi');
  await expect(page.getByRole('region', { name: 'La storia finora' }).getByText(`Un giorno ${words[0] ?? ''} partì.`)).toBeVisible();
});
