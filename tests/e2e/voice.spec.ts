import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { loginSuperuser, uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seedStory } from './support/stories';

// The child's own voice, recorded for real: Chromium's fake microphone plays a short WAV of
// syllable-like bursts into MediaRecorder, so the level meter moves and the server receives a real
// WebM/Opus file it must identify and measure.
const WAV = path.resolve('tests/fixtures/voice/voice.wav');
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${WAV}`],
  },
  permissions: ['microphone'],
});

const PAGES = ['C’era una volta una tartaruga che voleva volare.', 'Un giorno trovò un aquilone rosso nel prato.', 'E volò sopra il paese, felice.'];
const CONTENT = PAGES.join('\n\n');
const folder = mkdtempSync(path.join(tmpdir(), 'fm-e2e-voice-'));

interface VoiceList {
  recordings: { page: number; size: number; durationMs: number; mime: string }[];
}

async function newChild(browser: Browser, baseURL: string | undefined, voiceConsent: boolean): Promise<{ context: BrowserContext; page: Page; name: string }> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'it-IT', permissions: ['microphone'] });
  const page = await context.newPage();
  const name = uniqueName('Viola');
  const created = await page.request.post('/api/profiles', { data: { name, age: 7 } });
  expect(created.status(), await created.text()).toBe(201);
  const consent = await page.request.post('/api/auth/consent', { data: { adultName: 'Maestra Lucia', accepted: true, voiceConsent } });
  expect(consent.status(), await consent.text()).toBe(200);
  return { context, page, name };
}

async function recordings(page: Page, storyId: string): Promise<VoiceList['recordings']> {
  const res = await page.request.get(`/api/stories/${storyId}/recordings`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as VoiceList).recordings;
}

/** Records the dialog's current page until the clock shows `seconds`, then stops ('Rifai' has started it already). */
async function recordTake(page: Page, seconds: number, { started = false } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Registra la mia voce' });
  if (!started) await dialog.getByRole('button', { name: 'Inizia a registrare' }).click();
  // The microphone hears the child: the meter rises above zero.
  await expect.poll(async () => Number(await dialog.getByRole('meter').getAttribute('aria-valuenow')), { message: 'the level meter moves' }).toBeGreaterThan(0);
  // The clock ('0:02 di 3:00') may pass a second by on a busy machine: wait until it reads at least `seconds`.
  const clock = dialog.getByText(/^\d+:\d{2} di \d+:\d{2}$/);
  await expect
    .poll(
      async () => {
        const [minutes = 0, secs = 0] = ((await clock.textContent({ timeout: 20_000 })) ?? '0:00').split(' ')[0]!.split(':').map(Number);
        return minutes * 60 + secs;
      },
      { message: `the clock reaches 0:0${seconds}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(seconds);
  await dialog.getByRole('button', { name: 'Ferma' }).click();
  await expect(dialog.getByRole('button', { name: 'Tieni' })).toBeVisible();
}

