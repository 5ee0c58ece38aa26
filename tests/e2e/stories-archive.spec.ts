import { expect, test } from '@playwright/test';
import { createChildAndLogin, loginSuperuser, uniqueName } from './support/api';
import { finishUtterance, installFakeSpeechSynthesis, speechLog } from './support/speech';
import { fetchStory, seedStory } from './support/stories';
import { expectNoSeriousA11yViolations } from './support/axe';

test('the archive lists only my stories, with the count and the category filter', async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await createChildAndLogin(otherPage, uniqueName('Altro'));
  await seedStory(otherPage, { title: 'Non mia', content: 'Di un altro bambino.' });
  await other.close();

  await createChildAndLogin(page);
  await seedStory(page, { title: 'Il fantasma timido', content: 'Bu.', mode: 'GHOST' });
  await seedStory(page, { title: 'Piove cioccolato', content: 'Cosa succede se piovesse cioccolato?', mode: 'CSS' });
  await page.goto('/user-archive');
  await expect(page.getByRole('heading', { name: 'Le Tue Storie' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText('2 storie trovate')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveText(['Piove cioccolato', 'Il fantasma timido']);
  await expect(page.getByText('Non mia')).toHaveCount(0);
  await expect(table.getByRole('columnheader')).toHaveText(['Titolo', 'Data', 'Modalità', 'Stato', 'Azioni']);

  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Cosa Succede se...' }).click();
  await expect(page.getByText('1 storia trovata')).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveText(['Piove cioccolato']);
  await expect(table.getByRole('cell', { name: 'Cosa Succede se...' })).toBeVisible();

  await page.getByRole('link', { name: 'Apri Piove cioccolato' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Piove cioccolato' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the archive is searched by title, accents and case aside; back and reload keep the search', async ({ page }) => {
  await createChildAndLogin(page);
  await seedStory(page, { title: 'Perché il drago piange', content: 'Una lacrima.' });
  await seedStory(page, { title: 'Il DRAGO e la luna', content: 'Una notte.' });
  await seedStory(page, { title: 'La gita al mare', content: 'Sabbia.' });
  await page.goto('/user-archive');
  await expect(page.getByText('3 storie trovate')).toBeVisible();
  await page.getByLabel('Cerca per titolo').fill('drago');
  await expect(page.getByText('2 storie trovate')).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=drago/);
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(['Il DRAGO e la luna', 'Perché il drago piange']);
  await page.getByLabel('Cerca per titolo').fill('perche');
  await expect(page.getByText('1 storia trovata')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Cerca per titolo')).toHaveValue('perche');
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(['Perché il drago piange']);
  await page.getByLabel('Cerca per titolo').fill('unicorno');
  await expect(page.getByText('Nessuna storia trovata per «unicorno». Prova con un’altra parola del titolo.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'archive with a search that finds nothing');
  await page.getByRole('link', { name: 'Crea la tua storia' }).click();
  await expect(page.getByRole('heading', { name: 'Crea Nuova Storia' })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Cerca per titolo')).toHaveValue('unicorno');
});

test('delete from the archive asks for confirmation, then Storia eliminata', async ({ page }) => {
  await createChildAndLogin(page);
  const doomed = await seedStory(page, { title: 'Da cancellare', content: 'Addio.' });
  await seedStory(page, { title: 'Da tenere', content: 'Resto qui.' });
  await page.goto('/user-archive');
  await page.getByRole('button', { name: 'Elimina Da cancellare' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Eliminare la storia?' });
  await expect(dialog).toContainText('«Da cancellare» verrà eliminata per sempre');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('rowheader', { name: 'Da cancellare' })).toBeVisible();
  expect(await fetchStory(page, doomed.id)).not.toBeNull();

  await page.getByRole('button', { name: 'Elimina Da cancellare' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Storia eliminata')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Da cancellare' })).toHaveCount(0);
  await expect(page.getByText('1 storia trovata')).toBeVisible();
  expect(await fetchStory(page, doomed.id)).toBeNull();
});

test('on a phone (375px): cards, and a tapped card opens the two-page sheet', async ({ page }) => {
  await installFakeSpeechSynthesis(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Sul telefono', content: 'Una frase. Due frasi.', mode: 'CAMPBELL' });
  await page.goto('/user-archive');
  await expect(page.getByText('1 storia trovata')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: /^Sul telefono/ }).click();

  const sheet = page.getByRole('dialog', { name: 'Sul telefono' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('tab', { name: 'Azioni' })).toHaveAttribute('aria-selected', 'true');
  await sheet.getByRole('button', { name: 'LEGGI' }).click();
  await expect(sheet.getByRole('button', { name: 'Pausa' })).toBeVisible();
  expect((await speechLog(page)).spoken[0]).toEqual({ text: 'Sul telefono', lang: 'it-IT' });
  await finishUtterance(page);
  await expect.poll(async () => (await speechLog(page)).spoken.map((s) => s.text)).toEqual(['Sul telefono', 'Una frase.']);

  await sheet.getByRole('tab', { name: 'Dettagli' }).click();
  await expect(sheet.getByText('Carte di Campbell')).toBeVisible();
  await expect(sheet.getByText('Completata')).toBeVisible();
  await expect(sheet.getByText('Nessuna immagine')).toBeVisible();

  await sheet.getByRole('tab', { name: 'Azioni' }).click();
  await sheet.getByRole('link', { name: 'Apri la storia' }).click();
  await expect(page).toHaveURL(new RegExp(`/story/${story.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sul telefono' })).toBeVisible();
  await expect.poll(async () => (await speechLog(page)).speaking).toBe(false);
});

test('a suspended story shows Sospesa and Riprendi reopens its editor', async ({ page }) => {
  await createChildAndLogin(page);
  await seedStory(page, { title: 'A metà strada', content: 'Chi era? Un fantasma.', mode: 'GHOST', status: 'suspended', answers: ['Un fantasma.'] });
  await page.goto('/user-archive');
  const row = page.getByRole('row', { name: /A metà strada/ });
  await expect(row.getByText('Sospesa')).toBeVisible();
  await row.getByRole('button', { name: 'Riprendi A metà strada' }).click();
  await expect(page).toHaveURL(/\/ghost-editor$/);
});

test('an empty archive invites to write a story', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/user-archive');
  await expect(page.getByText('Nessuna storia trovata')).toBeVisible();
  await expect(page.getByText('0 storie trovate')).toBeVisible();
  await page.getByRole('link', { name: 'Crea la tua storia' }).click();
  await expect(page).toHaveURL(/\/create-story$/);
});

test("on a 768px tablet the complete archive's column headers never break inside a word", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await createChildAndLogin(page);
  await seedStory(page, { title: `Un titolo lunghissimo ${'senza-spazi-'.repeat(12)}`, content: `Una prima riga ${'moltolunga'.repeat(20)}.` });
  await loginSuperuser(page);
  await page.goto('/superuser-archive');
  const headers = page.locator('table thead th');
  await expect(headers.first()).toBeVisible();
  // One line box per header: 'Autore', not 'Autor' / 'e'.
  const lines = await headers.evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return [cell.textContent, range.getClientRects().length] as const;
    }),
  );
  for (const [text, count] of lines) expect(count, `${text}`).toBe(1);
});

test('the superuser opening /user-archive is sent to /superuser-archive', async ({ page }) => {
  await loginSuperuser(page);
  await page.goto('/user-archive');
  await expect(page).toHaveURL(/\/superuser-archive$/);
});

test('Crea Nuova Storia: seven categories with stars, each opening its mode; back to the dashboard', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/create-story');
  await expect(page.getByRole('heading', { name: 'Crea Nuova Storia' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(7);
  await expect(page.getByRole('img', { name: '1 stella su 5' })).toHaveCount(1);
  await expect(page.getByRole('img', { name: '5 stelle su 5' })).toHaveCount(2);
  await page.getByRole('link', { name: /^Cosa Succede se\.\.\./ }).click();
  await expect(page).toHaveURL(/\/css-editor$/);
  await page.goto('/create-story');
  await page.getByRole('link', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('without a session /create-story goes home; the public user sees the approval note', async ({ page }) => {
  await page.goto('/create-story');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/public');
  await page.evaluate(() => sessionStorage.setItem('fantasmia.public-user', '1'));
  await page.goto('/create-story');
  await expect(page.getByRole('note')).toContainText('la tua storia sarà visibile a tutti dopo che il superuser l’avrà approvata');
});

test("on a phone, a card's 'Libretto PDF' opens the list's one booklet dialog for that story, and the focus comes back to the card", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await createChildAndLogin(page);
  const stories = [];
  for (let i = 1; i <= 12; i += 1) stories.push(await seedStory(page, { title: `Libretto numero ${i}`, content: 'C’era una volta un libretto.' }));
  await page.goto('/user-archive');
  await expect(page.getByText('12 storie trovate')).toBeVisible();
  // Every card is on the page (the first ones at once, the others right after), in order.
  const cards = page.getByRole('list', { name: 'Le tue storie' }).getByRole('listitem');
  await expect(cards).toHaveCount(12);

  const button = page.getByRole('button', { name: 'Libretto PDF: Libretto numero 3' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Libretto PDF' });
  await expect(dialog).toContainText('Libretto numero 3');
  const story = stories.find((s) => s.title === 'Libretto numero 3');
  await expect(dialog.getByRole('link', { name: 'Scarica il libretto' })).toHaveAttribute(
    'href',
    `/api/stories/${story?.id}/booklet?edition=normale&format=a5&language=italiano`,
  );
  await expectNoSeriousA11yViolations(page, 'archive booklet dialog 375');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});
