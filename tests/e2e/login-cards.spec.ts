import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';

// Login cards on an installation with the secure settings (the list hidden, personal passwords
// required): the superuser prints a group's cards, one child enters by opening her card's QR
// link, another types her name and the card's words on a phone, and a card taken back fails.
// The settings are server-wide, so this runs against a server of its own.

interface IssuedCard {
  userId: string;
  name: string;
  secret: string;
  code: string;
}

// One long flow through four browsers, with axe three times, on a shared 2-core machine.
test.setTimeout(240_000);

let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.baseURL}${path}`;

async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'it-IT' });
  return context.newPage();
}

/** Axe on the screen once earlier toasts (sonner's own colours) have gone. */
async function checkA11y(page: Page, label: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, label);
}

/** A child enrolled by the superuser in a group, with the adult's paper consent recorded. */
async function enrol(request: APIRequestContext, name: string, groupId: string): Promise<string> {
  const created = await request.post(url('/api/admin/users'), { data: { name, age: 8 } });
  expect(created.status(), await created.text()).toBe(201);
  const body = (await created.json()) as { id?: string; user?: { id: string }; profile?: { id: string } };
  const id = body.id ?? body.user?.id ?? body.profile?.id ?? '';
  expect((await request.put(url(`/api/admin/users/${id}/group`), { data: { groupId } })).status()).toBe(200);
  expect((await request.post(url(`/api/admin/users/${id}/consent`), { data: { adultName: 'Mamma Anna' } })).status()).toBe(200);
  return id;
}

test('the superuser prints a group’s cards; one child scans, another types the words at 375px; a card taken back fails', async ({ browser }) => {
  const admin = await newPage(browser);
  await admin.goto(url('/superuser'));
  await admin.getByLabel('Password Superuser').fill(server.superuserPassword);
  await admin.getByLabel('Password Superuser').press('Enter');
  await expect(admin.getByRole('heading', { name: 'Area Superuser' })).toBeVisible();

  // The secure settings, through the API as the superuser's browser.
  const settings = await admin.request.put(url('/api/admin/settings'), { data: { requirePersonalPasswords: true, hideProfileList: true } });
  expect(settings.status(), await settings.text()).toBe(200);
  const group = await admin.request.post(url('/api/admin/groups'), { data: { name: 'Classe 3ªB' } });
  expect(group.status(), await group.text()).toBe(201);
  const groupBody = (await group.json()) as { id?: string; group?: { id: string } };
  const groupId = groupBody.id ?? groupBody.group?.id ?? '';
  await enrol(admin.request, 'Giulia Rossi', groupId);
  await enrol(admin.request, 'Marco Verdi', groupId);

  // The roster filtered by the group: choose the whole group and print.
  await admin.goto(url(`/superuser-users?group=${encodeURIComponent(groupId)}`));
  await expect(admin.getByRole('heading', { name: 'Gestione Utenti' })).toBeVisible();
  await expect(admin.getByText('Giulia Rossi', { exact: true })).toBeVisible();
  await admin.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  const bar = admin.getByRole('region', { name: 'Azioni su più profili' });
  await bar.getByRole('button', { name: 'Tutto il gruppo Classe 3ªB' }).click();
  await expect(bar.getByText('Scelto: tutto il gruppo Classe 3ªB')).toBeVisible();
  await expect(admin.getByRole('checkbox', { name: 'Seleziona Marco Verdi per le tessere' })).toBeChecked();
  await checkA11y(admin, '/superuser-users with the bulk bar');
  await bar.getByRole('button', { name: 'Stampa tessere' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Stampare tessere nuove?' });
  await expect(confirm).toContainText('quella vecchia smetterà di funzionare');
  const issued = admin.waitForResponse((r) => r.url().endsWith('/api/admin/cards') && r.request().method() === 'POST');
  await confirm.getByRole('button', { name: 'Stampa' }).click();
  const answer = await issued;
  expect(answer.headers()['cache-control']).toBe('no-store');
  const cards = ((await answer.json()) as { cards: IssuedCard[] }).cards;
  expect(cards.map((c) => c.name)).toEqual(['Giulia Rossi', 'Marco Verdi']);
  await expect.poll(() => admin.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // The printed sheet: name, QR and words for each child.
  const printed = admin.locator('.login-card');
  await expect(printed).toHaveCount(2);
  await admin.emulateMedia({ media: 'print' });
  const giuliaCard = printed.filter({ hasText: 'Giulia Rossi' });
  await expect(giuliaCard).toBeVisible();
  await expect(giuliaCard.locator('img')).toHaveAttribute('src', /^data:image\/png/);
  const giulia = cards[0]!;
  const marco = cards[1]!;
  await expect(giuliaCard.locator('.login-card-code')).toHaveText(giulia.code.replace(/-/g, ' '));
  await admin.emulateMedia({ media: 'screen' });
  await admin.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(printed).toHaveCount(0);
  await expect(admin.getByText(/Tessera dal/).first()).toBeVisible();

  // Giulia scans her card: the QR's link logs her in; the secret leaves the address bar.
  const scanner = await newPage(browser);
  await scanner.goto(url(`/card-login#k=${giulia.secret}`));
  await expect(scanner).toHaveURL(/\/dashboard$/);
  await expect(scanner.getByText('Profilo: Giulia Rossi')).toBeVisible();
  expect(await scanner.evaluate(() => window.location.hash)).toBe('');

  // Marco, on a phone without a camera: his name and the card's words.
  const phone = await newPage(browser, { width: 375, height: 800 });
  await phone.goto(url('/profiles'));
  await phone.getByRole('button', { name: 'Entra con la tessera' }).click();
  // Beside the hidden list's name-and-password form, a form of its own.
  const form = phone.getByRole('form', { name: 'Entra con la tessera' });
  await expect(form).toBeVisible();
  await checkA11y(phone, '/profiles, Entra con la tessera, 375px');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await form.getByLabel('Il tuo nome').fill('marco verdi');
  await expect(form.getByLabel('Le parole della tessera')).toHaveAttribute('autocomplete', 'off');
  await form.getByLabel('Le parole della tessera').fill(marco.code.replace(/-/g, ' ').toUpperCase());
  await form.getByRole('button', { name: 'Entra', exact: true }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);
  await expect(phone.getByText('Profilo: Marco Verdi')).toBeVisible();

  // The superuser takes Giulia's card back.
  await admin.getByRole('region', { name: 'Azioni su più profili' }).getByRole('button', { name: 'Deseleziona' }).click();
  await admin.getByRole('checkbox', { name: 'Seleziona Giulia Rossi per le tessere' }).check();
  await expect(bar.getByText('1 profilo selezionato')).toBeVisible();
  await bar.getByRole('button', { name: 'Ritira tessere' }).click();
  const revoke = admin.getByRole('alertdialog', { name: 'Ritirare le tessere?' });
  await revoke.getByRole('button', { name: 'Ritira' }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: '1 tessera ritirata' })).toBeVisible();

  // Her old card no longer opens anything, on a new device.
  const stranger = await newPage(browser, { width: 375, height: 800 });
  await stranger.goto(url(`/card-login#k=${giulia.secret}`));
  await expect(stranger.getByRole('heading', { name: 'Questa tessera non funziona' })).toBeVisible();
  await expect(stranger.getByRole('alert')).toContainText('Tessera non valida o ritirata');
  expect(await stranger.evaluate(() => window.location.hash)).toBe('');
  await checkA11y(stranger, '/card-login with a revoked card');
  await stranger.getByRole('link', { name: 'Vai ai profili' }).click();
  await expect(stranger).toHaveURL(/\/profiles$/);
  // Nor do its words.
  await stranger.getByRole('button', { name: 'Entra con la tessera' }).click();
  const strangerForm = stranger.getByRole('form', { name: 'Entra con la tessera' });
  await strangerForm.getByLabel('Il tuo nome').fill('Giulia Rossi');
  await strangerForm.getByLabel('Le parole della tessera').fill(giulia.code);
  await strangerForm.getByRole('button', { name: 'Entra', exact: true }).click();
  await expect(stranger.getByText('Il nome o le parole della tessera non sono giusti').first()).toBeVisible();
  await expect(stranger).toHaveURL(/\/profiles$/);
});
