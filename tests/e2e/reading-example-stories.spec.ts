import { expect, test } from '@playwright/test';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';
import { expectNoSeriousA11yViolations } from './support/axe';

// A new installation offers (never forces) our example stories; they are ordinary
// stories afterwards. A fresh server of its own, so "no stories yet" is true.

let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('a new installation is empty, offers the examples, and they can be removed', async ({ browser }) => {
  const reader = await browser.newContext({ baseURL: server.baseURL });
  const child = await reader.newPage();
  const created = await child.request.post('/api/profiles', { data: { name: 'Prima Lettrice', age: 8 } });
  expect(created.status()).toBe(201);
  await child.request.post('/api/auth/consent', { data: { adultName: 'Maestra Lucia', accepted: true } });
  await child.goto('/reading-stories');
  await expect(child.getByText('Qui arriveranno presto nuove storie da leggere.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(child);
  await child.goto('/science-stories');
  await expect(child.getByText('Qui arriveranno presto nuove storie della scienza.', { exact: false })).toBeVisible();

  const admin = await browser.newContext({ baseURL: server.baseURL });
  const page = await admin.newPage();
  expect((await page.request.post('/api/auth/superuser', { data: { password: server.superuserPassword } })).status()).toBe(200);
  await page.goto('/superuser-reading-stories-management');
  await page.getByRole('button', { name: 'Aggiungi storie di esempio' }).click();
  await expect(page.getByText('Aggiunte 3 storie di esempio')).toBeVisible();
  const list = page.getByRole('region', { name: 'Storie pubblicate' });
  await expect(list.getByRole('heading', { name: 'La luna che voleva dormire' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('button', { name: 'Aggiungi storie di esempio' })).toHaveCount(0);

  await page.goto('/superuser-science-stories-view');
  await page.getByRole('button', { name: 'Aggiungi storie di esempio' }).click();
  await expect(page.getByRole('link', { name: 'Perché il cielo è azzurro?', exact: true })).toBeVisible();

  // Removable like any other story.
  await page.goto('/superuser-reading-stories-management');
  await list.getByRole('button', { name: 'Elimina «La luna che voleva dormire»' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Storia eliminata')).toBeVisible();

  await child.goto('/reading-stories');
  await expect(child.getByText('2 storie da leggere')).toBeVisible();
  await expect(child.getByRole('link', { name: /Il riccio e il palloncino rosso/ })).toBeVisible();
  await expect(child.getByRole('link', { name: /La luna che voleva dormire/ })).toHaveCount(0);
  await reader.close();
  await admin.close();
});
