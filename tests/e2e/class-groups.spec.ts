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
  const family = randomUUID().replace(/[^a-f]/g, '').slice(0, 6);
  const names = [`Anna ${family}`, `Bruno ${family}`, `Carlo ${family}`];
  for (const name of names) {
    const child = await newPage(browser, baseURL);
    await createChildAndLogin(child, name);
    const story = await child.request.post('/api/stories', { data: { title: `La storia di ${name}`, content: 'C’era una volta un bosco. Fine.', status: 'completed', mode: 'GHOST', language: 'italian' } });
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
