import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// For the home page's JavaScript (figure P1 in docs/benchmarks.md): 'Seleziona Profilo' on the home
// page draws a lookalike trigger and loads Radix Select when it is used. The keyboard path must
// still work: Enter opens the list at once, the arrows move, Enter chooses; Escape closes and
// leaves the focus on the trigger.

test('Seleziona Profilo works by keyboard alone: Enter opens it, arrows and Enter choose', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('combobox', { name: 'Seleziona Profilo' });
  await expect(trigger).toContainText('Scegli un profilo...');
  await expectNoSeriousA11yViolations(page, '/ before the select is loaded');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Nuovo Profilo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Seleziona Profilo' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Profilo Esistente' })).toBeVisible();
  // The list takes the focus once it is open: the next arrow goes to it, not to the trigger.
  await expect(page.getByRole('option', { name: 'Nuovo Profilo' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Profilo Esistente' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByRole('heading', { name: 'Elenco Profili' })).toBeVisible();
});
