import { expect, test } from '@playwright/test';
import { createChildAndLogin, loginSuperuser } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

// The dashboard, logging out and the public user (spec 000 §2, §6).

test('the dashboard shows the three cards and Esci logs out for good', async ({ page }) => {
  const child = await createChildAndLogin(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('link', { name: /Crea la tua storia/ })).toHaveAttribute('href', '/create-story');
  await expect(page.getByRole('link', { name: /Lettura Storie/ })).toHaveAttribute('href', '/story-type-selection');
  await expect(page.getByRole('link', { name: /Archivio Magico/ })).toHaveAttribute('href', '/user-archive');
  await expect(page.getByRole('link', { name: /Gestione Sistema/ })).toHaveCount(0);
  await expect(page.getByText(`Profilo: ${child.name}`)).toBeVisible();

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Profilo: ${child.name}`)).toHaveCount(0);
  expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null, pendingConsent: null });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('the dashboard cards open their screens', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Crea la tua storia/ }).click();
  await expect(page).toHaveURL(/\/create-story$/);
});

test('the home page of a logged-in profile leads to the dashboard and out', async ({ page }) => {
  const child = await createChildAndLogin(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Ciao, ${child.name}!` })).toBeVisible();
  await page.getByRole('link', { name: 'Vai alla Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('heading', { name: `Ciao, ${child.name}!` })).toHaveCount(0);
});

test('the superuser also sees Gestione Sistema and Gestione Storie Scientifiche', async ({ page }) => {
  await loginSuperuser(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard Principale' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('link', { name: /Gestione Sistema/ })).toHaveAttribute('href', '/superuser');
  await expect(page.getByRole('link', { name: /Gestione Storie Scientifiche/ })).toHaveAttribute('href', '/superuser-science-stories-view');
  await expect(page.getByRole('link', { name: /Crea la tua storia/ })).toBeVisible();
});

test('the public user reads the public stories and creates a story, and stays public after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Entra come utente pubblico' }).click();
  await expect(page).toHaveURL(/\/public$/);
  await expect(page.getByRole('heading', { name: 'Utente Pubblico' })).toBeVisible();

  await page.getByRole('button', { name: /Leggi le storie pubbliche/ }).click();
  await expect(page).toHaveURL(/\/superuser-archive$/);
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({
    profileId: 'public',
    profileName: 'Utente Pubblico',
    isPublic: true,
  });
  await expect(page.getByText('Profilo: Utente Pubblico')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/superuser-archive$/);

  await page.goto('/public');
  await page.getByRole('button', { name: /Crea una storia/ }).click();
  await expect(page).toHaveURL(/\/create-story$/);
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({ isPublic: true });
  await page.reload();
  await expect(page).toHaveURL(/\/create-story$/);

  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await page.goto('/public');
  await page.getByRole('link', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/$/);
});
