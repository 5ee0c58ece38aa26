import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createChildAndLogin, loginSuperuser } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { closeToast } from './support/toast';

async function newPage(browser: Browser, baseURL: string | undefined, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(viewport ? { viewport } : {}), locale: 'it-IT' });
  return context.newPage();
}

/** Three children sharing a surname no other test uses; one has a published story. */
async function enrolFamily(browser: Browser, baseURL: string | undefined) {
  const family = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  const names = [`Anna ${family}`, `Carlo ${family}`, `Bruno ${family}`];
  const children = [];
  for (const name of names) {
    const page = await newPage(browser, baseURL);
    children.push({ ...(await createChildAndLogin(page, name)), page });
  }
  const carlo = children[1]!;
  const story = await carlo.page.request.post('/api/stories', {
    data: { title: `Il drago di ${family}`, content: 'C’era una volta un drago gentile. Fine.', status: 'completed', mode: 'GHOST', language: 'italian' },
  });
  expect(story.status()).toBe(201);
  return { family, names };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`the superuser searches and sorts the roster and opens a child's stories (${viewport.width}px)`, async ({ browser, baseURL }) => {
    const { family, names } = await enrolFamily(browser, baseURL);
    const page = await newPage(browser, baseURL, viewport);
    await loginSuperuser(page);
    await page.goto('/superuser-users');
    await expect(page.getByRole('heading', { name: 'Gestione Utenti' })).toBeVisible();

    await page.getByLabel('Cerca per nome').fill(family.toUpperCase());
    await expect(page.getByText('3 utenti')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${family}`, 'i'));
    const links = page.getByRole('link', { name: /^Storie di / });
    await expect(links).toHaveCount(3);

    await page.getByRole('combobox', { name: 'Ordina per' }).click();
    await page.getByRole('option', { name: 'Nome' }).click();
    await expect(links).toHaveText([names[0]!, names[2]!, names[1]!]);
    await page.getByRole('button', { name: 'Ordine crescente' }).click();
    await expect(links).toHaveText([names[1]!, names[2]!, names[0]!]);
    await page.getByRole('combobox', { name: 'Ordina per' }).click();
    await page.getByRole('option', { name: 'Storie' }).click();
    await expect(links.first()).toHaveText(names[1]!);
    await expect(page.getByText('1 storia, 0 pubblicate')).toBeVisible();
    await expect(page.getByText('Consenso da Maestra Lucia', { exact: false }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/superuser-users roster ${viewport.width}px`);

    // Reload keeps search and sort.
    await page.reload();
    await expect(page.getByLabel('Cerca per nome')).toHaveValue(family.toUpperCase());
    await expect(links.first()).toHaveText(names[1]!);

    await links.first().click();
    await expect(page).toHaveURL(/\/superuser-archive\?author=/);
    await expect(page.getByText('1 storia trovata')).toBeVisible();
    await expect(page.getByText(`Il drago di ${family}`).first()).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Cerca per nome')).toHaveValue(family.toUpperCase());
    await expect(links).toHaveCount(3);
  });
}

test("'Nuovo profilo' by the superuser: the child's name opens nothing until the superuser records the adult's consent", async ({ browser, baseURL }) => {
  const name = `Nuova ${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
  const page = await newPage(browser, baseURL);
  await loginSuperuser(page);
  await page.goto('/superuser-users');
  await page.getByRole('button', { name: 'Nuovo profilo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo profilo' });
  await expect(dialog.getByLabel('Nome')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/superuser-users Nuovo profilo');
  await dialog.getByRole('button', { name: 'Crea Profilo' }).click();
  await expect(dialog.getByText('Nome is required')).toBeVisible();
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Età').fill('0');
  await dialog.getByRole('button', { name: 'Crea Profilo' }).click();
  await expect(dialog.getByText("Inserisci un'età valida tra 1 e 120 anni")).toBeVisible();
  await dialog.getByLabel('Età').fill('8');
  await dialog.getByRole('button', { name: 'Crea Profilo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: `Storie di ${name}` })).toBeVisible();
  await page.getByRole('button', { name: `Azioni per ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: `Registra consenso per ${name}` })).toBeVisible();
  await page.keyboard.press('Escape');
  // Still the superuser.
  expect((await (await page.request.get('/api/session')).json()).user.isSuperuser).toBe(true);

  const child = await newPage(browser, baseURL);
  await child.goto('/profiles');
  await child.getByLabel('Scegli il tuo profilo').click();
  await child.getByRole('option', { name, exact: true }).click();
  await child.getByLabel(`Password di ${name}`).fill(name);
  await child.getByRole('button', { name: 'Accedi' }).click();
  // Whoever types an enrolled child's name gets no consent screen: only the superuser or the
  // family letter give consent for her.
  await expect(child.getByRole('alert').filter({ hasText: 'con la lettera per la famiglia' })).toBeVisible();
  await expect(child).toHaveURL(/\/profiles$/);

  await recordConsent(page, name, 'Mamma Rosa');
  await child.getByLabel(`Password di ${name}`).fill(name);
  await child.getByRole('button', { name: 'Accedi' }).click();
  await expect(child).toHaveURL(/\/dashboard$/);
  await expect(child.getByText(`Profilo: ${name}`)).toBeVisible();
});

