import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { loginSuperuser } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

async function newPage(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport, locale: 'it-IT' });
  return context.newPage();
}

/** A surname no other test uses, letters only (the search folds case and accents). */
const tag = () =>
  `Cl${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;

/** 25 children enrolled by the superuser: '<tag> Bimbo 01 …' … '<tag> Bimbo 25'. */
async function enrolClass(page: Page, family: string): Promise<string[]> {
  const names = Array.from({ length: 25 }, (_, i) => `${family} Bimbo ${String(i + 1).padStart(2, '0')}`);
  // A long name, which must not make its row taller.
  names[0] = `${names[0]} Maria Antonietta Benedetta`;
  for (const [i, name] of names.entries()) expect((await page.request.post('/api/admin/users', { data: { name, age: 6 + (i % 6) } })).status()).toBe(201);
  return names;
}

/** Every roster row is at most 64 px tall and the table's frame does not scroll sideways. */
async function expectCompactTable(page: Page) {
  const rows = page.getByTestId('roster-row');
  await expect(rows).toHaveCount(25);
  for (const row of await rows.all()) {
    const box = await row.boundingBox();
    expect(box?.height ?? 999).toBeLessThanOrEqual(64);
  }
  const overflow = await page.getByRole('table', { name: 'Utenti' }).evaluate((table) => {
    const frame = table.parentElement!;
    return { frame: frame.scrollWidth - frame.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
  });
  expect(overflow.frame).toBeLessThanOrEqual(0);
  expect(overflow.page).toBeLessThanOrEqual(0);
}

test('25 children fit the roster at 1280 and 768 one line each, as cards at 375; every action is in the row menu', async ({ browser, baseURL }, testInfo) => {
  const family = tag();
  const page = await newPage(browser, baseURL, { width: 1280, height: 900 });
  await loginSuperuser(page);
  const names = await enrolClass(page, family);
  await page.goto(`/superuser-users?q=${family}&sort=name`);
  await expect(page.getByText('25 utenti')).toBeVisible();

  await expectCompactTable(page);
  await page.screenshot({ path: testInfo.outputPath('roster-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  await expectCompactTable(page);
  await page.screenshot({ path: testInfo.outputPath('roster-768.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  const cards = page.getByRole('list', { name: 'Utenti' }).getByRole('listitem');
  await expect(cards).toHaveCount(25);
  await expect(page.getByRole('table', { name: 'Utenti' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await cards.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('roster-375.png') });

  // The row menu: every action of one child, one of them used.
  await page.setViewportSize({ width: 1280, height: 900 });
  const first = names[0]!;
  await page.getByRole('button', { name: `Azioni per ${first}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: `Registra consenso per ${first}` })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: `Registra il consenso AI di ${first}` })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: `Password di ${first}` })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: `Esporta i dati di ${first}` })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: `Elimina ${first}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('roster-menu-1280.png') });
  await expectNoSeriousA11yViolations(page, '/superuser-users with a row menu open');
  await menu.getByRole('menuitem', { name: `Registra consenso per ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: `Registra consenso per ${first}` });
  await dialog.getByLabel("Nome e cognome dell'adulto").fill('Maestra Lucia');
  await dialog.getByRole('button', { name: 'Registra consenso' }).click();
  await expect(page.getByTestId('roster-row').first().getByText('Consenso da Maestra Lucia', { exact: false })).toBeVisible();

  // A child's stories from the roster, and back to the same search.
  await page.getByRole('link', { name: `Storie di ${first}` }).click();
  await expect(page).toHaveURL(/\/superuser-archive\?/);
  await page.getByRole('link', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(new RegExp(`/superuser-users\\?q=${family}&sort=name`));
  await expect(page.getByLabel('Cerca per nome')).toHaveValue(family);
});

