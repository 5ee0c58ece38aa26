import { expect, type Locator, type Page } from '@playwright/test';

/** The sonner toast on the page that shows `text`. */
export const toast = (page: Page, text: string): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Closes the toast showing `text` with its 'Chiudi', as a user does when it covers what she wants
 * next: sonner keeps a toast open while the pointer rests on it, so a click aimed at a control
 * beneath it (a roster row's actions at the bottom right) would wait on the toast for good. A toast
 * that has already gone by itself is fine too.
 */
export async function closeToast(page: Page, text: string): Promise<void> {
  const shown = toast(page, text);
  await shown
    .getByRole('button', { name: 'Chiudi' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(shown).toHaveCount(0, { timeout: 15_000 });
}
