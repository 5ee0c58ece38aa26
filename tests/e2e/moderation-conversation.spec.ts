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

test('the queue opens oldest first and the teacher goes through it with Storia successiva / precedente, then back to the queue', async ({
  browser,
  baseURL,
}) => {
  const tag = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  const child = await newPage(browser, baseURL);
  await createChildAndLogin(child, `Leo Verdi ${tag}`);
  const titles = [`Il primo gufo ${tag}`, `Il secondo gufo ${tag}`, `Il terzo gufo ${tag}`];
  for (const title of titles) {
    const saved = await child.request.post('/api/stories', {
      data: { title, content: `${title} volava.`, status: 'completed', mode: 'GHOST', language: 'italian' },
    });
    expect(saved.status()).toBe(201);
  }
  const teacher = await newPage(browser, baseURL);
  await loginSuperuser(teacher);
  await teacher.goto(`/superuser-archive?status=pending&q=${tag}`);
  await expect(teacher.getByText('3 storie trovate')).toBeVisible();
  const opens = teacher.getByRole('link', { name: new RegExp(`^Apri Il .* gufo ${tag}$`) });
  await expect(opens).toHaveCount(3);
  expect(await opens.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')))).toEqual(titles.map((title) => `Apri ${title}`));
  await teacher.getByRole('link', { name: `Apri ${titles[0]}` }).click();
  await expect(teacher.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
  const nav = teacher.getByRole('navigation', { name: "Le altre storie dell'elenco" });
  await expect(nav).toContainText('1 di 3');
  await expect(nav.getByRole('link', { name: 'Storia precedente' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Storia successiva' }).click();
  await expect(teacher.getByRole('heading', { level: 1, name: titles[1] })).toBeVisible();
  await nav.getByRole('link', { name: 'Storia successiva' }).click();
  await expect(teacher.getByRole('heading', { level: 1, name: titles[2] })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Storia successiva' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(teacher, 'a story opened from the moderation queue');
  await nav.getByRole('link', { name: 'Storia precedente' }).click();
  await expect(teacher.getByRole('heading', { level: 1, name: titles[1] })).toBeVisible();
  await teacher.getByRole('link', { name: 'Indietro' }).click();
  await expect(teacher).toHaveURL(new RegExp(`/superuser-archive\\?status=pending&q=${tag}$`));
  await expect(teacher.getByText('3 storie trovate')).toBeVisible();
});