test('a child records two pages, keeps them, and hears them back with the page lit up', async ({ browser, baseURL }) => {
  const { context, page } = await newChild(browser, baseURL, true);
  const story = await seedStory(page, { title: 'La tartaruga volante', content: CONTENT });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'Registra la mia voce' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registra la mia voce' });
  await expect(dialog.getByText('Pagina 1 di 3')).toBeVisible();
  await expect(dialog.getByText(PAGES[0] ?? '')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'voice recorder dialog');

  // Page 1: record, listen, keep.
  await recordTake(page, 2);
  await expect(dialog.getByRole('button', { name: 'Ascolta' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'voice recorder with a take');
  await dialog.getByRole('button', { name: 'Tieni' }).click();
  await expect(dialog.getByText('Pagina 2 di 3')).toBeVisible();

  // Page 2: a first take is redone, the second kept.
  await recordTake(page, 1);
  // 'Rifai' throws the take away and records again at once.
  await dialog.getByRole('button', { name: 'Rifai' }).click();
  await expect(dialog.getByRole('button', { name: 'Tieni' })).toHaveCount(0);
  await recordTake(page, 2, { started: true });
  await dialog.getByRole('button', { name: 'Tieni' }).click();
  await expect(dialog.getByText('Pagina 3 di 3')).toBeVisible();
  await expect.poll(async () => (await recordings(page, story.id)).map((r) => r.page)).toEqual([0, 1]);
  for (const r of await recordings(page, story.id)) {
    expect(r.mime).toMatch(/^audio\/(webm|ogg|mp4)$/);
    expect(r.durationMs).toBeGreaterThan(1000);
    expect(r.durationMs).toBeLessThan(15_000);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A reload keeps them; listening lights up page 1, then page 2.
  await page.reload();
  const listen = page.getByRole('button', { name: 'Ascolta la mia voce' });
  await expect(listen).toBeVisible();
  await listen.click();
  const lit = page.locator('.reading-text mark[data-reading="true"]');
  await expect(lit).toHaveText(PAGES[0] ?? '');
  await expect(page.getByRole('button', { name: 'Pausa' })).toBeVisible();
  await expect(lit).toHaveText(PAGES[1] ?? '', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Pausa' }).click();
  await expect(page.getByRole('button', { name: 'Riprendi' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'viewer while listening to the voice');
  await page.getByRole('button', { name: 'Riprendi' }).click();
  await expect(lit).toHaveCount(0, { timeout: 20_000 });

  // The archive says which stories have her voice.
  await page.goto('/user-archive');
  await expect(page.getByText('Con la mia voce').first()).toBeVisible();
  await context.close();
});

test('without the adult’s voice consent the record button explains who must allow it', async ({ browser, baseURL }) => {
  const { context, page, name } = await newChild(browser, baseURL, false);
  const story = await seedStory(page, { title: 'Il gufo muto', content: CONTENT });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'Registra la mia voce' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registra la mia voce' });
  await expect(dialog.getByText('Serve il permesso di un adulto', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Chiedi alla maestra o a un genitore/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Inizia a registrare' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'voice recorder without consent');
  // The server refuses too, whatever the page does.
  const res = await page.request.put(`/api/stories/${story.id}/recordings/0`, {
    headers: { 'content-type': 'audio/webm' },
    data: readFileSync('tests/fixtures/voice/chromium.webm'),
  });
  expect(res.status()).toBe(403);

  // The teacher records the adult's voice consent in the roster; the child may record at once.
  const teacher = await browser.newPage({ ...(baseURL ? { baseURL } : {}) });
  await loginSuperuser(teacher);
  await teacher.goto('/superuser-users');
  await teacher.getByLabel('Cerca per nome').fill(name);
  await expect(teacher.getByText('Voce: no').first()).toBeVisible();
  await teacher.getByRole('button', { name: `Azioni per ${name}` }).click();
  await teacher.getByRole('menuitem', { name: `Registra il consenso voce di ${name}` }).click();
  const consentDialog = teacher.getByRole('dialog', { name: `Consenso voce per ${name}` });
  await consentDialog.getByLabel("Nome dell'adulto che lo ha chiesto").fill('Papà Marco');
  await expectNoSeriousA11yViolations(teacher, 'roster voice consent dialog');
  await consentDialog.getByRole('button', { name: 'Registra il consenso' }).click();
  await expect(consentDialog).toBeHidden();
  await expect(teacher.getByText(/Voce: sì \(dato da Papà Marco/).first()).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Registra la mia voce' }).click();
  await expect(dialog.getByRole('button', { name: 'Inizia a registrare' })).toBeVisible();
  await Promise.all([context.close(), teacher.context().close()]);
});

test('a page recorded offline waits on the device and is sent once when the network is back', async ({ browser, baseURL }) => {
  const { context, page } = await newChild(browser, baseURL, true);
  const story = await seedStory(page, { title: 'Il treno di notte', content: CONTENT });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'Registra la mia voce' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registra la mia voce' });
  await expect(dialog.getByText('Pagina 1 di 3')).toBeVisible();
  await context.setOffline(true);
  await recordTake(page, 1);
  await dialog.getByRole('button', { name: 'Tieni' }).click();
  await dialog.getByRole('button', { name: 'Pagina precedente' }).click();
  await expect(dialog.getByText('In attesa di invio')).toBeVisible();
  await context.setOffline(false);
  await expect.poll(async () => (await recordings(page, story.id)).length, { timeout: 20_000 }).toBe(1);
  await expect(dialog.getByText('In attesa di invio')).toHaveCount(0);
  // Sent exactly once: another online event sends nothing more.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ascolta la mia voce' })).toBeVisible();
  expect(await recordings(page, story.id)).toHaveLength(1);
  await context.close();
});

test('the superuser hears and removes a recording; the booklet’s QR opens the voice without a login', async ({ browser, baseURL }) => {
  const { context, page } = await newChild(browser, baseURL, true);
  const title = uniqueName('La balena');
  const story = await seedStory(page, { title, content: CONTENT });
  for (const p of [0, 1]) {
    const res = await page.request.put(`/api/stories/${story.id}/recordings/${p}`, {
      headers: { 'content-type': 'audio/webm' },
      data: readFileSync('tests/fixtures/voice/chromium.webm'),
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // The booklet with the QR on its cover: the QR decodes to a private link that plays without a login.
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: `Libretto PDF: ${title}` }).click();
  const booklet = page.getByRole('dialog', { name: 'Libretto PDF' });
  await booklet.getByLabel('Metti sulla copertina un codice QR per ascoltare la voce di chi l’ha scritta').check();
  await expectNoSeriousA11yViolations(page, 'booklet dialog with the voice QR');
  const downloading = page.waitForEvent('download');
  await booklet.getByRole('link', { name: 'Scarica il libretto' }).click();
  const file = path.join(folder, 'libretto.pdf');
  await (await downloading).saveAs(file);
  execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '150', '-png', file, path.join(folder, 'cover')]);
  const cover = await sharp(path.join(folder, 'cover-1.png')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const qr = jsQR(new Uint8ClampedArray(cover.data), cover.info.width, cover.info.height);
  expect(qr, 'the cover carries a readable QR').not.toBeNull();
  const link = new URL(qr?.data ?? '');
  expect(link.pathname).toBe(`/voce/${story.id}`);
  const stranger = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'it-IT' });
  const visitor = await stranger.newPage();
  await visitor.goto(`${link.pathname}${link.search}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await visitor.getByRole('button', { name: 'Ascolta la mia voce' }).click();
  await expect(visitor.locator('mark[data-reading="true"]')).toHaveText(PAGES[0] ?? '');
  await expectNoSeriousA11yViolations(visitor, '/voce listening page');

  // The superuser listens and removes one.
  const teacher = await browser.newPage({ ...(baseURL ? { baseURL } : {}) });
  await loginSuperuser(teacher);
  await teacher.goto(`/superuser-voci?q=${encodeURIComponent(title)}`);
  await expect(teacher.getByRole('heading', { name: 'Le voci dei bambini' })).toBeVisible();
  await expect(teacher.getByText(/Spazio usato/)).toBeVisible();
  await expect(teacher.getByRole('link', { name: title })).toHaveCount(2);
  await expectNoSeriousA11yViolations(teacher, '/superuser-voci');
  await teacher
    .getByRole('button', { name: /Rimuovi/ })
    .first()
    .click();
  await teacher.getByRole('alertdialog').getByRole('button', { name: 'Rimuovi' }).click();
  await expect(teacher.getByRole('link', { name: title })).toHaveCount(1);
  expect(await recordings(page, story.id)).toHaveLength(1);

  // The child revokes the link: the old QR stops working.
  const revoked = await page.request.delete(`/api/stories/${story.id}/voice-link`);
  expect(revoked.status()).toBe(204);
  await visitor.reload();
  await expect(visitor.getByText(/non è più valido/)).toBeVisible();
  await Promise.all([context.close(), stranger.close(), teacher.context().close()]);
});
