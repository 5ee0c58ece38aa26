import { expect, test, type Browser, type Page } from '@playwright/test';
import { createChildAndLogin, loginSuperuser, SUPERUSER_PASSWORD, uniqueName } from './support/api';
import { startIsolatedServer } from './support/isolated-server';
import { expectNoSeriousA11yViolations } from './support/axe';

async function newPage(browser: Browser, baseURL: string | undefined, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(viewport ? { viewport } : {}), locale: 'it-IT' });
  return context.newPage();
}

/** A child with a logged-out cookie jar of its own, plus a story saved through the API. */
async function childWithStory(browser: Browser, baseURL: string | undefined, title: string, mode = 'GHOST') {
  const page = await newPage(browser, baseURL);
  const child = await createChildAndLogin(page, uniqueName('Autore'));
  const res = await page.request.post('/api/stories', {
    data: { title, content: `C'era una volta ${title}. Fine.`, status: 'completed', mode, language: 'italian' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { story } = (await res.json()) as { story: { id: string } };
  return { page, child, storyId: story.id };
}

test('superuser logs in through the gate and sees the five tiles', async ({ page }) => {
  await page.goto('/superuser');
  const field = page.getByLabel('Password Superuser');
  await field.fill(SUPERUSER_PASSWORD);
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: 'Area Superuser' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const tile of ['Gestione Utenti', 'Archivio Completo', 'Storie da leggere', 'Impostazioni', 'Invia messaggi']) {
    await expect(page.getByRole('main').getByText(tile, { exact: true })).toBeVisible();
  }
});

test('a message to selected users arrives at the next login of one of them', async ({ page, browser, baseURL }) => {
  const childPage = await newPage(browser, baseURL);
  const child = await createChildAndLogin(childPage, uniqueName('Lettore'));
  await childPage.request.post('/api/auth/logout');

  await loginSuperuser(page);
  await page.goto('/superuser');
  await page.getByRole('button', { name: 'Invia messaggi' }).click();
  await page.getByLabel('Utenti selezionati').check();
  await page.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(page.getByText('Inserisci un messaggio valido').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Messaggio', exact: true }).fill('Domani leggiamo insieme la storia del drago!');
  await page.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(page.getByText('Seleziona almeno un utente').first()).toBeVisible();
  await page.getByLabel(child.name, { exact: true }).check();
  await page.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(page.getByText('Messaggio inviato')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Area Superuser' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The child logs in from /profiles and lands on the home page with the message.
  await childPage.goto('/profiles');
  await childPage.getByRole('combobox').first().click();
  await childPage.getByRole('option', { name: child.name, exact: true }).click();
  await childPage.getByLabel('Password').fill(child.name);
  await childPage.getByRole('button', { name: 'Accedi' }).click();
  await expect(childPage).toHaveURL(/\/$/);
  await expect(childPage.getByRole('heading', { name: 'Hai un nuovo messaggio' })).toBeVisible();
  await expect(childPage.getByText('Domani leggiamo insieme la storia del drago!')).toBeVisible();
  await childPage.getByRole('button', { name: 'Ho letto' }).click();
  await expect(childPage.getByRole('heading', { name: 'Hai un nuovo messaggio' })).toBeHidden();
  await childPage.reload();
  await expect(childPage.getByText('Domani leggiamo insieme la storia del drago!')).toBeHidden();
});

test("the superuser resets a child's password and the child logs in with it", async ({ page, browser, baseURL }) => {
  const childPage = await newPage(browser, baseURL);
  const child = await createChildAndLogin(childPage, uniqueName('Reset'));
  await childPage.request.post('/api/auth/logout');

  await loginSuperuser(page);
  await page.goto('/superuser-users');
  await expect(page.getByRole('heading', { name: 'Gestione Utenti' })).toBeVisible();
  await page.getByRole('button', { name: `Azioni per ${child.name}` }).click();
  await page.getByRole('menuitem', { name: `Password di ${child.name}` }).click();
  await page.getByRole('textbox', { name: 'Nuova password' }).fill('castello');
  await page.getByLabel('Conferma password').fill('castelli');
  await page.getByRole('button', { name: 'Salva password' }).click();
  await expect(page.getByText('Le password non corrispondono').first()).toBeVisible();
  await page.getByLabel('Conferma password').fill('castello');
  await page.getByRole('button', { name: 'Salva password' }).click();
  await expect(page.getByText('Password aggiornata')).toBeVisible();
  await expect(page.getByText('Password personalizzata').first()).toBeVisible();

  const login = await childPage.request.post('/api/auth/login', { data: { profileId: child.id, password: 'Castello' } });
  expect(login.status()).toBe(200);
  const old = await childPage.request.post('/api/auth/login', { data: { profileId: child.id, password: child.name } });
  expect(old.status()).toBe(401);
});

test('the superuser deletes a user after confirming', async ({ page, browser, baseURL }) => {
  const childPage = await newPage(browser, baseURL);
  const child = await createChildAndLogin(childPage, uniqueName('Addio'));
  await loginSuperuser(page);
  await page.goto('/superuser-users');
  await page.getByRole('button', { name: `Azioni per ${child.name}` }).click();
  await page.getByRole('menuitem', { name: `Elimina ${child.name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(child.name);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Utente eliminato')).toBeVisible();
  await expect(page.getByText(child.name, { exact: true })).toBeHidden();
  const session = await childPage.request.get('/api/session');
  expect((await session.json()).user).toBeNull();
});

test('publishing a story puts it in the public archive of /public', async ({ page, browser, baseURL }) => {
  const title = `La balena ${uniqueName('Pubblica')}`;
  const { child } = await childWithStory(browser, baseURL, title);

  // Before publication the public archive does not show it.
  const visitor = await newPage(browser, baseURL);
  await visitor.goto('/public');
  await visitor.getByRole('button', { name: /Leggi le storie pubbliche/ }).click();
  await expect(visitor.getByRole('heading', { name: 'Archivio Pubblico - Le storie pubblicate' })).toBeVisible();
  await expect(visitor.getByText(title, { exact: true })).toBeHidden();

  await loginSuperuser(page);
  await page.goto('/superuser-archive');
  await page.getByRole('combobox', { name: 'Autore' }).click();
  await page.getByRole('option', { name: child.name }).click();
  await expect(page.getByText('1 storia trovata')).toBeVisible();
  await page.getByRole('button', { name: `Pubblica ${title}` }).click();
  await page.getByRole('menuitem', { name: 'con il nome' }).click();
  await expect(page.getByText('Storia pubblicata')).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText(title, { exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: `Elimina ${title}` })).toBeHidden();
  await visitor.getByRole('link', { name: `Apri ${title}` }).click();
  await expect(visitor).toHaveURL(/\/story\//);

  await page.getByRole('button', { name: `Rimuovi dal pubblico ${title}` }).click();
  await expect(page.getByText('Storia rimossa')).toBeVisible();
  const publicList = await visitor.request.get(`/api/public-archive?author=${encodeURIComponent(child.name)}`);
  expect((await publicList.json()).total).toBe(0);
});

test('archive filters by category and author, and deletes after confirming', async ({ page, browser, baseURL }) => {
  const ghostTitle = `Fantasma ${uniqueName('F')}`;
  const { page: childPage, child } = await childWithStory(browser, baseURL, ghostTitle, 'GHOST');
  const cssTitle = `Cosa succede ${uniqueName('C')}`;
  const created = await childPage.request.post('/api/stories', {
    data: {
      title: cssTitle,
      content: 'Cosa succede se piove cioccolato?\n\nChi lo vede per primo?\nIl gatto.',
      status: 'completed',
      mode: 'CSS',
      language: 'italian',
    },
  });
  expect(created.status()).toBe(201);

  await loginSuperuser(page);
  await page.goto('/superuser-archive');
  await page.getByRole('combobox', { name: 'Autore' }).click();
  await page.getByRole('option', { name: child.name }).click();
  await expect(page.getByText('2 storie trovate')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Storia', 'Autore', 'Data', 'Immagini', 'Azioni']);
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Cosa Succede se...' }).click();
  await expect(page.getByText('1 storia trovata')).toBeVisible();
  await expect(table.getByText(cssTitle)).toBeVisible();
  await expect(table.getByText(ghostTitle)).toBeHidden();
  await expect(
    table.getByText(new Date().toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' })),
  ).toBeVisible();

  // A child's story: the teacher says why, and the child will read it.
  await page.getByRole('button', { name: `Elimina ${cssTitle}` }).click();
  const reason = page.getByRole('dialog', { name: `Eliminare «${cssTitle}»?` });
  await reason.getByLabel('Il motivo').fill('È uguale a un’altra storia.');
  await reason.getByRole('button', { name: 'Elimina e avvisa' }).click();
  await expect(page.getByText('Storia eliminata').first()).toBeVisible();
  await expect(page.getByText('Nessuna storia trovata')).toBeVisible();
});

test('on a phone the archive shows cards and a bottom sheet with actions and details', async ({ browser, baseURL }) => {
  const title = `Sirena ${uniqueName('M')}`;
  const { child } = await childWithStory(browser, baseURL, title, 'CAMPBELL');
  const page = await newPage(browser, baseURL, { width: 375, height: 800 });
  await loginSuperuser(page);
  await page.goto('/superuser-archive');
  await page.getByRole('combobox', { name: 'Autore' }).click();
  await page.getByRole('option', { name: child.name }).click();
  await expect(page.getByRole('table')).toBeHidden();
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('tab', { name: 'Azioni' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Apri' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'LEGGI' })).toBeVisible();
  await sheet.getByRole('tab', { name: 'Dettagli' }).click();
  await expect(sheet.getByText(child.name)).toBeVisible();
  await expect(sheet.getByText('Nessuna immagine')).toBeVisible();
});

test('media cost page shows euro with three decimals and in-development buttons', async ({ page }) => {
  await loginSuperuser(page);
  await page.goto('/superuser-settings');
  await expect(page.getByText('IN VIA DI SVILUPPO')).toHaveCount(4);
  await page.getByRole('link', { name: /Modalità di pagamento/ }).click();
  await expect(page.getByTestId('media-cost')).toHaveText(/^0,000\s€$/);
  await page.getByRole('button', { name: 'Configura pagamento' }).click();
  await expect(page.getByText('Funzione in sviluppo').first()).toBeVisible();
});

test('the superuser changes the password (isolated server)', async ({ browser }) => {
  const server = await startIsolatedServer({ superuserPassword: 'vecchia-password' });
  try {
    const page = await newPage(browser, server.baseURL);
    await page.goto('/superuser');
    await page.getByLabel('Password Superuser').fill('vecchia-password');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('link', { name: /Impostazioni/ }).click();
    await page.getByRole('link', { name: /Sicurezza/ }).click();
    await expect(page.getByRole('heading', { name: 'Sicurezza', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Aggiorna password' }).click();
    await expect(page.getByText('Tutti i campi sono obbligatori').first()).toBeVisible();
    await page.getByLabel('Password attuale', { exact: true }).fill('sbagliata');
    await page.getByLabel('Nuova password', { exact: true }).fill('nuova1');
    await page.getByLabel('Conferma nuova password', { exact: true }).fill('nuova2');
    await page.getByRole('button', { name: 'Aggiorna password' }).click();
    await expect(page.getByText('Le nuove password non coincidono').first()).toBeVisible();
    await page.getByLabel('Conferma nuova password', { exact: true }).fill('nuova1');
    await page.getByRole('button', { name: 'Aggiorna password' }).click();
    await expect(page.getByText('La password attuale non è corretta').first()).toBeVisible();
    await page.getByRole('button', { name: 'Mostra password attuale' }).click();
    await expect(page.getByLabel('Password attuale', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Password attuale', { exact: true }).fill('vecchia-password');
    await page.getByRole('button', { name: 'Aggiorna password' }).click();
    await expect(page.getByText('Password aggiornata')).toBeVisible();
    await expect(page).toHaveURL(/\/superuser-settings$/, { timeout: 5000 });
    const relogin = await page.request.post('/api/auth/superuser', { data: { password: 'nuova1' } });
    expect(relogin.status()).toBe(200);
  } finally {
    await server.stop();
  }
});
