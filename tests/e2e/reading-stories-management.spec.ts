import { expect, test } from '@playwright/test';
import { createChildAndLogin, loginSuperuser, uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

// The superuser publishes reading stories (spec 000 §2 management screen, §5 rules).

test('the superuser creates, edits and deletes a reading story; duplicates and 2001 characters are refused', async ({ page }) => {
  await loginSuperuser(page);
  const title = uniqueName('La volpe');
  await page.goto('/superuser-story-management-selection');
  await page.getByRole('link', { name: /Storie Magiche/ }).click();
  await expect(page.getByRole('heading', { name: 'Gestione Storie Magiche' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole('form', { name: 'Nuova storia' });
  const save = form.getByRole('button', { name: 'Salva', exact: true });
  await expect(save).toBeDisabled();
  await expect(form.getByLabel('Titolo')).toHaveAttribute('maxlength', '100');
  await form.getByLabel('Titolo').fill(title);
  await expect(save).toBeDisabled();
  const text = 'C’era una volta una volpe che sapeva contare le stelle.';
  await form.getByLabel('Contenuto').fill(text);
  await expect(form.getByText(`${text.length}/2000`)).toBeVisible();
  await save.click();
  await expect(page.getByText('Storia creata con successo')).toBeVisible();
  // Saving clears the form.
  await expect(form.getByLabel('Titolo')).toHaveValue('');
  await expect(form.getByLabel('Contenuto')).toHaveValue('');
  const list = page.getByRole('region', { name: 'Storie pubblicate' });
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The same title in other capitals is refused by the server, with the spec's message.
  await form.getByLabel('Titolo').fill(title.toUpperCase());
  await form.getByLabel('Contenuto').fill('Un doppione');
  await save.click();
  await expect(form.getByText('Esiste già una storia con questo titolo')).toBeVisible();
  await expect(list.getByRole('heading', { name: title.toUpperCase(), exact: true })).toHaveCount(0);

  // 2001 characters: the counter turns red and the story is not saved.
  await form.getByLabel('Titolo').fill(uniqueName('Troppo lunga'));
  await form.getByLabel('Contenuto').fill('a'.repeat(2001));
  await expect(form.getByText('2001/2000')).toBeVisible();
  await expect(form.getByText('Il contenuto non può superare i 2000 caratteri')).toBeVisible();
  await save.click();
  await expect(form.getByLabel('Contenuto')).toHaveValue('a'.repeat(2001));
  await expect(form.getByLabel('Contenuto')).toHaveAttribute('aria-invalid', 'true');
  await expect(list.getByRole('heading', { name: /Troppo lunga/ })).toHaveCount(0);

  // Edit: the form fills in, 'Annulla' leaves edit mode, saving updates the story.
  await list.getByRole('button', { name: `Modifica «${title}»` }).click();
  const editForm = page.getByRole('form', { name: 'Modifica storia' });
  await expect(editForm.getByLabel('Titolo')).toHaveValue(title);
  await editForm.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('form', { name: 'Nuova storia' }).getByLabel('Titolo')).toHaveValue('');

  await list.getByRole('button', { name: `Modifica «${title}»` }).click();
  const edited = `${title} e il lupo`;
  await editForm.getByLabel('Titolo').fill(edited);
  await editForm.getByLabel('Contenuto').fill('La volpe e il lupo diventarono amici.');
  await editForm.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Storia aggiornata con successo')).toBeVisible();
  await expect(list.getByRole('heading', { name: edited })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Nuova storia' })).toBeVisible();

  // Delete, after a confirmation.
  await list.getByRole('button', { name: `Elimina «${edited}»` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Eliminare la storia?' });
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(list.getByRole('heading', { name: edited })).toBeVisible();
  await list.getByRole('button', { name: `Elimina «${edited}»` }).click();
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Storia eliminata')).toBeVisible();
  await expect(list.getByRole('heading', { name: edited })).toHaveCount(0);
  const res = await page.request.get('/api/reading-stories');
  expect(((await res.json()) as { stories: { title: string }[] }).stories.some((s) => s.title === edited)).toBe(false);
});

test('a child is sent away from the management screens and cannot write through the API', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/superuser-reading-stories-management');
  await expect(page).toHaveURL(/\/superuser$/);
  const res = await page.request.post('/api/reading-stories', { data: { title: 'Mia', content: 'x' } });
  expect(res.status()).toBe(403);
});

test('the superuser viewer: four voices, export, MODIFICA menu and edit mode', async ({ page }) => {
  await loginSuperuser(page);
  const title = uniqueName('Il faro');
  const created = await page.request.post('/api/reading-stories', { data: { title, content: 'Il faro guardava il mare tutta la notte.' } });
  expect(created.status()).toBe(201);
  await page.goto('/superuser-reading-stories-view');
  await page.getByRole('link', { name: `Apri «${title}»` }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.getByRole('combobox', { name: 'Voce' }).click();
  for (const voice of ['Uomo', 'Donna', 'Bambino', 'Bambina']) await expect(page.getByRole('option', { name: voice })).toBeVisible();
  await page.getByRole('option', { name: 'Uomo' }).click();
  await expect(page.getByRole('combobox', { name: 'Voce' })).toHaveText('Uomo');

  await page.getByRole('button', { name: 'Esporta' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Scarica testo (.txt)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^il-faro.*\.txt$/);

  await page.getByRole('button', { name: 'MODIFICA' }).click();
  await page.getByRole('menuitem', { name: 'Migliora testo (AI)' }).click();
  await expect(page.getByText('Funzione in sviluppo')).toBeVisible();
  await page.getByRole('button', { name: 'MODIFICA' }).click();
  await page.getByRole('menuitem', { name: 'Poesia' }).click();
  await expect(page.getByText('Funzione in sviluppo').first()).toBeVisible();

  await page.getByRole('button', { name: 'MODIFICA' }).click();
  await page.getByRole('menuitem', { name: 'Modifica testo' }).click();
  const form = page.getByRole('form', { name: 'Modifica storia' });
  await form.getByLabel('Contenuto').fill('Nuovo testo del faro.');
  await form.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('region', { name: 'Testo della storia' })).toHaveText('Il faro guardava il mare tutta la notte.');

  await page.getByRole('button', { name: 'MODIFICA' }).click();
  await page.getByRole('menuitem', { name: 'Modifica testo' }).click();
  await form.getByLabel('Contenuto').fill('Il faro guardava il mare e salutava le barche.');
  await form.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Storia aggiornata con successo')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Testo della storia' })).toHaveText('Il faro guardava il mare e salutava le barche.');
});

test('a superuser viewer opened for a missing id goes back to its list', async ({ page }) => {
  await loginSuperuser(page);
  await page.goto('/superuser-reading-story-viewer/non-esiste');
  await expect(page.getByText('Storia non trovata')).toBeVisible();
  await expect(page).toHaveURL(/\/superuser-reading-stories-view$/);
});
