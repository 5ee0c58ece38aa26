import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seedStory } from './support/stories';

/**
 * The warm identity, its contrast and its touch targets: axe with every rule (colour
 * contrast included) on the restyled screens at phone and desktop width, the mode colour carried
 * from the chooser into the editor, the cards' draw moment and the archive's book covers.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };

/** Every visible button and link inside `scope` is at least 44 × 44 px (WCAG 2.5.5). */
async function expectTouchTargets(page: Page, scope: string) {
  const small = await page.locator(`${scope} :is(button, a[href])`).evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small, `targets under 44 px in ${scope}`).toEqual([]);
}

/**
 * axe's 'label-content-name-mismatch' (WCAG 2.5.3 label in name) is experimental, so the shared
 * helper does not run it: the card buttons' names must contain their visible text.
 */
async function expectLabelInName(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(results.passes.length + results.violations.length, `label-in-name checked something on ${label}`).toBeGreaterThan(0);
  const report = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  expect(report, `label in name on ${label}`).toEqual([]);
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('home, 404, dashboard, chooser and archive: no serious axe violation, 44 px targets', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `home (${label})`);
      await expectTouchTargets(page, 'nav[aria-label="Menu principale"]');

      await page.goto('/pagina-che-non-esiste');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `404 (${label})`);

      await createChildAndLogin(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `dashboard (${label})`);

      await page.goto('/create-story');
      await expect(page.getByRole('heading', { name: 'Crea Nuova Storia' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `chooser (${label})`);

      await seedStory(page, { title: 'Il drago gentile', content: 'C’era una volta un drago.', mode: 'PROPP' });
      await seedStory(page, { title: 'A metà strada', content: 'Inizio.', mode: 'CAMPBELL', status: 'suspended' });
      await page.goto('/user-archive');
      await expect(page.getByText('Il drago gentile').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `archive (${label})`);
      await expectTouchTargets(page, 'main');
    });

    test('PROPP cards, serial and free: no serious axe violation with a card in hand and a used card', async ({ page }) => {
      await createChildAndLogin(page);
      await page.goto('/propp-mode-selector');
      await expectNoSeriousA11yViolations(page, `PROPP mode selector (${label})`);
      await page.getByRole('link', { name: /Modalità seriale/ }).click();
      await page.getByRole('button', { name: 'Inizia la storia' }).click();
      await expect(page.getByText('Tappa 1 di 9')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `PROPP serial cards (${label})`);
      await expectLabelInName(page, `PROPP serial cards (${label})`);
      await page.getByRole('button', { name: /^Qualcuno se ne va: Allontanamento/ }).click();
      await expect(page.getByText('La tua carta')).toBeVisible();
      await page.getByLabel('Che cosa succede?').fill('Il re partì per un lungo viaggio.');
      await expectNoSeriousA11yViolations(page, `PROPP card in hand (${label})`);

      await page.goto('/propp-mode-selector');
      await page.getByRole('link', { name: /Modalità libera/ }).click();
      await page.getByRole('button', { name: 'Inizia la storia' }).click();
      await page.getByRole('button', { name: /Nozze/ }).click();
      await page.getByLabel('Il tuo paragrafo').fill('E vissero felici.');
      await page.getByRole('button', { name: 'Aggiungi alla Storia' }).click();
      await expect(page.getByRole('button', { name: /Nozze \(già usata\)/ })).toBeDisabled();
      await page.getByRole('button', { name: /^Un dono magico/ }).click();
      await expect(page.getByRole('button', { name: /\(in mano\)/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `PROPP free cards (${label})`);
      await expectLabelInName(page, `PROPP free cards (${label})`);
    });

    test('Campbell cards: grid, card being written and used card, with no serious axe violation', async ({ page }) => {
      await createChildAndLogin(page);
      await page.goto('/campbell-editor');
      await page.getByRole('button', { name: 'Inizia il viaggio' }).click();
      await expect(page.getByRole('button', { name: /^Carta \d+: / })).toHaveCount(12);
      await expectNoSeriousA11yViolations(page, `Campbell cards (${label})`);
      await page.getByRole('button', { name: /^Carta 1: / }).click();
      await page.getByLabel('Il tuo testo per questa carta').fill('Nina vive in un faro in riva al mare.');
      await expectNoSeriousA11yViolations(page, `Campbell card being written (${label})`);
      await page.getByRole('button', { name: 'Continua' }).click();
      await expect(page.getByRole('button', { name: /^Carta 1: / })).toBeDisabled();
      await expect(page.getByRole('region', { name: 'La storia finora' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `Campbell with a used card (${label})`);
      await expectLabelInName(page, `Campbell with a used card (${label})`);
    });
  });
}

test('each mode’s colour goes from its chooser card into its editor’s header', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/create-story');
  const campbell = page.getByRole('link', { name: /Carte di Campbell/ });
  await expect(campbell).toHaveAttribute('data-mode', 'campbell');
  await expect(page.getByRole('link', { name: /GHOST/ })).toHaveAttribute('data-mode', 'ghost');
  const chooserColour = await campbell
    .locator('span')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  await campbell.click();
  await expect(page.locator('main')).toHaveAttribute('data-mode', 'campbell');
  const heading = page.getByRole('heading', { level: 1, name: 'Carte di Campbell' });
  await expect(heading).toHaveCSS('color', chooserColour);
  // Outside the editors the header is the plain one.
  await page.goto('/user-archive');
  await expect(page.locator('main')).not.toHaveAttribute('data-mode', /.+/);
});

test('a drawn card turns over, unless the child asked for reduced motion', async ({ browser }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await createChildAndLogin(page);
    await page.goto('/campbell-editor');
    await page.getByRole('button', { name: 'Inizia il viaggio' }).click();
    await page.getByRole('button', { name: /^Carta 2: / }).click();
    const animation = await page.locator('.card-draw-inner').evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe(reducedMotion === 'reduce' ? 'none' : 'card-draw');
    await context.close();
  }
});

test.describe('on a tablet', () => {
  test.use({ viewport: TABLET });

  test('the archive shows book covers with title, author and mode colour', async ({ page }) => {
    const child = await createChildAndLogin(page);
    await seedStory(page, { title: 'Il drago gentile', content: 'C’era una volta un drago.', mode: 'PROPP' });
    await seedStory(page, { title: 'Nina e il faro', content: 'Nina vive al faro.', mode: 'CAMPBELL' });
    await page.goto('/user-archive');
    const cover = page.getByRole('article', { name: 'Nina e il faro' });
    await expect(cover).toBeVisible();
    await expect(cover).toContainText(`di ${child.name}`);
    await expect(cover).toContainText('Carte di Campbell');
    await expect(page.locator('li', { has: cover })).toHaveAttribute('data-mode', 'campbell');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Apri Nina e il faro' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'archive covers (tablet)');
    await expectTouchTargets(page, 'main');

    // A success toast's text is readable too (sonner's own rich colours are 4.25:1).
    await page.getByRole('button', { name: 'Elimina Il drago gentile' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Il drago gentile' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'archive with a success toast (tablet)');
  });
});
