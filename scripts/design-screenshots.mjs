// Screenshots of the main screens at 375 px and 1280 px for docs/design-tokens.md.
// Usage: start the built app (npm start) and run
//   BASE_URL=http://127.0.0.1:3000 OUT=docs/screenshots SUFFIX=after node scripts/design-screenshots.mjs
// Each shot is a palette PNG of the first screenful, kept small for the repository.
import { chromium } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const out = process.env.OUT ?? 'docs/screenshots';
const suffix = process.env.SUFFIX ?? 'after';
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number);
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function newChild(context) {
  const name = `Nina ${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
  const page = await context.newPage();
  await page.goto(base);
  const created = await page.request.post(`${base}/api/profiles`, { data: { name, age: 9 } });
  if (created.status() !== 201) throw new Error(await created.text());
  // A personal password at consent: required on a new installation, accepted in family use.
  await page.request.post(`${base}/api/auth/consent`, {
    data: { adultName: 'Maestra Lucia', accepted: true, password: 'schermate-1', confirm: 'schermate-1' },
  });
  const seeds = [
    { title: 'Il drago che aveva paura del buio', mode: 'PROPP' },
    { title: 'Nina e il faro', mode: 'CAMPBELL' },
    { title: 'Il fantasma della biblioteca', mode: 'GHOST' },
    { title: 'Cosa succede se piove cioccolato?', mode: 'CSS' },
  ];
  for (const s of seeds) {
    await page.request.post(`${base}/api/stories`, {
      data: { ...s, content: 'C’era una volta una storia scritta in classe.', status: 'completed', language: 'italian' },
    });
  }
  return page;
}

async function shot(page, name, width, { top = true } = {}) {
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, 0);
  if (top) await page.evaluate('window.scrollTo(0, 0)');
  await page.evaluate('document.fonts.ready.then(() => true)');
  const file = path.join(out, `${name}-${width}-${suffix}.png`);
  // A palette PNG (sharp, already a dependency) keeps each image well under 150 KB.
  const raw = await page.screenshot({ type: 'png', fullPage: false });
  await sharp(raw).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(file);
  console.log(file, fs.statSync(file).size);
}

for (const width of widths) {
  const height = width < 600 ? 812 : 900;
  const anon = await browser.newContext({ viewport: { width, height }, locale: 'it-IT', reducedMotion: 'reduce' });
  const home = await anon.newPage();
  await home.goto(base);
  await shot(home, 'home', width);
  await anon.close();

  const context = await browser.newContext({ viewport: { width, height }, locale: 'it-IT', reducedMotion: 'reduce' });
  const page = await newChild(context);
  await page.goto(`${base}/dashboard`);
  await shot(page, 'dashboard', width);
  await page.goto(`${base}/create-story`);
  await shot(page, 'chooser', width);
  await page.goto(`${base}/propp-mode-selector`);
  await page.getByRole('link', { name: /Modalità seriale/ }).click();
  await page.getByRole('button', { name: 'Inizia la storia' }).click();
  await page.getByText('Tappa 1 di 9').waitFor();
  await shot(page, 'propp-cards', width);
  await page.getByRole('button', { name: /Allontanamento/ }).click();
  await page.getByLabel('Che cosa succede?').waitFor();
  await page.getByText('La tua carta').scrollIntoViewIfNeeded();
  await shot(page, 'propp-card-in-hand', width, { top: false });
  await page.goto(`${base}/campbell-editor`);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Inizia il viaggio' }).click();
  await page
    .getByRole('button', { name: /^Carta 1\b/ })
    .first()
    .waitFor();
  await shot(page, 'campbell-cards', width);
  await page.goto(`${base}/user-archive`);
  await page.getByText('Nina e il faro').first().waitFor();
  await shot(page, 'archive', width);
  await page.goto(`${base}/pagina-che-non-esiste`);
  await shot(page, 'not-found', width);
  await context.close();
}
await browser.close();
