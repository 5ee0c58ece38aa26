import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/questa-pagina-non-esiste');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  // color-contrast excluded here: the logo's 'Mia' and the 404 digits are checked by identity.spec.ts.
  await expectNoSeriousA11yViolations(page, page.url(), { disableRules: ['color-contrast'] });
  await page.getByRole('link', { name: 'Torna alla home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});
