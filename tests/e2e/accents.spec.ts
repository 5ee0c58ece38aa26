import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createChildAndLogin, loginSuperuser } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { startIsolatedServer } from './support/isolated-server';

// Names are found and typed without their accents: 'zoe' finds 'Zoë', 'Zoe Ferrari' opens 'Zoë Ferrari'.

/** Letters no other test uses, so the searches below find only this test's profiles. */
const family = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);

test("the roster search 'zoe' finds Zoë, and 'nicolo' finds Nicolò", async ({ browser, baseURL }) => {
  const fam = family();
  const zoe = `Zoë Ferrari ${fam}`;
  const nicolo = `Nicolò Bruno ${fam}`;
  for (const name of [zoe, nicolo]) {
    const child = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
    await createChildAndLogin(await child.newPage(), name);
    await child.close();
  }

  const page = await browser.newPage({ ...(baseURL ? { baseURL } : {}), locale: 'it-IT' });
  await loginSuperuser(page);
  await page.goto('/superuser-users');
  await expect(page.getByRole('heading', { name: 'Gestione Utenti' })).toBeVisible();
  const search = page.getByLabel('Cerca per nome');
  const stories = page.getByRole('link', { name: /^Storie di / });

  await search.fill(`zoe ferrari ${fam}`);
  await expect(page).toHaveURL(new RegExp(`q=zoe`));
  await expect(stories).toHaveText([zoe]);
  await expectNoSeriousA11yViolations(page, '/superuser-users, accent-free search');

  await search.fill(`NICOLO  BRUNO ${fam}`);
  await expect(stories).toHaveText([nicolo]);
  await search.fill(fam);
  await expect(stories).toHaveCount(2);
});

test("the profile list's type-ahead reaches 'Zoë' from 'zoe'", async ({ browser, baseURL }) => {
  const fam = family();
  const name = `Zoë Ferrari ${fam}`;
  // 'Zoe Bianchi' comes first in the list: only a type-ahead without accents goes on to 'Zoë Ferrari'.
  for (const profile of [`Zoe Bianchi ${fam}`, name]) {
    const child = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
    await createChildAndLogin(await child.newPage(), profile);
    await child.close();
  }
  const page = await browser.newPage({ ...(baseURL ? { baseURL } : {}) });
  await page.goto('/profiles');
  await page.getByLabel('Scegli il tuo profilo').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(name.replace('ë', 'e').toLowerCase());
  await expect(page.getByRole('option', { name, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(`Password di ${name}`)).toBeVisible();
  await page.close();
});

test("with the list hidden, 'Zoe Ferrari' and her password open 'Zoë Ferrari'", async ({ page, playwright }) => {
  test.setTimeout(150_000);
  const server = await startIsolatedServer({ keepDefaultSettings: true });
  try {
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    expect((await api.post('/api/auth/superuser', { data: { password: server.superuserPassword } })).status()).toBe(200);
    const put = await api.put('/api/admin/settings', { data: { requirePersonalPasswords: true, hideProfileList: true } });
    expect(put.status(), await put.text()).toBe(200);
    await api.post('/api/auth/logout');
    const created = await api.post('/api/profiles', { data: { name: 'Zoë Ferrari', age: 9 } });
    expect(created.status(), await created.text()).toBe(201);
    const consent = await api.post('/api/auth/consent', {
      data: { adultName: 'Mamma Giulia', accepted: true, password: 'stella-marina', confirm: 'stella-marina' },
    });
    expect(consent.status(), await consent.text()).toBe(200);
    await api.dispose();

    await page.goto(`${server.baseURL}/profiles`);
    await page.getByLabel('Il tuo nome').fill('Zoe  Ferrari');
    await page.getByLabel('Password', { exact: true }).fill('stella-marina');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
    await expect(page.getByText('Profilo: Zoë Ferrari')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard after an accent-free name login');
  } finally {
    await server.stop();
  }
});
