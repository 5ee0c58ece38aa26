import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { PROFESSION_SCROLL_INTERVAL_MS } from '../../src/shared/constants';
import { createChildAndLogin } from './support/api';
import { expectBookPage } from './support/book-page';

/**
 * The list's scrollTop before and after 15 ticks of a timer with the list's own period, run in
 * the page: a list still scrolling would have moved 15 steps by then, however slow the machine.
 */
function scrollAcrossListTicks(list: Locator) {
  return list.evaluate(
    (el, period) =>
      new Promise<{ before: number; after: number }>((resolve) => {
        const before = el.scrollTop;
        let ticks = 0;
        const timer = setInterval(() => {
          ticks += 1;
          if (ticks < 15) return;
          clearInterval(timer);
          resolve({ before, after: el.scrollTop });
        }, period);
      }),
    PROFESSION_SCROLL_INTERVAL_MS,
  );
}
import { expectNoSeriousA11yViolations } from './support/axe';

interface StoryBody {
  story: { id: string; title: string; content: string; mode: string; status: string };
}
interface StoryListBody {
  stories: { id: string; title: string }[];
}

test('a profession chosen with the Space key: the list stops, then Space picks the one in the middle', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/profession-story');
  await expect(page.getByRole('heading', { name: 'Cosa farei se...' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const list = page.getByRole('region', { name: 'Elenco delle professioni' });
  await expect(list.getByRole('button', { name: 'Maestro', exact: true })).toBeVisible();

  // The list scrolls by itself.
  await expect(page.getByRole('button', { name: 'Ferma la lista' })).toBeVisible();
  const start = await list.evaluate((el) => el.scrollTop);
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(start + 50);

  // Space stops it, and the profession in the middle is in the band.
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Fai girare la lista' })).toBeVisible();
  const stopped = await list.evaluate((el) => el.scrollTop);
  expect(await scrollAcrossListTicks(list)).toEqual({ before: stopped, after: stopped });
  const centred = await list.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    const item = [...el.querySelectorAll<HTMLElement>('[data-profession]')].find((li) => {
      const r = li.getBoundingClientRect();
      return r.top <= middle && r.bottom >= middle;
    });
    return item?.dataset.profession ?? '';
  });
  expect(centred).not.toBe('');

  // Space again chooses it.
  await page.keyboard.press('Space');
  const story = page.getByLabel('La tua storia');
  await expect(story).toHaveValue(`Se io fossi ${centred.toLowerCase()}, `);
  await expect(page.getByRole('heading', { name: `Se io fossi ${centred.toLowerCase()}...` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An empty story cannot be saved.
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Scrivi prima la tua storia!').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await story.press('End');
  await story.pressSequentially('aiuterei tutti i bambini del quartiere.');
  await expect(story).toHaveValue(`Se io fossi ${centred.toLowerCase()}, aiuterei tutti i bambini del quartiere.`);
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titolo').fill('Il mio lavoro');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  // The book page, in place of the editor: the address stays.
  await expectBookPage(page, 'Il mio lavoro');
  await expect(page).toHaveURL(/\/profession-story$/);

  const all = (await (await page.request.get('/api/stories?mode=PROFESSION')).json()) as StoryListBody;
  const id = all.stories.find((s) => s.title === 'Il mio lavoro')?.id ?? '';
  const saved = ((await (await page.request.get(`/api/stories/${id}`)).json()) as StoryBody).story;
  expect(saved).toMatchObject({
    mode: 'PROFESSION',
    status: 'completed',
    content: `Se io fossi ${centred.toLowerCase()}, aiuterei tutti i bambini del quartiere.`,
  });
});

test('a new profession added through the search is chosen and remembered', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/profession-story');
  await page.getByRole('button', { name: 'Ferma la lista' }).click();
  await page.getByRole('button', { name: 'Al femminile' }).click();
  const list = page.getByRole('region', { name: 'Elenco delle professioni' });
  await expect(list.getByRole('button', { name: 'Dottoressa', exact: true })).toBeAttached();

  // Empty search.
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page.getByText('Professione non trovata').first()).toBeVisible();

  // An exact match, case ignored, selects it.
  await page.getByLabel('Cerca una professione').fill('pittrice');
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page.getByLabel('La tua storia')).toHaveValue('Se io fossi pittrice, ');
  await page.getByRole('button', { name: 'Scegli altra professione' }).first().click();
  await expect(page.getByLabel('Cerca una professione')).toBeVisible();

  // An unknown profession is added to the list and selected.
  await page.getByLabel('Cerca una professione').fill('domatrice di draghi');
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page.getByText('Nuova professione aggiunta!').first()).toBeVisible();
  await expect(page.getByLabel('La tua storia')).toHaveValue('Se io fossi domatrice di draghi, ');
  const stored = await page.evaluate(() => [
    localStorage.getItem('fantasmia.professions.custom.female'),
    localStorage.getItem('fantasmia.professions.custom.male'),
  ]);
  expect(JSON.parse(stored[0] ?? '[]')).toEqual(['Domatrice di draghi']);
  expect(JSON.parse(stored[1] ?? '[]')).toEqual([]);

  // Remembered in this browser: after a reload it is in the female list.
  await page.getByRole('button', { name: 'Scegli altra professione' }).first().click();
  await page.reload();
  await page.getByRole('button', { name: 'Ferma la lista' }).click();
  await page.getByRole('button', { name: 'Al femminile' }).click();
  await expect(list.getByRole('button', { name: 'Domatrice di draghi', exact: true })).toBeAttached();
  await list.getByRole('button', { name: 'Domatrice di draghi', exact: true }).click();
  await expect(page.getByLabel('La tua storia')).toHaveValue('Se io fossi domatrice di draghi, ');
});

test('with reduced motion the list starts still and Space picks the profession in the middle', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await createChildAndLogin(page);
  await page.goto('/profession-story');
  await expect(page.getByRole('button', { name: 'Fai girare la lista' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Elenco delle professioni' });
  expect(await scrollAcrossListTicks(list)).toEqual({ before: 0, after: 0 });
  // The first profession sits in the band at the start.
  await page.keyboard.press('Space');
  await expect(page.getByLabel('La tua storia')).toHaveValue('Se io fossi maestro, ');
  await context.close();
});
