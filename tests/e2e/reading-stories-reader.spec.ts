import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin, loginSuperuser, uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

// Every child reads the published stories (spec 000 §2 reader screens, §4 speech and
// translation in viewers, §8 'Storia non trovata').

// A real 2×2 PNG: uploads are decoded and re-encoded, so the bytes must be a valid picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWOIWnAnasEdBggFADFuB1kumSTqAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * The browser boundary of read aloud: a speechSynthesis that records each utterance (text, lang,
 * pitch, rate) instead of speaking, so the app's own adapter runs and the test sees what it asked.
 */
async function recordSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string; pitch: number; rate: number }[] = [];
    Reflect.set(window, '__spoken', spoken);
    const synthesis = {
      paused: false,
      speaking: false,
      speak(u: SpeechSynthesisUtterance) {
        spoken.push({ text: u.text, lang: u.lang, pitch: u.pitch, rate: u.rate });
        this.speaking = true;
      },
      cancel() {
        this.speaking = false;
      },
      pause() {
        this.paused = true;
      },
      resume() {
        this.paused = false;
      },
      getVoices: () => [],
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
  });
}

async function spoken(page: Page): Promise<{ text: string; lang: string; pitch: number; rate: number }[]> {
  return page.evaluate(() => {
    const value: unknown = Reflect.get(window, '__spoken');
    return Array.isArray(value) ? value : [];
  });
}

/** The superuser publishes one reading and one science story (with an image) through the API. */
async function publish(page: Page) {
  const reading = { title: uniqueName('Il drago gentile'), content: "C'era una volta il drago. Non sputava fuoco.\n\nFine." };
  const science = { title: uniqueName('Le bolle di sapone'), content: 'Una bolla è aria chiusa in un velo di acqua e sapone. I colori nascono dalla luce.' };
  await loginSuperuser(page);
  const r = await page.request.post('/api/reading-stories', { multipart: { ...reading, author: 'Maestra Lucia' } });
  expect(r.status(), await r.text()).toBe(201);
  const s = await page.request.post('/api/science-stories', { multipart: { ...science, image: { name: 'bolla.png', mimeType: 'image/png', buffer: PNG } } });
  expect(s.status(), await s.text()).toBe(201);
  await page.request.post('/api/auth/logout');
  return { reading, science };
}

