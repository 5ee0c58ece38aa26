import { expect, test, type Locator, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';

/**
 * Every mode completed with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, typing),
 * with 'Lettura facilitata' on (issue 18). No click, no fill, no focus() in these tests.
 */

const READING_ON = { font: 'opendyslexic', uppercase: true, textSize: 2, letterSpacing: 1, wordSpacing: 1, lineSpacing: 1, shortLines: true, ruler: true };

async function childWithReadingSettings(page: Page) {
  await createChildAndLogin(page);
  const res = await page.request.put('/api/profile/reading-settings', { data: READING_ON });
  expect(res.status(), await res.text()).toBe(200);
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/** Presses Tab (or Shift+Tab) until the target has the focus; fails if the keyboard cannot reach it. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} cannot be reached with Tab`);
}

async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Saves from a final screen with the keyboard: 'Salva', the title, 'Salva' in the dialog. */
async function saveWithKeyboard(page: Page, title: string): Promise<void> {
  await press(page, page.getByRole('button', { name: 'Salva', exact: true }));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel('Titolo'), title);
  await press(page, dialog.getByRole('button', { name: 'Salva', exact: true }));
  await expect(page.getByText('Storia salvata!').first()).toBeVisible();
}

async function expectSaved(page: Page, mode: string, title: string): Promise<void> {
  const list = await page.request.get(`/api/stories?mode=${mode}`);
  const body = (await list.json()) as { stories: { title: string; status: string }[] };
  expect(body.stories.find((s) => s.title === title)).toMatchObject({ status: 'completed' });
}

test('GHOST with the keyboard alone', async ({ page }) => {
  await childWithReadingSettings(page);
  await page.goto('/ghost-editor');
  const questions = ['Chi era?', 'Dove si trovava?', 'Cosa faceva?', 'Cosa diceva?', 'Cosa diceva la gente?', 'Come è andata a finire?'];
  for (const [i, q] of questions.entries()) {
    await expect(page.getByText(`Domanda ${i + 1}/6`)).toBeVisible();
    await typeInto(page, page.getByLabel(q), `Risposta numero ${i + 1}.`);
    await press(page, page.getByRole('button', { name: 'Continua' }));
  }
  await press(page, page.getByRole('button', { name: 'Concludi la storia' }));
  await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();
  await saveWithKeyboard(page, 'Fantasma da tastiera');
  await expectSaved(page, 'GHOST', 'Fantasma da tastiera');
});
