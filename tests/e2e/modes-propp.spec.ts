import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectBookPage } from './support/book-page';
import { expectNoSeriousA11yViolations } from './support/axe';

/** The first card of each cluster (spec 001 §3 order). */
const FIRST_CARD = [
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
const CLUSTER_NAMES = [
  'Partenza e Vincoli',
  'Incontro con il Nemico e Inganno',
  "Chiamata all'Azione e Preparazione",
  'Aiuti e Complicazioni',
  'Conflitto e Conquista',
  'Risoluzione e Ritorno',
  'Post-Ritorno e Nuove Prove',
  'Smarrimenti e Riconoscimenti',
  'Trasformazione Finale e Ricompense',
];

interface StoryBody {
  story: { id: string; title: string; content: string; status: string; mode: string; language: string; modeState: Record<string, unknown> | null };
}

async function startSerial(page: Page) {
  await page.goto('/propp-mode-selector');
  await page.getByRole('link', { name: /Modalità seriale/ }).click();
  await expect(page).toHaveURL(/\/propp-editor$/);
  await expect(page.getByText('Prima di cominciare')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Inizia la storia' }).click();
}

async function atCluster(page: Page, cluster: number) {
  await expect(page.getByText(`Tappa ${cluster} di 9`)).toBeVisible();
  await expect(page.getByRole('heading', { name: CLUSTER_NAMES[cluster - 1] ?? '' })).toBeVisible();
}

async function writeCluster(page: Page, cluster: number, text: string) {
  await atCluster(page, cluster);
  await page.getByRole('button', { name: new RegExp(FIRST_CARD[cluster - 1] ?? '') }).click();
  const box = page.getByLabel('Che cosa succede?');
  await box.fill(text);
  await page.getByRole('button', { name: cluster === 9 ? 'Fine Storia' : 'Continua' }).click();
}

async function storyByTitle(page: Page, title: string): Promise<StoryBody['story']> {
  const list = await page.request.get('/api/stories?mode=PROPP');
  const body = (await list.json()) as { stories: { id: string; title: string }[] };
  const found = body.stories.filter((s) => s.title === title);
  expect(found).toHaveLength(1);
  const one = await page.request.get(`/api/stories/${found[0]?.id ?? ''}`);
  return ((await one.json()) as StoryBody).story;
}

test('a complete PROPP serial story through the nine clusters, with one skip and one back, saved', async ({ page }) => {
  await createChildAndLogin(page);
  await startSerial(page);

  await writeCluster(page, 1, 'Un giorno il re partì per un lungo viaggio.');
  // Skip cluster 2.
  await atCluster(page, 2);
  await page.getByRole('button', { name: 'Salta' }).click();
  await writeCluster(page, 3, 'La principessa chiese aiuto al giovane pastore.');

  // At cluster 4: pick a card, then go back: the paragraph and card of cluster 3 come back.
  await atCluster(page, 4);
  await page.getByRole('button', { name: /Fornitura del mezzo magico/ }).click();
  const box = page.getByLabel('Che cosa succede?');
  await expect(page.getByRole('button', { name: 'Continua' })).toBeDisabled();
  await expect(page.getByText('Massimo 10 righe suggerite')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Indietro' }).click();
  await atCluster(page, 3);
  await expect(box).toHaveValue('La principessa chiese aiuto al giovane pastore.');
  await expect(page.getByText('La tua carta')).toBeVisible();
  await box.fill('La principessa chiese aiuto a un giovane pastore coraggioso.');
  await page.getByRole('button', { name: 'Continua' }).click();

  for (let cluster = 4; cluster <= 8; cluster += 1) {
    await writeCluster(page, cluster, `Paragrafo della tappa ${cluster}.`);
  }
  // The last cluster: no skip, 'Fine Storia' instead of 'Continua'.
  await atCluster(page, 9);
  await expect(page.getByRole('button', { name: 'Salta' })).toHaveCount(0);
  await page.getByRole('button', { name: /Trasfigurazione/ }).click();
  await expect(page.getByRole('button', { name: 'Continua' })).toHaveCount(0);
  await box.fill('E vissero tutti felici e contenti.');
  await page.getByRole('button', { name: 'Fine Storia' }).click();

  // The final screen shows the story by phase.
  await expect(page.getByRole('heading', { name: '1. Situazione iniziale' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '5. Conclusione' })).toBeVisible();
  await expect(page.getByText('E vissero tutti felici e contenti.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'LEGGI' })).toBeVisible();

  await page.getByRole('button', { name: 'Salva' }).click();
  await page.getByRole('dialog').getByLabel('Titolo').fill('Il re e il pastore');
  await page.getByRole('dialog').getByRole('button', { name: 'Salva' }).click();
  await expectBookPage(page, 'Il re e il pastore');
  await expect(page).toHaveURL(/\/propp-editor$/);

  const story = await storyByTitle(page, 'Il re e il pastore');
  expect(story).toMatchObject({ mode: 'PROPP', status: 'completed' });
  expect(story.content.split('\n')).toEqual([
    'Un giorno il re partì per un lungo viaggio.',
    'La principessa chiese aiuto a un giovane pastore coraggioso.',
    'Paragrafo della tappa 4.',
    'Paragrafo della tappa 5.',
    'Paragrafo della tappa 6.',
    'Paragrafo della tappa 7.',
    'Paragrafo della tappa 8.',
    'E vissero tutti felici e contenti.',
  ]);

  // Found in the archive.
  await page.goto('/user-archive');
  const row = page.getByRole('row', { name: /Il re e il pastore/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Completata', { exact: true })).toBeVisible();
});

test('a PROPP story suspended at cluster 4, reopened from the archive exactly there, and finished', async ({ page }) => {
  await createChildAndLogin(page);
  await startSerial(page);
  for (let cluster = 1; cluster <= 3; cluster += 1) await writeCluster(page, cluster, `Parte ${cluster} della fiaba.`);
  await atCluster(page, 4);
  await page.getByRole('button', { name: /Trasferimento dell'eroe/ }).click();
  const box = page.getByLabel('Che cosa succede?');
  await box.fill('Un’aquila portò il pastore oltre le montagne');

  await page.getByRole('button', { name: 'Sospendi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sospendi la storia' });
  await dialog.getByLabel('Titolo').fill('La fiaba sospesa');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Storia salvata!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/propp-mode-selector$/);

  const suspended = await storyByTitle(page, 'La fiaba sospesa');
  expect(suspended).toMatchObject({ status: 'suspended', mode: 'PROPP', content: 'Parte 1 della fiaba.\nParte 2 della fiaba.\nParte 3 della fiaba.' });
  expect(suspended.modeState).toMatchObject({ currentCluster: 4, currentParagraph: 'Un’aquila portò il pastore oltre le montagne', selectedCard: 15 });

  // Reopened from the archive: the same cluster, card and paragraph.
  await page.goto('/user-archive');
  const row = page.getByRole('row', { name: /La fiaba sospesa/ });
  await expect(row.getByText('Sospesa', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /Riprendi/ }).click();
  await expect(page).toHaveURL(/\/propp-editor$/);
  await atCluster(page, 4);
  await expect(page.getByText('La tua carta')).toBeVisible();
  await expect(page.getByText("Verso un luogo lontano · Trasferimento dell'eroe")).toBeVisible();
  await expect(box).toHaveValue('Un’aquila portò il pastore oltre le montagne');
  const soFar = page.getByRole('region', { name: 'La storia finora' });
  for (let cluster = 1; cluster <= 3; cluster += 1) await expect(soFar.getByText(`Parte ${cluster} della fiaba.`)).toBeVisible();

  await box.fill('Un’aquila portò il pastore oltre le montagne.');
  await page.getByRole('button', { name: 'Continua' }).click();
  for (let cluster = 5; cluster <= 9; cluster += 1) await writeCluster(page, cluster, `Parte ${cluster} della fiaba.`);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('dialog').getByLabel('Titolo')).toHaveValue('La fiaba sospesa');
  await page.getByRole('dialog').getByRole('button', { name: 'Salva' }).click();
  await expectBookPage(page, 'La fiaba sospesa', { updated: true });
  await expect(page).toHaveURL(/\/propp-editor$/);

  const finished = await storyByTitle(page, 'La fiaba sospesa');
  expect(finished.id).toBe(suspended.id);
  expect(finished.status).toBe('completed');
  expect(finished.content.split('\n')).toHaveLength(9);
  expect(finished.content.split('\n')[3]).toBe('Un’aquila portò il pastore oltre le montagne.');
});

test('a PROPP free story: cards used once, changed, paragraphs added, saved as PROPP_FREE', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/propp-mode-selector');
  await page.getByRole('link', { name: /Modalità libera/ }).click();
  await page.getByRole('button', { name: 'Inizia la storia' }).click();

  // Adding nothing is refused.
  await page.getByRole('button', { name: 'Aggiungi alla Storia' }).click();
  await expect(page.getByText('Scrivi qualcosa prima di aggiungere alla storia').first()).toBeVisible();

  await page.getByRole('button', { name: /Lotta/ }).click();
  await expect(page.getByText('La tua carta')).toBeVisible();
  // 'Cambia Carta' releases it.
  await page.getByRole('button', { name: 'Cambia Carta' }).click();
  await page.getByRole('button', { name: /Nozze/ }).click();
  const box = page.getByLabel('Il tuo paragrafo');
  await box.fill('Alla fine ci fu una grande festa.');
  await page.getByRole('button', { name: 'Aggiungi alla Storia' }).click();
  await expect(box).toHaveValue('');
  // The used card is greyed and cannot be picked again; the released one can.
  await expect(page.getByRole('button', { name: /Nozze \(già usata\)/ })).toBeDisabled();
  await page.getByRole('button', { name: /^Un dono magico/ }).click();
  await box.fill('Ma prima, una fata regalò una bacchetta.');
  await page.getByRole('button', { name: 'Aggiungi alla Storia' }).click();
  await expect(page.getByRole('region', { name: 'La storia finora' }).getByText('Ma prima, una fata regalò una bacchetta.')).toBeVisible();

  await page.getByRole('button', { name: 'Fine Storia' }).click();
  await expect(page.getByText('Alla fine ci fu una grande festa.')).toBeVisible();
  // The final screen saves what it shows: here the English translation.
  await page.getByRole('button', { name: 'INGLESE' }).click();
  await expect(page.getByText('English', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Salva' }).click();
  await page.getByRole('dialog').getByLabel('Titolo').fill('La festa libera');
  await page.getByRole('dialog').getByRole('button', { name: 'Salva' }).click();
  await expectBookPage(page, 'La festa libera');
  await expect(page).toHaveURL(/\/propp-editor$/);

  const story = await storyByTitle(page, 'La festa libera');
  expect(story).toMatchObject({
    mode: 'PROPP_FREE',
    status: 'completed',
    language: 'english',
  });
  // The fake provider marks each translated sentence with '[EN] '; the blank line between paragraphs stays.
  expect(story.content).toMatch(/^\[EN\] Alla .+\n\n\[EN\] Ma prima, una fata regalò una bacchetta\.$/);
  expect(story.modeState).toMatchObject({ variant: 'free', usedCards: [31, 14] });
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the PROPP screens fit the width, from the selector to the final screen', async ({ page }) => {
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await createChildAndLogin(page);
    await page.goto('/propp-mode-selector');
    await fits();
    await page.getByRole('link', { name: /Modalità seriale/ }).click();
    await page.getByRole('button', { name: 'Inizia la storia' }).click();
    await atCluster(page, 1);
    await fits();
    for (let cluster = 1; cluster <= 9; cluster += 1) {
      await writeCluster(page, cluster, `Parte ${cluster}: un paragrafo abbastanza lungo da andare a capo anche su un telefono piccolo.`);
      if (cluster === 1) await fits();
    }
    await expect(page.getByRole('heading', { name: '5. Conclusione' })).toBeVisible();
    await fits();
    await page.goto('/propp-mode-selector');
    await page.getByRole('link', { name: /Modalità libera/ }).click();
    await page.getByRole('button', { name: 'Inizia la storia' }).click();
    await page.getByRole('button', { name: /Nozze/ }).click();
    await expect(page.getByText('La tua carta')).toBeVisible();
    await fits();
  });
});