test('a child reads a reading story: voices, LEGGI / Pausa / Riprendi, English and back, share, media', async ({ page, context }) => {
  const { reading } = await publish(page);
  await recordSpeech(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createChildAndLogin(page);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Lettura Storie/ }).click();
  await expect(page.getByRole('heading', { name: 'Leggi Storie' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /Storie Magiche/ }).click();
  await expect(page.getByText(/\d+ stori[ae] da leggere/)).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(reading.title) });
  await expect(card).toContainText('di Maestra Lucia');
  await expect(card).toContainText(/Aggiornata il \d{2}\/\d{2}\/\d{4}/);
  await card.click();

  await expect(page.getByRole('heading', { name: reading.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText('di Maestra Lucia')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Testo della storia' })).toContainText("C'era una volta il drago.");

  // Read aloud with the child's voice: Italian, higher pitch.
  await page.getByRole('combobox', { name: 'Voce' }).click();
  await page.getByRole('option', { name: 'Bambina' }).click();
  await page.getByRole('button', { name: 'LEGGI' }).click();
  await expect(page.getByRole('button', { name: 'Pausa' })).toBeVisible();
  const first = (await spoken(page))[0];
  expect(first?.text).toBe(reading.title);
  expect(first?.lang).toBe('it-IT');
  expect(first?.pitch).toBeGreaterThan(1.5);
  await page.getByRole('button', { name: 'Pausa' }).click();
  await expect(page.getByRole('button', { name: 'Riprendi' })).toBeVisible();
  await page.getByRole('button', { name: 'Riprendi' }).click();
  await expect(page.getByRole('button', { name: 'Pausa' })).toBeVisible();
  await page.getByRole('button', { name: 'Ferma la lettura' }).click();
  await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();

  // English through the server's translation, then back to the original, exactly.
  await page.getByRole('button', { name: 'Inglese' }).click();
  await expect(page.getByText('Traduzione completata')).toBeVisible();
  const text = page.getByRole('region', { name: 'Testo della storia' });
  await expect(text).toContainText('Once upon a time the dragon.');
  await expect(page.getByText('English', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'LEGGI' }).click();
  expect((await spoken(page)).at(-1)?.lang).toBe('en-US');
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(text).toContainText("C'era una volta il drago. Non sputava fuoco.");
  await expect(text).not.toContainText('[EN]');
  await expect(page.getByRole('button', { name: 'Inglese' })).toBeVisible();

  // Share: copy to the clipboard, or a mailto link with title and text.
  await page.getByRole('button', { name: 'Condividi' }).click();
  const mail = page.getByRole('menuitem', { name: 'Mail' });
  const href = await mail.getAttribute('href');
  expect(href).toContain(`subject=${encodeURIComponent(reading.title)}`);
  expect(href).toContain(encodeURIComponent("C'era una volta il drago."));
  await page.getByRole('menuitem', { name: 'Copia appunti' }).click();
  await expect(page.getByText('Copiato!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(reading.title);

  // No image: MEDIA says so, disabled.
  await page.getByRole('button', { name: 'MEDIA' }).click();
  await expect(page.getByRole('menuitem', { name: 'Nessuna immagine disponibile' })).toHaveAttribute('aria-disabled', 'true');
});

test('a child reads a science story, switches to English and back, and opens its image', async ({ page }) => {
  const { science } = await publish(page);
  await createChildAndLogin(page);
  await page.goto('/story-type-selection');
  await page.getByRole('link', { name: /Magia della Scienza/ }).click();
  const list = page.getByRole('region', { name: 'Elenco delle storie scientifiche' });
  const item = list.getByRole('listitem').filter({ hasText: science.title });
  await expect(item).toContainText('Una bolla è aria chiusa');
  await expect(item).toContainText(/Pubblicata il \d{2}\/\d{2}\/\d{4}/);
  await item.getByRole('link', { name: /Leggi/ }).click();

  await expect(page.getByRole('heading', { name: science.title })).toBeVisible();
  const text = page.getByRole('region', { name: 'Testo della storia' });
  await page.getByRole('button', { name: 'Inglese' }).click();
  await expect(text).toContainText('[EN] Una bolla');
  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(text).toHaveText(science.content);

  await page.getByRole('button', { name: 'MEDIA' }).click();
  await page.getByRole('menuitem', { name: 'Visualizza immagine' }).click();
  const dialog = page.getByRole('dialog', { name: science.title });
  const img = dialog.getByRole('img');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el instanceof HTMLImageElement ? el.naturalWidth : 0))).toBe(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the reading viewer opens the image in a new tab', async ({ page, context }) => {
  await loginSuperuser(page);
  const title = uniqueName('Il gatto pittore');
  const r = await page.request.post('/api/reading-stories', {
    multipart: { title, content: 'Un gatto dipingeva la luna.', image: { name: 'luna.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(r.status()).toBe(201);
  await page.request.post('/api/auth/logout');
  await createChildAndLogin(page);
  await page.goto('/reading-stories');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await page.getByRole('button', { name: 'MEDIA' }).click();
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: 'Visualizza immagine' }).click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/api\/images\//);
  await tab.close();
});

test('a viewer opened for a missing id says \u2018Storia non trovata\u2019 and goes back to the list', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/reading-story-viewer/non-esiste');
  await expect(page.getByText('Storia non trovata')).toBeVisible();
  await expect(page.getByText('La storia richiesta non è più disponibile')).toBeVisible();
  await expect(page).toHaveURL(/\/reading-stories$/);
  await page.goto('/science-story-viewer/non-esiste');
  await expect(page).toHaveURL(/\/science-stories$/);
  await expect(page.getByText('Storia non trovata')).toBeVisible();
});

test('the public user reads the stories too', async ({ page }) => {
  const { reading } = await publish(page);
  await page.goto('/public');
  await page.evaluate(() => sessionStorage.setItem('fantasmia.public-user', '1'));
  await page.goto('/reading-stories');
  await page.getByRole('link', { name: new RegExp(reading.title) }).click();
  await expect(page.getByRole('heading', { name: reading.title })).toBeVisible();
});
