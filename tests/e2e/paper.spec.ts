import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createChildAndLogin } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seedStory } from './support/stories';

const folder = mkdtempSync(path.join(tmpdir(), 'fm-e2e-paper-'));
const text = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
const pages = (file: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);

const CONTENT = 'C’era una volta un drago gentile che viveva in città.\n\n«Perché nessuno mi viene a trovare?» pensava. Però un giorno arrivò Giulia.';

test("the viewer's 'Libretto PDF': choose the options, download the booklet", async ({ page }) => {
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Il drago gentile', content: CONTENT });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: 'Libretto PDF: Il drago gentile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Libretto PDF' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('STAMPATO MAIUSCOLO').check();
  await dialog.getByLabel('Pagine A4 in ordine').check();
  await expectNoSeriousA11yViolations(page, 'booklet dialog');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Scarica il libretto' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('libretto-il-drago-gentile.pdf');
  const file = path.join(folder, 'libretto.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const printed = text(file);
  for (const word of ['C’ERA', 'DRAGO', 'GENTILE', 'CITTÀ', '«PERCHÉ', 'PERÒ', 'GIULIA']) expect(printed).toContain(word);
  expect(pages(file)).toBe(2); // the cover and one page of text

  // Escape closes the dialog, focus goes back to its button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Libretto PDF: Il drago gentile' })).toBeFocused();
});

test("a mode's first screen offers its 'Carte da stampare'", async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/propp-mode-selector');
  await expect(page.getByRole('heading', { name: 'Carte da stampare' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'propp mode selector');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Carte di Propp (PDF da stampare)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('carte-propp.pdf');
  const file = path.join(folder, 'propp.pdf');
  await download.saveAs(file);
  const printed = text(file);
  for (const title of ['Qualcuno se ne va', 'Ci casca!', 'Festa grande', 'Partenza e Vincoli', 'Trasformazione Finale e Ricompense'])
    expect(printed).toContain(title);
  expect(pages(file)).toBe(8); // 31 cards: 4 pages of fronts, each with its page of backs

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Carte di Campbell (PDF da stampare)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard');
});

test('at 375px the booklet dialog fits and its targets are large enough', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Una storia con un titolo lunghissimo che deve andare a capo senza uscire', content: CONTENT });
  await page.goto(`/story/${story.id}`);
  await page.getByRole('button', { name: /^Libretto PDF/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Libretto PDF' });
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  for (const target of [dialog.getByLabel('Da colorare'), dialog.getByRole('link', { name: 'Scarica il libretto' })]) {
    const b = await target.locator('xpath=ancestor-or-self::*[self::label or self::a][1]').boundingBox();
    expect(b?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS ?? folder, 'booklet-dialog-375.png') });
  await expectNoSeriousA11yViolations(page, 'booklet dialog 375');
});
