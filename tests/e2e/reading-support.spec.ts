import { expect, test, type Locator, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { finishUtterance, installFakeSpeechSynthesis } from './support/speech';
import { seedStory } from './support/stories';

interface TextStyle {
  fontFamily: string;
  fontSize: string;
  textTransform: string;
  letterSpacing: string;
  wordSpacing: string;
  lineHeight: string;
  maxWidth: string;
}

function styleOf(locator: Locator): Promise<TextStyle> {
  return locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      fontFamily: s.fontFamily,
      fontSize: s.fontSize,
      textTransform: s.textTransform,
      letterSpacing: s.letterSpacing,
      wordSpacing: s.wordSpacing,
      lineHeight: s.lineHeight,
      maxWidth: s.maxWidth,
    };
  });
}

/** OpenDyslexic, uppercase, the largest size, the widest spacing, short lines and the ruler. */
const EXPECTED: TextStyle = {
  fontFamily: 'OpenDyslexic, "Comic Sans MS", sans-serif',
  fontSize: '32px',
  textTransform: 'uppercase',
  letterSpacing: '3.84px',
  wordSpacing: '10.24px',
  lineHeight: '80px',
  maxWidth: '50ch',
};

const normalised = (actual: TextStyle): TextStyle => ({ ...actual, maxWidth: actual.maxWidth === 'none' ? 'none' : '50ch' });

function expectReadingStyle(actual: TextStyle) {
  expect(normalised(actual)).toEqual(EXPECTED);
}

async function turnEverythingOn(page: Page) {
  await page.getByRole('button', { name: 'Lettura facilitata' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lettura facilitata' });
  await expect(dialog).toBeVisible();
  const saved = () => page.waitForResponse((r) => r.url().endsWith('/api/profile/reading-settings') && r.request().method() === 'PUT' && r.ok());
  const steps: [string | null, string][] = [
    ['Carattere', 'OpenDyslexic'],
    [null, 'STAMPATO MAIUSCOLO'],
    ['Grandezza del testo', 'Grandissimo'],
    ['Spazio tra le lettere', 'Molto spazio'],
    ['Spazio tra le parole', 'Molto spazio'],
    ['Spazio tra le righe', 'Molto spazio'],
    [null, 'Righe più corte'],
    [null, 'Righello di lettura (segue la frase letta ad alta voce)'],
  ];
  for (const [group, label] of steps) {
    const done = saved();
    const scope = group ? dialog.getByRole('group', { name: group }) : dialog;
    await scope.getByLabel(label, { exact: true }).click();
    await done;
  }
  // The preview in the dialog changes at once.
  expectReadingStyle(await styleOf(dialog.locator('.reading-text')));
  await expectNoSeriousA11yViolations(page, 'the Lettura facilitata dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('Lettura facilitata changes the story viewer, an editor and a final screen, is saved on the server, and stays accessible', async ({ page }) => {
  await installFakeSpeechSynthesis(page);
  await createChildAndLogin(page);
  const story = await seedStory(page, { title: 'Il drago che leggeva', content: "C'era una volta un drago. Leggeva storie ai bambini. Fine." });

  // Before: the app's normal look.
  await page.goto(`/story/${story.id}`);
  const text = page.locator('.reading-text').first();
  await expect(text).toContainText("C'era una volta un drago.");
  const before = await styleOf(text);
  expect(before.textTransform).toBe('none');
  expect(before.fontFamily).not.toContain('OpenDyslexic');

  await turnEverythingOn(page);
  expectReadingStyle(await styleOf(text));

  // Saved on the server: with nothing left in this browser, a reload (as on another device) brings the same look.
  const stored = await page.request.get('/api/profile/reading-settings');
  expect(await stored.json()).toEqual({
    settings: { font: 'opendyslexic', uppercase: true, textSize: 3, letterSpacing: 2, wordSpacing: 2, lineSpacing: 2, shortLines: true, ruler: true },
  });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(text).toContainText("C'era una volta un drago.");
  // Nothing in this browser: the look comes with the server's answer, which may follow the text.
  await expect.poll(async () => normalised(await styleOf(text))).toEqual(EXPECTED);
  expect(await page.evaluate(async () => (await document.fonts.load('32px OpenDyslexic')).length)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, 'story viewer with Lettura facilitata');

  // The reading ruler follows the sentence being read aloud.
  await page.getByRole('button', { name: 'LEGGI' }).click();
  const ruler = page.getByTestId('reading-ruler');
  await expect(ruler).toBeVisible();
  const titleBand = await ruler.boundingBox();
  await finishUtterance(page);
  await expect(page.locator('.reading-text mark[data-reading="true"]')).toHaveText("C'era una volta un drago.");
  await expect.poll(async () => (await ruler.boundingBox())?.y).not.toBe(titleBand?.y);
  const mark = await page.locator('.reading-text mark[data-reading="true"]').boundingBox();
  const band = await ruler.boundingBox();
  expect(band && mark && band.y <= mark.y && band.y + band.height >= mark.y + mark.height).toBe(true);

  // An editor's text box.
  await page.goto('/ghost-editor');
  const answer = page.getByLabel('Chi era?');
  await expect(answer).toBeVisible();
  expectReadingStyle(await styleOf(answer));
  // The question and its hint take the same font, case and spacing, at their own size.
  for (const guide of [page.locator('label[for="ghost-answer"]'), page.locator('#ghost-answer-hint')]) {
    const style = await styleOf(guide);
    expect(style.fontFamily).toBe(EXPECTED.fontFamily);
    expect(style.textTransform).toBe('uppercase');
    expect(style.wordSpacing).not.toBe('0px');
  }
  await expectNoSeriousA11yViolations(page, 'GHOST editor with Lettura facilitata');

  // A final screen.
  const answers = [
    'Un fantasmino timido.',
    'In una vecchia scuola.',
    'Suonava la campanella.',
    '«Giochiamo?»',
    'Che era simpatico.',
    'Diventò amico di tutti.',
  ];
  for (const [i, a] of answers.entries()) {
    await expect(page.getByText(`Domanda ${i + 1}/6`)).toBeVisible();
    await page.locator('textarea').first().fill(a);
    await page.getByRole('button', { name: 'Continua' }).click();
  }
  expectReadingStyle(await styleOf(page.getByLabel('Testo della storia')));
  await page.getByRole('button', { name: 'Concludi la storia' }).click();
  await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();
  const finalText = page.locator('.reading-text', { hasText: 'Un fantasmino timido.' }).last();
  expectReadingStyle(await styleOf(finalText));
  await expectNoSeriousA11yViolations(page, 'GHOST final screen with Lettura facilitata');

  // Back to normal with one button.
  await page.getByRole('button', { name: 'Lettura facilitata' }).click();
  const reset = page.waitForResponse((r) => r.url().endsWith('/api/profile/reading-settings') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Torna alle impostazioni normali' }).click();
  await reset;
  expect((await styleOf(finalText)).textTransform).toBe('none');
});

test('the superuser has no Lettura facilitata button and its screens keep their look', async ({ page }) => {
  const res = await page.request.post('/api/auth/superuser', { data: { password: process.env.E2E_SUPERUSER_PASSWORD ?? 'e2e-superuser-pass' } });
  expect(res.status()).toBe(200);
  await page.goto('/superuser-users');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lettura facilitata' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.className)).not.toMatch(/rs-/);
});
