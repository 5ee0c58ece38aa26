import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { uniqueName } from './support/api';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';

async function pageOn(browser: Browser, server: IsolatedServer, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'it-IT', acceptDownloads: true, viewport });
  return context.newPage();
}

async function loginSuperuserThroughGate(page: Page, password: string): Promise<void> {
  await page.goto('/superuser');
  const field = page.getByLabel('Password Superuser');
  await field.fill(password);
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: 'Area Superuser' })).toBeVisible();
}

test('the superuser downloads a backup and restores it into a fresh installation, where the story is', async ({ browser }) => {
  test.setTimeout(120_000);
  const source = await startIsolatedServer({ superuserPassword: 'password-della-scuola' });
  const target = await startIsolatedServer({ superuserPassword: 'password-nuova-installazione', keepDefaultSettings: true });
  try {
    // A child writes a story on the school's installation.
    const child = await pageOn(browser, source);
    const name = uniqueName('Autrice');
    expect((await child.request.post('/api/profiles', { data: { name, age: 9 } })).status()).toBe(201);
    expect((await child.request.post('/api/auth/consent', { data: { adultName: 'Maestra Lucia', accepted: true } })).status()).toBe(200);
    const title = `Il trasloco del drago ${uniqueName('')}`.trim();
    const saved = await child.request.post('/api/stories', {
      data: { title, content: "C'era una volta un drago che cambiava casa. Fine.", status: 'completed', mode: 'GHOST', language: 'italian' },
    });
    expect(saved.status(), await saved.text()).toBe(201);

    // The superuser downloads the backup from the settings screen.
    const admin = await pageOn(browser, source);
    await loginSuperuserThroughGate(admin, 'password-della-scuola');
    await admin.goto('/superuser-settings');
    await expect(admin.getByRole('heading', { name: 'Backup', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(admin, '/superuser-settings');
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'Scarica backup' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^fantasmia-backup-.*\.jsonl\.gz$/);
    const file = await download.path();
    expect(fs.statSync(file).size).toBeGreaterThan(100);

    // On a fresh installation, first a file that is not a backup is refused, then the backup is restored.
    const fresh = await pageOn(browser, target, { width: 375, height: 800 });
    await loginSuperuserThroughGate(fresh, 'password-nuova-installazione');
    await fresh.goto('/superuser-settings');
    await expect(fresh.getByRole('heading', { name: 'Backup', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(fresh, '/superuser-settings at 375px');
    await fresh.getByRole('button', { name: 'Ripristina backup' }).click();
    await expect(fresh.getByRole('alert').filter({ hasText: 'Scegli prima il file di backup da ripristinare.' })).toBeVisible();
    await fresh
      .getByLabel('File di backup (.jsonl.gz)')
      .setInputFiles({ name: 'foto.gz', mimeType: 'application/gzip', buffer: Buffer.from('non sono un backup') });
    await fresh.getByRole('button', { name: 'Ripristina backup' }).click();
    await fresh.getByRole('button', { name: 'Sì, ripristina' }).click();
    await expect(fresh.getByRole('alert').filter({ hasText: 'Il file scelto non è un backup di FantasMia.' })).toBeVisible();

    await fresh.getByLabel('File di backup (.jsonl.gz)').setInputFiles(file);
    await fresh.getByRole('button', { name: 'Ripristina backup' }).click();
    await expect(fresh.getByRole('alertdialog', { name: 'Ripristinare questo backup?' })).toBeVisible();
    await fresh.getByRole('button', { name: 'Sì, ripristina' }).click();
    await expect(fresh.getByText('Ripristino completato')).toBeVisible();

    // The backup's superuser (with the school's password) is the superuser now, and the story is there.
    await loginSuperuserThroughGate(fresh, 'password-della-scuola');
    await fresh.goto('/superuser-archive');
    await expect(fresh.getByText(title).first()).toBeVisible();
    // The child logs in on the new installation with the same password as before.
    const moved = await fresh.request.post('/api/auth/login', { data: { name, password: name } });
    expect(moved.status(), await moved.text()).toBe(200);
  } finally {
    await source.stop();
    await target.stop();
  }
});
