import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createChildAndLogin, loginSuperuser } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'it-IT' });
  return context.newPage();
}

async function editInViewer(page: Page, storyId: string, content: string, expectNotice: boolean) {
  await page.goto(`/story/${storyId}`);
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('menuitem', { name: 'Modifica testo' }).click();
  const notice = page.getByText(/Quando salvi, la storia torna alla maestra/);
  if (expectNotice) await expect(notice).toBeVisible();
  await page.getByLabel('Testo della storia').fill(content);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Storia aggiornata!').first()).toBeVisible();
}

test('send back with a comment → the child revises → published → edited again, back to Da moderare', async ({ browser, baseURL }) => {
  const tag = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  const title = `Il riccio ${tag}`;
  const note = 'Manca il finale: come torna a casa il riccio?';

  const child = await newPage(browser, baseURL);
  await createChildAndLogin(child, `Sara Bianchi ${tag}`);
  const saved = await child.request.post('/api/stories', {
    data: { title, content: `Il riccio ${tag} si perse nel bosco.`, status: 'completed', mode: 'GHOST', language: 'italian' },
  });
  expect(saved.status()).toBe(201);
  const storyId = ((await saved.json()) as { story: { id: string } }).story.id;

  const teacher = await newPage(browser, baseURL);
  await loginSuperuser(teacher);
  await teacher.goto(`/superuser-archive?status=pending&q=${tag}`);
  await expect(teacher.getByText('1 storia trovata')).toBeVisible();
  await teacher.getByRole('button', { name: `Rimanda «${title}» con un commento` }).click();
  const dialog = teacher.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rimanda la storia' }).click();
  await expect(dialog.getByText('Scrivi un commento per spiegare cosa rivedere')).toBeVisible();
  await dialog.getByLabel('Il tuo commento').fill(note);
  await expectNoSeriousA11yViolations(teacher, '/superuser-archive with the send-back dialog open');
  await dialog.getByRole('button', { name: 'Rimanda la storia' }).click();
  await expect(teacher.getByText('Storia rimandata con il tuo commento')).toBeVisible();
  await expect(teacher.getByText('0 storie trovate')).toBeVisible();
  await teacher.goto(`/superuser-archive?status=toRevise&q=${tag}`);
  await expect(teacher.getByText('1 storia trovata')).toBeVisible();
  await expect(teacher.getByText(/Da rivedere/).first()).toBeVisible();

  // The child finds it in her archive, 'Da rivedere' with the teacher's words.
  await child.goto('/user-archive');
  await expect(child.getByText(`La maestra ti chiede di rivedere la storia: «${note}»`).first()).toBeVisible();
  await expectNoSeriousA11yViolations(child, '/user-archive with the teacher note');
  await child.goto(`/story/${storyId}`);
  await expect(child.getByText(`La maestra ti chiede di rivedere la storia: «${note}»`)).toBeVisible();
  await editInViewer(child, storyId, `Il riccio ${tag} si perse nel bosco. Poi seguì le stelle e tornò a casa.`, true);
  await expect(child.getByText(/La maestra ti chiede di rivedere/)).toHaveCount(0);

  // Back in the queue; the teacher publishes it.
  await teacher.goto(`/superuser-archive?status=pending&q=${tag}`);
  await expect(teacher.getByText('1 storia trovata')).toBeVisible();
  await teacher.getByRole('button', { name: `Pubblica ${title}` }).click();
  await teacher.getByRole('menuitem', { name: 'con il nome' }).click();
  await expect(teacher.getByText('Storia pubblicata')).toBeVisible();

  // The child edits the published story: told first, and it is back with the teacher.
  await editInViewer(child, storyId, `Il riccio ${tag} tornò a casa felice.`, true);
  await teacher.goto(`/superuser-archive?status=pending&q=${tag}`);
  await expect(teacher.getByText('1 storia trovata')).toBeVisible();
  await expect(teacher.getByText(/Da moderare/).first()).toBeVisible();

  // Deleting it asks for a reason, and the child is told.
  await teacher.getByRole('button', { name: `Elimina ${title}` }).click();
  const reasonDialog = teacher.getByRole('dialog', { name: `Eliminare «${title}»?` });
  await reasonDialog.getByRole('button', { name: 'Elimina e avvisa' }).click();
  await expect(reasonDialog.getByText('Scrivi il motivo: lo leggerà chi ha scritto la storia')).toBeVisible();
  await expectNoSeriousA11yViolations(teacher, 'delete dialog asking for a reason');
  await reasonDialog.getByLabel('Il motivo').fill('Somiglia troppo a una storia del libro di lettura.');
  await reasonDialog.getByRole('button', { name: 'Elimina e avvisa' }).click();
  await expect(teacher.getByText('Storia eliminata: l’autore riceverà il tuo messaggio')).toBeVisible();
  const inbox = (await (await child.request.get('/api/messages')).json()) as { messages: Array<{ text: string }> };
  expect(inbox.messages.map((m) => m.text)).toContain(
    `La maestra ha cancellato la tua storia «${title}». Ecco perché: Somiglia troppo a una storia del libro di lettura.`,
  );
  await child.goto('/dashboard');
  await expect(child.getByText('Hai un nuovo messaggio').first()).toBeVisible();
});
