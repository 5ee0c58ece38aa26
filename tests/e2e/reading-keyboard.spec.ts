import { expect, test, type Locator, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * Every mode completed with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, typing),
 * with 'Lettura facilitata' on and off. No click, no fill, no focus() in these tests.
 */

const READING_ON = { font: 'opendyslexic', uppercase: true, textSize: 2, letterSpacing: 1, wordSpacing: 1, lineSpacing: 1, shortLines: true, ruler: true };

let readingOn = true;

async function childWithReadingSettings(page: Page) {
  await createChildAndLogin(page);
  if (!readingOn) return;
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
async function saveWithKeyboard(page: Page, title: string, button = 'Salva'): Promise<void> {
  // The final screen shows the child's reading settings (or the normal look).
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('rs-font'))).toBe(readingOn);
  await expectNoSeriousA11yViolations(page);
  await press(page, page.getByRole('button', { name: button, exact: true }));
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

for (const on of [true, false]) {
  test.describe(`Lettura facilitata ${on ? 'on' : 'off'}`, () => {
    test.beforeEach(() => {
      readingOn = on;
    });

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

    test('Carte di Campbell with the keyboard alone', async ({ page }) => {
      await childWithReadingSettings(page);
      await page.goto('/campbell-editor');
      await press(page, page.getByRole('button', { name: 'Inizia il viaggio' }));
      const card = (id: number) => page.getByRole('button', { name: new RegExp(`^Carta ${id}: `) });
      for (const id of [1, 2, 4, 6, 8, 12]) {
        await press(page, card(id));
        await typeInto(page, page.getByLabel('Il tuo testo per questa carta'), `Il testo della carta ${id}.`);
        await press(page, page.getByRole('button', { name: 'Continua' }));
        await expect(card(id)).toBeDisabled();
      }
      await press(page, page.getByRole('button', { name: 'FINE STORIA' }));
      await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();
      await saveWithKeyboard(page, 'Viaggio da tastiera');
      await expectSaved(page, 'CAMPBELL', 'Viaggio da tastiera');
    });

    test('Cosa Succede se... with the keyboard alone', async ({ page }) => {
      await childWithReadingSettings(page);
      await page.goto('/css-editor');
      await press(page, page.getByRole('button', { name: "Inizia l'avventura!" }));
      await typeInto(page, page.getByLabel('Scrivi la tua domanda'), 'i gatti volassero');
      await press(page, page.getByRole('button', { name: 'Usa la mia domanda' }));
      await expect(page.getByText('Domanda 1 di 7')).toBeVisible();
      for (let i = 1; i <= 3; i += 1) {
        await typeInto(page, page.getByLabel('La tua risposta'), `Risposta ${i}.`);
        await press(page, page.getByRole('button', { name: 'Avanti' }));
        await expect(page.getByText(`Risposte date: ${i}`)).toBeVisible();
      }
      await press(page, page.getByRole('button', { name: 'Finisci Storia' }));
      await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();
      await saveWithKeyboard(page, 'Gatti da tastiera', 'SALVA');
      await expectSaved(page, 'CSS', 'Gatti da tastiera');
    });

    test('Cosa farei se... with the keyboard alone', async ({ page }) => {
      await childWithReadingSettings(page);
      await page.goto('/profession-story');
      await expect(page.getByRole('button', { name: 'Ferma la lista' })).toBeVisible();
      await page.keyboard.press('Space');
      await expect(page.getByRole('button', { name: 'Fai girare la lista' })).toBeVisible();
      await page.keyboard.press('Space');
      const story = page.getByLabel('La tua storia');
      await expect(story).toHaveValue(/^Se io fossi .+, $/);
      await tabTo(page, story);
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('aiuterei tutti i bambini del quartiere.');
      await expect(story).toHaveValue(/aiuterei tutti i bambini del quartiere\.$/);
      await saveWithKeyboard(page, 'Lavoro da tastiera');
      await expectSaved(page, 'PROFESSION', 'Lavoro da tastiera');
    });

    test('Una Parola, Tante Storie with the keyboard alone', async ({ page }) => {
      await childWithReadingSettings(page);
      await page.goto('/parole-chiamano');
      await press(page, page.getByRole('button', { name: 'Inizia', exact: true }));
      await typeInto(page, page.getByLabel('La tua parola'), 'Luna');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Serie A' })).toBeVisible();
      await press(page, page.getByRole('button', { name: 'Scegli la serie A' }));
      const items = await page.getByRole('list', { name: 'Le parole da usare' }).getByRole('listitem').allTextContents();
      const words = items.map((t) => t.replace(/\s*\((usata|da usare)\)\s*$/, '').trim());
      expect(words).toHaveLength(4);
      await typeInto(page, page.getByLabel('Scrivi l’inizio della storia'), `C'era una volta: ${words.join(', ')}.`);
      await press(page, page.getByRole('button', { name: 'Aggiungi alla storia' }));
      await press(page, page.getByRole('button', { name: 'Fine Storia' }));
      await expect(page.getByLabel('La tua storia (puoi ancora modificarla)')).toBeVisible();
      await saveWithKeyboard(page, 'Parole da tastiera');
      await expectSaved(page, 'PAROLE_CHIAMANO', 'Parole da tastiera');
    });

    test('AIROTS with the keyboard alone', async ({ page }) => {
      await childWithReadingSettings(page);
      await page.goto('/airots-editor');
      await press(page, page.getByRole('button', { name: 'Inizia' }));
      await press(page, page.getByRole('button', { name: /CAPPUCCETTO ROSSO/ }));
      for (let i = 1; i <= 6; i += 1) {
        await expect(page.getByText(`Fase ${i} di 6`)).toBeVisible();
        await typeInto(page, page.getByLabel('La tua versione al contrario'), `La fase ${i} al contrario.`);
        await press(page, page.getByRole('button', { name: i === 6 ? 'Finisci' : 'Continua' }));
      }
      await expect(page.getByText('La tua storia al contrario è pronta!')).toBeVisible();
      await saveWithKeyboard(page, 'Lupo da tastiera');
      await expectSaved(page, 'AIROTS', 'Lupo da tastiera');
    });

    test('PROPP (serial) with the keyboard alone', async ({ page }) => {
      await childWithReadingSettings(page);
      await page.goto('/propp-mode-selector');
      await press(page, page.getByRole('link', { name: /Modalità seriale/ }));
      await expect(page).toHaveURL(/\/propp-editor$/);
      await press(page, page.getByRole('button', { name: 'Inizia la storia' }));
      const firstCard = [
        'Allontanamento',
        'Tranello',
        'Mediazione',
        'Fornitura del mezzo magico',
        'Lotta',
        'Rimozione',
        'Persecuzione',
        'Pretese del falso eroe',
        'Trasfigurazione',
      ];
      for (const [i, cardName] of firstCard.entries()) {
        const cluster = i + 1;
        await expect(page.getByText(`Tappa ${cluster} di 9`)).toBeVisible();
        await press(page, page.getByRole('button', { name: new RegExp(cardName) }));
        await typeInto(page, page.getByLabel('Che cosa succede?'), `Paragrafo della tappa ${cluster}.`);
        await press(page, page.getByRole('button', { name: cluster === 9 ? 'Fine Storia' : 'Continua' }));
      }
      await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();
      await saveWithKeyboard(page, 'Fiaba da tastiera');
      await expectSaved(page, 'PROPP', 'Fiaba da tastiera');
    });
    test('PROPP (free) with the keyboard alone', async ({ page }) => {
      await childWithReadingSettings(page);
      await page.goto('/propp-mode-selector');
      await press(page, page.getByRole('link', { name: /Modalità libera/ }));
      await press(page, page.getByRole('button', { name: 'Inizia la storia' }));
      await press(page, page.getByRole('button', { name: /Nozze/ }));
      await typeInto(page, page.getByLabel('Il tuo paragrafo'), 'Alla fine ci fu una grande festa.');
      await press(page, page.getByRole('button', { name: 'Aggiungi alla Storia' }));
      await expect(page.getByRole('region', { name: 'La storia finora' }).getByText('Alla fine ci fu una grande festa.')).toBeVisible();
      await press(page, page.getByRole('button', { name: 'Fine Storia' }));
      await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();
      await saveWithKeyboard(page, 'Festa da tastiera');
      await expectSaved(page, 'PROPP', 'Festa da tastiera');
    });
  });
}
