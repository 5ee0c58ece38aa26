import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createChildAndLogin, loginSuperuser } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

async function newPage(browser: Browser, baseURL: string | undefined, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(viewport ? { viewport } : {}), locale: 'it-IT' });
  return context.newPage();
}

test('moderation queue → publish with the initials → a classmate reads it from Storie della classe; filters survive back and reload', async ({
  browser,
  baseURL,
}) => {
  const tag = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  const title = `La volpe ${tag}`;
  const authorPage = await newPage(browser, baseURL);
  const author = await createChildAndLogin(authorPage, `Giulia Rossi ${tag}`);
  const saved = await authorPage.request.post('/api/stories', {
    data: { title, content: `La volpe ${tag} cercava la luna.\nPoi la trovò.`, status: 'completed', mode: 'GHOST', language: 'italian' },
  });
  expect(saved.status()).toBe(201);
  const visitor = await newPage(browser, baseURL);
  const anon = await visitor.request.post('/api/stories', {
    data: { title: `Il gufo ${tag}`, content: 'Un gufo senza nome.', status: 'completed', mode: 'GHOST', language: 'italian' },
  });
  expect(anon.status()).toBe(201);

  const page = await newPage(browser, baseURL);
  await loginSuperuser(page);
  await page.goto('/superuser');
  const summary = page.getByRole('link', { name: /storie? da moderare/ });
  await expect(summary).toContainText(/anonim[ae]/);
  await expectNoSeriousA11yViolations(page, '/superuser dashboard with moderation counts');
  await summary.click();
  await expect(page).toHaveURL(/status=pending/);
  await page.getByLabel('Cerca per titolo').fill(tag);
  await expect(page.getByText('2 storie trovate')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByText(`La volpe ${tag} cercava la luna.`)).toBeVisible();
  await expect(page.getByText(/Da moderare · Anonima/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/superuser-archive moderation queue');

  // 'Apri' and back, then reload: the filters stay.
  await page.getByRole('link', { name: `Apri ${title}` }).click();
  await expect(page).toHaveURL(/\/story\//);
  await page.goBack();
  await expect(page.getByLabel('Cerca per titolo')).toHaveValue(tag);
  await expect(page.getByRole('combobox', { name: 'Stato' })).toContainText('Da moderare');
  await page.reload();
  await expect(page.getByText('2 storie trovate')).toBeVisible();

  await page.getByRole('button', { name: `Pubblica ${title}` }).click();
  await page.getByRole('menuitem', { name: 'con le iniziali' }).click();
  await expect(page.getByText('Storia pubblicata')).toBeVisible();
  await expect(page.getByText('1 storia trovata')).toBeVisible();

  const classmate = await newPage(browser, baseURL, { width: 375, height: 800 });
  await createChildAndLogin(classmate, `Compagno ${tag}`);
  await classmate.goto('/dashboard');
  await classmate.getByRole('link', { name: /Storie della classe/ }).click();
  await expect(classmate.getByRole('heading', { name: 'Storie della classe' })).toBeVisible();
  await classmate.getByLabel('Cerca per titolo').fill(tag);
  await expect(classmate.getByText('1 storia trovata')).toBeVisible();
  await expect(classmate.getByText(title, { exact: true })).toBeVisible();
  await expect(classmate.getByText(/G\. R\. \w\./).first()).toBeVisible();
  await expect(classmate.getByText(author.name)).toHaveCount(0);
  await expect(classmate.getByRole('button', { name: /^(Elimina|Pubblica|Rimuovi) / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(classmate, 'Storie della classe 375px');
  await classmate.getByRole('button', { name: new RegExp(title) }).click();
  await classmate
    .getByRole('link', { name: /Apri|Leggi/ })
    .first()
    .click();
  await expect(classmate).toHaveURL(/\/story\//);
  await expect(classmate.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the sent-messages log shows read counts and who has not read; errors sit on their field; delete', async ({ browser, baseURL }) => {
  const tag = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  const readerPage = await newPage(browser, baseURL);
  const reader = await createChildAndLogin(readerPage, `Lettore ${tag}`);
  const otherPage = await newPage(browser, baseURL);
  const other = await createChildAndLogin(otherPage, `Distratto ${tag}`);

  const page = await newPage(browser, baseURL);
  await loginSuperuser(page);
  await page.goto('/superuser');
  await page.getByRole('button', { name: 'Invia messaggi' }).click();
  await page.getByLabel('Utenti selezionati').check();
  await page.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Seleziona almeno un utente' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Inserisci un messaggio valido' })).toBeVisible();
  await page.getByRole('checkbox', { name: reader.name }).check();
  await page.getByRole('checkbox', { name: other.name }).check();
  const text = `Domani gita al museo ${tag}`;
  await page.getByRole('textbox', { name: 'Messaggio', exact: true }).fill(text);
  await page.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(page.getByText('Messaggio inviato')).toBeVisible();

  const mine = (await (await readerPage.request.get('/api/messages')).json()) as { messages: Array<{ id: string; text: string }> };
  const id = mine.messages.find((m) => m.text === text)!.id;
  expect((await readerPage.request.post(`/api/messages/${id}/read`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Invia messaggi' }).click();
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('Letto da 1 su 2');
  await expect(item).toContainText(`Non ancora letto da: ${other.name}`);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, '/superuser messages log');
  await item.getByRole('button', { name: /Elimina il messaggio/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Messaggio eliminato')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
});