/** 'Registra consenso' on the roster row of `name`, for the adult who signed on paper. */
async function recordConsent(page: Page, name: string, adult: string): Promise<void> {
  await page.getByLabel('Cerca per nome').fill(name);
  // The search applies a moment after typing: the row's menu opens on the filtered list, not on
  // the one about to be replaced.
  await expect(page.getByText('1 utente', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Azioni per ${name}` }).click();
  await page.getByRole('menuitem', { name: `Registra consenso per ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Registra consenso per ${name}` });
  await dialog.getByLabel("Nome e cognome dell'adulto").fill(adult);
  await dialog.getByRole('button', { name: 'Registra consenso' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Consenso da ${adult}`, { exact: false }).first()).toBeVisible();
  await closeToast(page, 'Consenso registrato');
  await page.getByRole('button', { name: `Azioni per ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: `Password di ${name}` })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: `Registra consenso per ${name}` })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

test('enrol a class by CSV: preview with duplicates and invalid rows, create, print the cards, record the consent, then a child logs in', async ({
  browser,
  baseURL,
}) => {
  const tag = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  const first = `Elisa ${tag}`;
  const csv = `\uFEFFnome;età;email;genere\n${first};8;;F\n\n"Marco ${tag}";9;;M\nelisa ${tag};8;;\nSenza Eta ${tag};;;\n`;
  const page = await newPage(browser, baseURL);
  await loginSuperuser(page);
  await page.goto('/superuser-users');
  await page.getByRole('button', { name: 'Importa classe (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importa classe (CSV)' });
  await expectNoSeriousA11yViolations(page, '/superuser-users CSV import');
  await dialog.getByLabel('File CSV').setInputFiles({ name: 'classe.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByText('2 nuovi, 1 doppione, 1 non valido')).toBeVisible();
  await expect(dialog.getByText('Nome ripetuto nel file')).toBeVisible();
  await expect(dialog.getByText("Inserisci un'età valida tra 1 e 120 anni")).toBeVisible();
  await dialog.getByRole('button', { name: 'Crea 2 profili' }).click();
  await expect(page.getByText('2 profili creati')).toBeVisible();
  await page.getByLabel('Cerca per nome').fill(tag);
  await expect(page.getByText('2 utenti')).toBeVisible();

  // Login cards for the two new profiles, through the print dialog (stubbed: headless has none).
  await page.getByRole('checkbox', { name: `Seleziona ${first} per le tessere` }).check();
  await page.getByRole('checkbox', { name: `Seleziona Marco ${tag} per le tessere` }).check();
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await expect(page.getByText('2 profili selezionati')).toBeVisible();
  await page.getByRole('button', { name: 'Stampa tessere' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const cards = page.locator('.login-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(cards.first()).toBeVisible();
  // The name and the words to type; never a password.
  await expect(cards.filter({ hasText: first }).locator('.login-card-code')).toHaveText(/^[a-z]+ [a-z]+ [a-z]+ \d{3}$/);
  await expect(cards.filter({ hasText: first })).not.toContainText('Password');
  await expect(cards.first()).toContainText('Per l’adulto');
  await expect(cards.first().locator('img')).toHaveAttribute('src', /^data:image\/png/);
  await expect(page.getByRole('heading', { name: 'Gestione Utenti' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  const child = await newPage(browser, baseURL);
  await child.goto('/profiles');
  await child.getByLabel('Scegli il tuo profilo').click();
  await child.getByRole('option', { name: first, exact: true }).click();
  await child.getByLabel(`Password di ${first}`).fill(first);
  await child.getByRole('button', { name: 'Accedi' }).click();
  await expect(child.getByRole('alert').filter({ hasText: 'con la lettera per la famiglia' })).toBeVisible();

  await recordConsent(page, first, 'Nonna Pina');
  await child.getByLabel(`Password di ${first}`).fill(first);
  await child.getByRole('button', { name: 'Accedi' }).click();
  await expect(child).toHaveURL(/\/dashboard$/);
});
