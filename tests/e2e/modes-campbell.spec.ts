import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectBookPage } from './support/book-page';

interface StoryBody {
  story: { id: string; title: string; content: string; mode: string; status: string; modeState: { cardIds: number[] } | null };
}
interface StoryListBody {
  stories: { id: string; title: string }[];
  total: number;
}

const card = (page: Page, id: number) => page.getByRole('button', { name: new RegExp(`^Carta ${id}: `) });

async function writeCard(page: Page, id: number, text: string) {
  await card(page, id).click();
  await page.getByLabel('Il tuo testo per questa carta').fill(text);
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(card(page, id)).toBeDisabled();
}

test('a Campbell story with six cards is saved, then reopened and extended to seven', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/campbell-editor');
  await expect(page.getByRole('heading', { name: 'Carte di Campbell' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Inizia il viaggio' }).click();
  await expect(page.getByRole('button', { name: /^Carta \d+: / })).toHaveCount(12);
  await expect(card(page, 3)).toContainText('Non vuole partire (ma qualcosa lo spinge)');

  // The guiding question, and the content check on continuing.
  await card(page, 1).click();
  await expect(page.getByText(/la vita di tutti i giorni del tuo eroe/)).toBeVisible();
  await page.getByLabel('Il tuo testo per questa carta').fill('Nina vive al faro. <script>alert(1)</script>');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText('Contenuto non valido').first()).toBeVisible();
  await expect(page.getByLabel('Il tuo testo per questa carta')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Il tuo testo per questa carta').fill('Nina vive in un faro in riva al mare.');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(card(page, 1)).toBeDisabled();
  await expect(card(page, 1)).toHaveAccessibleName(/già usata/);

  const texts: Record<number, string> = {
    2: 'Una bottiglia porta un messaggio misterioso.',
    4: 'Un gabbiano parlante le regala una bussola.',
    6: 'Sull’isola trova amici granchi e un pirata brontolone.',
    8: 'Affronta la tempesta per salvare la luce del faro.',
  };
  for (const [id, text] of Object.entries(texts)) await writeCard(page, Number(id), text);
  await expect(page.getByText(/Carte usate: 5 su 12/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'FINE STORIA' })).toHaveCount(0);
  await writeCard(page, 12, 'Nina torna a casa e accende il faro per tutti.');
  await page.getByRole('button', { name: 'FINE STORIA' }).click();

  const six = ['Nina vive in un faro in riva al mare.', texts[2], texts[4], texts[6], texts[8], 'Nina torna a casa e accende il faro per tutti.'].join('\n\n');
  await expect(page.getByText('Affronta la tempesta per salvare la luce del faro.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'INGLESE' })).toBeVisible();

  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titolo').fill('Nina e il faro');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  // The book page, in place of the editor: the address stays.
  await expectBookPage(page, 'Nina e il faro');
  await expect(page).toHaveURL(/\/campbell-editor$/);

  const list = (await (await page.request.get('/api/stories?mode=CAMPBELL')).json()) as StoryListBody;
  const id = list.stories.find((s) => s.title === 'Nina e il faro')?.id ?? '';
  const saved = ((await (await page.request.get(`/api/stories/${id}`)).json()) as StoryBody).story;
  expect(saved).toMatchObject({ content: six, mode: 'CAMPBELL', status: 'completed', modeState: { cardIds: [1, 2, 4, 6, 8, 12] } });

  // The book page: axe, a look at 1280 and 375 px, Stampa prints the story alone, Nuova storia starts again.
  await expectNoSeriousA11yViolations(page, 'Campbell book page');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/book-page-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/book-page-375.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'Campbell book page at 375px');
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Stampa', exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  const printView = page.getByTestId('print-view');
  await expect(printView).toBeVisible();
  await expect(printView).toContainText('Nina e il faro');
  await expect(printView).toContainText('Affronta la tempesta per salvare la luce del faro.');
  await expect(page.getByRole('article', { name: 'Nina e il faro' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Nuova storia', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Inizia il viaggio' })).toBeVisible();
  await expect(page.getByText('Hai una storia in sospeso')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Reopened from the mode's first screen: its content goes back into its six cards.
  await page.goto('/campbell-editor');
  await page.getByRole('button', { name: 'Continua Nina e il faro' }).click();
  await expect(page.getByText(/Carte usate: 6 su 12/)).toBeVisible();
  for (const used of [1, 2, 4, 6, 8, 12]) await expect(card(page, used)).toBeDisabled();
  await writeCard(page, 10, 'La strada di casa passa sopra le onde.');
  await page.getByRole('button', { name: 'FINE STORIA' }).click();
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(dialog.getByLabel('Titolo')).toHaveValue('Nina e il faro');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expectBookPage(page, 'Nina e il faro', { updated: true });

  const after = (await (await page.request.get('/api/stories?mode=CAMPBELL')).json()) as StoryListBody;
  expect(after.total).toBe(1);
  const updated = ((await (await page.request.get(`/api/stories/${id}`)).json()) as StoryBody).story;
  expect(updated.content.split('\n\n')).toHaveLength(7);
  expect(updated.content.split('\n\n')[5]).toBe('La strada di casa passa sopra le onde.');
  expect(updated.modeState?.cardIds).toEqual([1, 2, 4, 6, 8, 10, 12]);
});

test('editing the final Campbell text splits it back into the cards', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/campbell-editor');
  await page.getByRole('button', { name: 'Inizia il viaggio' }).click();
  for (const id of [1, 2, 3, 4, 5, 6]) await writeCard(page, id, `Parte ${id}.`);
  await page.getByRole('button', { name: 'FINE STORIA' }).click();
  await page.getByRole('button', { name: 'Modifica' }).click();
  const box = page.getByLabel(/Modifica la storia/);
  await expect(box).toHaveValue(['Parte 1.', 'Parte 2.', 'Parte 3.', 'Parte 4.', 'Parte 5.', 'Parte 6.'].join('\n\n'));
  await box.fill(['Parte 1.', 'Parte 2 cambiata.', 'Parte 3.', 'Parte 4.', 'Parte 5.', 'Parte 6.'].join('\n\n'));
  await page.getByRole('button', { name: 'Fine modifica' }).click();
  await expect(page.getByText('Parte 2 cambiata.')).toBeVisible();
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByRole('region', { name: 'La storia finora' }).getByText('Parte 2 cambiata.')).toBeVisible();
});