test('bulk actions on the selection: consent for the class, a filtered selection moved to a group, deleted after typing its number', async ({
  browser,
  baseURL,
}) => {
  const family = tag();
  const page = await newPage(browser, baseURL, { width: 1280, height: 900 });
  await loginSuperuser(page);
  await enrolClass(page, family);
  const group = await page.request.post('/api/admin/groups', { data: { name: `Gruppo ${family}` } });
  const groupId: string = (await group.json()).group.id;
  await page.goto('/superuser-users');
  const bar = page.getByRole('region', { name: 'Azioni su più profili' });

  // Nothing chosen yet: the bulk buttons are disabled and say why.
  for (const name of ['Sposta nel gruppo', 'Elimina', 'Registra consenso']) {
    const button = bar.getByRole('button', { name, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/Seleziona prima almeno un bambino/);
  }

  // Paper consent for the whole class.
  await bar.getByRole('button', { name: 'Tutta la classe' }).click();
  await bar.getByRole('button', { name: 'Registra consenso', exact: true }).click();
  const consent = page.getByRole('dialog', { name: 'Registra consenso per tutta la classe' });
  await consent.getByRole('button', { name: 'Registra consenso' }).click();
  await expect(page.getByText('Consenso registrato')).toBeVisible();
  const waiting = await page.request.get(`/api/admin/roster?q=${family}&pageSize=100`);
  expect((await waiting.json()).rows.every((r: { consentAt: string | null }) => r.consentAt !== null)).toBe(true);

  // The search shows 10 of them ('Bimbo 10' … 'Bimbo 19'): exactly those are chosen, over all pages.
  await bar.getByRole('button', { name: 'Deseleziona' }).click();
  await page.getByLabel('Cerca per nome').fill(`${family} Bimbo 1`);
  await expect(page.getByText('10 utenti')).toBeVisible();
  await bar.getByRole('button', { name: 'Seleziona i risultati filtrati' }).click();
  await expect(bar.getByText('10 profili selezionati')).toBeVisible();
  await bar.getByRole('button', { name: 'Sposta nel gruppo' }).click();
  const move = page.getByRole('dialog', { name: 'Sposta i 10 profili selezionati in un gruppo' });
  await move.getByRole('combobox', { name: 'Nuovo gruppo' }).click();
  await page.getByRole('option', { name: `Gruppo ${family}` }).click();
  await move.getByRole('button', { name: 'Sposta' }).click();
  await expect(page.getByText('10 bambini spostati')).toBeVisible();
  const moved = await (await page.request.get(`/api/admin/roster?group=${groupId}&pageSize=100`)).json();
  expect(moved.total).toBe(10);
  expect(moved.rows.every((r: { name: string }) => r.name.startsWith(`${family} Bimbo 1`))).toBe(true);

  // New passwords for the same ten, shown once in the dialog, ready to print.
  await bar.getByRole('button', { name: 'Seleziona i risultati filtrati' }).click();
  await expect(bar.getByText('10 profili selezionati')).toBeVisible();
  await bar.getByRole('button', { name: 'Nuove password' }).click();
  const passwords = page.getByRole('dialog', { name: 'Nuove password per i 10 profili selezionati' });
  await passwords.getByRole('button', { name: 'Crea le nuove password' }).click();
  await expect(passwords.getByRole('status')).toHaveText('Ecco le nuove password: stampale o scrivile ora, non si potranno rivedere.');
  await expect(passwords.getByRole('row')).toHaveCount(11);
  await expect(passwords.getByRole('cell').nth(1)).toHaveText(/^\p{L}+ \p{L}+ \p{L}+ \d+$/u);
  await expectNoSeriousA11yViolations(page, 'the new passwords of ten children');
  await passwords.getByRole('button', { name: 'Fatto' }).click();
  await expect(passwords).toBeHidden();

  // 'Bimbo 20' … 'Bimbo 25': deleted once the teacher types 6.
  await page.getByLabel('Cerca per nome').fill(`${family} Bimbo 2`);
  await expect(page.getByText('6 utenti')).toBeVisible();
  await bar.getByRole('button', { name: 'Seleziona i risultati filtrati' }).click();
  await expect(bar.getByText('6 profili selezionati')).toBeVisible();
  await bar.getByRole('button', { name: 'Elimina', exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Eliminare i 6 profili selezionati?' });
  await expect(remove.getByText('Stai per eliminare 6 bambini:')).toBeVisible();
  const confirm = remove.getByLabel('Per confermare scrivi 6 oppure ELIMINA');
  const go = remove.getByRole('button', { name: 'Elimina 6 bambini' });
  await confirm.fill('5');
  await expect(go).toBeDisabled();
  await expectNoSeriousA11yViolations(page, '/superuser-users bulk delete');
  await confirm.fill('6');
  await go.click();
  await expect(page.getByText('6 bambini eliminati')).toBeVisible();
  await expect(page.getByText('Nessun utente trovato')).toBeVisible();
  expect((await (await page.request.get(`/api/admin/roster?q=${family}`)).json()).total).toBe(19);
});
