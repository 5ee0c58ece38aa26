import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createChildAndLogin, loginSuperuser } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Axe once earlier toasts (sonner's own colours, mid-animation) have gone. */
async function axeAfterToasts(page: Page, label: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, label);
}

async function newPage(browser: Browser, baseURL: string | undefined, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport, locale: 'it-IT' });
  return context.newPage();
}

test('the superuser creates a group, puts two children in it, and filters the roster and the complete archive by it', async ({ browser, baseURL }) => {
  const family = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  const names = [`Anna ${family}`, `Bruno ${family}`, `Carlo ${family}`];
  for (const name of names) {
    const child = await newPage(browser, baseURL);
    await createChildAndLogin(child, name);
    const story = await child.request.post('/api/stories', {
      data: { title: `La storia di ${name}`, content: 'C’era una volta un bosco. Fine.', status: 'completed', mode: 'GHOST', language: 'italian' },
    });
    expect(story.status()).toBe(201);
    await child.context().close();
  }
  const groupName = `classe 3ªB ${family}`;

  const page = await newPage(browser, baseURL);
  await loginSuperuser(page);
  await page.goto('/superuser-users');
  await page.getByRole('button', { name: 'Gruppi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gruppi' });
  await dialog.getByRole('button', { name: 'Crea gruppo' }).click();
  await expect(dialog.getByText('Scrivi il nome del gruppo')).toBeVisible();
  await dialog.getByLabel('Nuovo gruppo').fill(groupName);
  await dialog.getByRole('button', { name: 'Crea gruppo' }).click();
  await expect(dialog.getByText(groupName)).toBeVisible();
  await expect(dialog.getByText('0 profili').first()).toBeVisible();
  // The same name, in other letters, is taken.
  await dialog.getByLabel('Nuovo gruppo').fill(groupName.toUpperCase());
  await dialog.getByRole('button', { name: 'Crea gruppo' }).click();
  await expect(dialog.getByText('Esiste già un gruppo con questo nome')).toBeVisible();
  await axeAfterToasts(page, '/superuser-users Gruppi');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByLabel('Cerca per nome').fill(family);
  await expect(page.getByText('3 utenti')).toBeVisible();
  for (const name of names.slice(0, 2)) {
    await page.getByRole('combobox', { name: `Gruppo di ${name}` }).click();
    await page.getByRole('option', { name: groupName }).click();
    await expect(page.getByRole('combobox', { name: `Gruppo di ${name}` })).toHaveText(groupName);
  }

  await page.getByLabel('Cerca per nome').fill('');
  await expect(page).not.toHaveURL(/q=/);
  await page.getByRole('combobox', { name: 'Filtra per gruppo' }).click();
  await page.getByRole('option', { name: groupName }).click();
  await expect(page.getByText('2 utenti')).toBeVisible();
  await expect(page).toHaveURL(/group=/);
  // Newest first, the roster's default order.
  await expect(page.getByRole('link', { name: /^Storie di / })).toHaveText([names[1]!, names[0]!]);
  await axeAfterToasts(page, '/superuser-users filtered by group');
  await page.reload();
  await expect(page.getByText('2 utenti')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Filtra per gruppo' })).toHaveText(groupName);

  await page.goto('/superuser-archive');
  await page.getByRole('combobox', { name: 'Gruppo' }).click();
  await page.getByRole('option', { name: groupName }).click();
  await expect(page.getByText('2 storie trovate')).toBeVisible();
  await expect(page).toHaveURL(/group=/);
  await expect(page.getByText(`La storia di ${names[0]}`).first()).toBeVisible();
  await expect(page.getByText(`La storia di ${names[1]}`).first()).toBeVisible();
  await expect(page.getByText(`La storia di ${names[2]}`)).toHaveCount(0);
  await axeAfterToasts(page, '/superuser-archive filtered by group');
  await page.reload();
  await expect(page.getByText('2 storie trovate')).toBeVisible();
  await page.screenshot({ path: 'test-results/groups-archive-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/superuser-users?${new URL(page.url()).searchParams.toString()}`);
  await expect(page.getByText('2 utenti')).toBeVisible();
  await page.screenshot({ path: 'test-results/groups-roster-375.png', fullPage: true });
});

test("a message 'A tutto un gruppo' reaches only its members; the group is renamed, then deleted and its children stay", async ({ browser, baseURL }) => {
  const family = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  const inGroup = `Dora ${family}`;
  const outside = `Elio ${family}`;
  const ids: Record<string, string> = {};
  for (const name of [inGroup, outside]) {
    const child = await newPage(browser, baseURL);
    ids[name] = (await createChildAndLogin(child, name)).id;
    await child.context().close();
  }
  const page = await newPage(browser, baseURL);
  await loginSuperuser(page);
  const groupName = `classe 4ªA ${family}`;
  const created = await page.request.post('/api/admin/groups', { data: { name: groupName } });
  expect(created.status()).toBe(201);
  const groupId = ((await created.json()) as { group: { id: string } }).group.id;
  expect((await page.request.put(`/api/admin/users/${ids[inGroup]}/group`, { data: { groupId } })).status()).toBe(200);

  // The message form: 'A tutto un gruppo' selects exactly the group's members.
  await page.goto('/superuser');
  await page.getByRole('button', { name: 'Invia messaggi' }).click();
  await page.getByLabel('A tutto un gruppo').check();
  await page.getByRole('combobox', { name: 'Gruppo dei destinatari' }).click();
  await page.getByRole('option', { name: `${groupName} (1)` }).click();
  await expect(page.getByRole('checkbox', { name: inGroup, exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: outside, exact: true })).not.toBeChecked();
  await axeAfterToasts(page, '/superuser message to a group');
  const text = `Domani portate un libro, ${family}!`;
  await page.getByRole('textbox', { name: 'Messaggio', exact: true }).fill(text);
  await page.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(page.getByText('Messaggio inviato')).toBeVisible();
  await expect(page.getByText('A 1 utente')).toBeVisible();

  // Only the member receives it.
  for (const [name, expected] of [
    [inGroup, 1],
    [outside, 0],
  ] as const) {
    const child = await newPage(browser, baseURL);
    const login = await child.request.post('/api/auth/login', { data: { profileId: ids[name], password: name } });
    expect(login.status(), await login.text()).toBe(200);
    const messages = (await (await child.request.get('/api/messages')).json()) as { messages: { text: string }[] };
    expect(messages.messages.filter((m) => m.text === text)).toHaveLength(expected);
    await child.context().close();
  }

  // Rename: the new name shows in the dialog and on the member's row.
  await page.goto('/superuser-users');
  await page.getByRole('button', { name: 'Gruppi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gruppi' });
  await dialog.getByRole('button', { name: `Rinomina ${groupName}` }).click();
  const renamed = `classe 5ªA ${family}`;
  const renameBox = dialog.getByLabel(`Nuovo nome per ${groupName}`);
  await renameBox.fill('');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText('Scrivi il nome del gruppo')).toBeVisible();
  await renameBox.fill(renamed);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog.getByText(renamed)).toBeVisible();
  await expect(dialog.getByText(groupName, { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByLabel('Cerca per nome').fill(family);
  await expect(page.getByText('2 utenti')).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Gruppo di ${inGroup}` })).toHaveText(renamed);
  // 'Senza gruppo' keeps only the profiles in no group.
  await page.getByRole('combobox', { name: 'Filtra per gruppo' }).click();
  await page.getByRole('option', { name: 'Senza gruppo' }).click();
  await expect(page).toHaveURL(/group=none/);
  await expect(page.getByRole('link', { name: /^Storie di / })).toHaveText([outside]);
  await page.getByRole('combobox', { name: 'Filtra per gruppo' }).click();
  await page.getByRole('option', { name: 'Tutti i gruppi' }).click();

  // Delete, after confirming: the group is gone, its child stays, without a group.
  await page.getByRole('button', { name: 'Gruppi' }).click();
  await dialog.getByRole('button', { name: `Elimina ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminare questo gruppo?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Gruppo eliminato')).toBeVisible();
  await expect(dialog.getByText(renamed)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText('2 utenti')).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Gruppo di ${inGroup}` })).not.toHaveText(renamed);
  const groups = (await (await page.request.get('/api/admin/groups')).json()) as { groups: { id: string }[] };
  expect(groups.groups.some((g) => g.id === groupId)).toBe(false);
});
