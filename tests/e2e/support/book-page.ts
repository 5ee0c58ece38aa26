import { expect, type Page } from '@playwright/test';

/**
 * After saving a finished story the editor shows its book page: one message, the
 * title, the author, the mascot, and Leggi / Stampa / Nuova storia; the address does not change.
 */
export async function expectBookPage(page: Page, title: string, options: { updated?: boolean } = {}) {
  const book = page.getByRole('article', { name: title });
  await expect(book).toBeVisible();
  await expect(book.getByText(options.updated ? 'Storia aggiornata!' : 'Storia salvata!', { exact: true })).toBeVisible();
  await expect(page.getByText(options.updated ? 'Storia salvata!' : 'Storia aggiornata!', { exact: true })).toHaveCount(0);
  await expect(book.getByRole('img', { name: 'Il fantasmino di FantasMia' })).toBeVisible();
  await expect(book.getByText('La trovi nel tuo Archivio Magico.')).toBeVisible();
  for (const name of ['Leggi', 'Stampa', 'Nuova storia']) await expect(book.getByRole('button', { name, exact: true })).toBeVisible();
  return book;
}
