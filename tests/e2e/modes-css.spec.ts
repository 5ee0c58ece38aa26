import { expect, test } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectBookPage } from './support/book-page';
import { expectNoSeriousA11yViolations } from './support/axe';

interface StoryBody {
  story: { id: string; title: string; content: string; mode: string; status: string; language: string; answers: string[]; isPublic: boolean };
}
interface StoryListBody {
  stories: { id: string; title: string }[];
  total: number;
}

const GUIDE = ['Chi se ne accorge per primo?', 'Che cosa succede nel villaggio, a scuola o a casa?', 'Chi è contento e chi no?', 'Qualcuno dice di NO?'];

test('a CSS story from a theme question, with one question skipped, translated, saved and reopened', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/css-editor');
  await expect(page.getByRole('heading', { name: 'Cosa Succede se...' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('list', { name: 'Come funziona' }).getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: "Inizia l'avventura!" }).click();

  // The free question: blank refused, wrapped otherwise.
  const free = page.getByLabel('Scrivi la tua domanda');
  await expect(free).toBeVisible();
  await expect(page.getByRole('button', { name: 'Usa la mia domanda' })).toBeDisabled();
  await free.fill('   ');
  await expect(page.getByRole('button', { name: 'Usa la mia domanda' })).toBeDisabled();
  await free.fill('I Robot Cucinassero');
  await expect(page.getByText('Cosa succede se i robot cucinassero?')).toBeVisible();

  // The five themes; a theme shows three of its questions, another draw gives others.
  for (const theme of ['Natura', 'Tecnologia', 'Quotidiano assurdo', 'Storico alternativo', 'Clownesco']) {
    await expect(page.getByRole('button', { name: theme })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Tecnologia' }).click();
  const drawn = page.getByRole('list', { name: 'Domande del tema Tecnologia' }).getByRole('button');
  await expect(drawn).toHaveCount(3);
  const first = await drawn.allTextContents();
  await page.getByRole('button', { name: 'Altre domande' }).click();
  await expect.poll(() => drawn.allTextContents()).not.toEqual(first);
  const question = (await drawn.first().textContent()) ?? '';
  expect(question).toMatch(/^Cosa succede se .+\?$/);
  await drawn.first().click();

  // The guided questions.
  await expect(page.getByText('Domanda 1 di 7')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText(question).first()).toBeVisible();
  const answer = page.getByLabel('La tua risposta');
  await answer.fill('Se ne accorge Tommaso.');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('heading', { name: GUIDE[1] ?? '' })).toBeVisible();
  await answer.fill('A scuola tutti ridono.');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Risposte date: 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finisci Storia' })).toHaveCount(0);
  await answer.fill('Questa risposta sparirà.');
  await page.getByRole('button', { name: 'Salta' }).click();
  await expect(page.getByRole('heading', { name: GUIDE[3] ?? '' })).toBeVisible();
  await expect(page.getByText('Risposte date: 2')).toBeVisible();
  await answer.fill('La maestra dice NO.');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Risposte date: 3')).toBeVisible();
  await page.getByRole('button', { name: 'Finisci Storia' }).click();

  // The final screen shows the question and each answered guide question with its answer.
  const content = [question, GUIDE[0], 'Se ne accorge Tommaso.', GUIDE[1], 'A scuola tutti ridono.', GUIDE[3], 'La maestra dice NO.'].join('\n\n');
  await expect(page.getByText('La maestra dice NO.')).toBeVisible();
  await expect(page.getByText('Questa risposta sparirà.')).toHaveCount(0);
  await expect(page.getByText(GUIDE[2] ?? '')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CONDIVIDI' })).toBeVisible();

  // The edit toggle shows the text in the CSS format.
  await page.getByRole('button', { name: 'Modifica' }).click();
  await expect(page.getByLabel(/Modifica la storia/)).toHaveValue(content);
  await page.getByRole('button', { name: 'Visualizza' }).click();

  // ENGLISH translates the answers; the guide questions stay.
  await page.getByRole('button', { name: 'ENGLISH' }).click();
  await expect(page.getByText('Traduzione completata').first()).toBeVisible();
  await expect(page.getByText('[EN] La maestra dice NO.')).toBeVisible();
  await expect(page.getByText(GUIDE[3] ?? '')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ITALIANO' })).toBeVisible();

  await page.getByRole('button', { name: 'SALVA' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titolo').fill('I robot di Tommaso');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  // The book page, in place of the editor: the address stays.
  await expectBookPage(page, 'I robot di Tommaso');
  await expect(page).toHaveURL(/\/css-editor$/);

  const list = (await (await page.request.get('/api/stories?mode=CSS')).json()) as StoryListBody;
  const id = list.stories.find((s) => s.title === 'I robot di Tommaso')?.id ?? '';
  const saved = ((await (await page.request.get(`/api/stories/${id}`)).json()) as StoryBody).story;
  expect(saved).toMatchObject({ mode: 'CSS', status: 'completed', language: 'english', isPublic: false });
  expect(saved.content).toBe(
    [question, GUIDE[0], '[EN] Se ne accorge Tommaso.', GUIDE[1], '[EN] A scuola tutti ridono.', GUIDE[3], '[EN] La maestra dice NO.'].join('\n\n'),
  );

  // Reopened: at question selection, the question in the box, the answers restored.
  await page.goto('/css-editor');
  await page.getByRole('button', { name: 'Continua I robot di Tommaso' }).click();
  await expect(page.getByLabel('Scrivi la tua domanda')).toHaveValue(question);
  await page.getByRole('button', { name: 'Usa la mia domanda' }).click();
  await expect(page.getByText('Domanda 1 di 7')).toBeVisible();
  await expect(page.getByLabel('La tua risposta')).toHaveValue('[EN] Se ne accorge Tommaso.');
  await expect(page.getByText('Risposte date: 3')).toBeVisible();
  await page.getByRole('button', { name: 'Finisci Storia' }).click();
  await expect(page.getByRole('button', { name: 'ITALIANO' })).toBeVisible();
  await page.getByRole('button', { name: 'SALVA' }).click();
  await expect(dialog.getByLabel('Titolo')).toHaveValue('I robot di Tommaso');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Storia aggiornata!').first()).toBeVisible();
  const after = (await (await page.request.get('/api/stories?mode=CSS')).json()) as StoryListBody;
  expect(after.total).toBe(1);
});

test('saving a CSS story with no answers says there is nothing to save', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/css-editor');
  await page.getByRole('button', { name: "Inizia l'avventura!" }).click();
  await page.getByLabel('Scrivi la tua domanda').fill('cosa succede se piovessero caramelle?');
  await page.getByRole('button', { name: 'Usa la mia domanda' }).click();
  await expect(page.getByText('cosa succede se piovessero caramelle?').first()).toBeVisible();
  for (let i = 0; i < 7; i += 1)
    await page
      .getByRole('button', { name: i === 6 ? 'Finisci' : 'Salta' })
      .first()
      .click();
  await page.getByRole('button', { name: 'SALVA' }).click();
  await expect(page.getByText('Attenzione').first()).toBeVisible();
  await expect(page.getByText("Non c'è nessuna storia da salvare!").first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Leaving with unsaved work asks first.
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Vuoi uscire?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/create-story$/);
});
