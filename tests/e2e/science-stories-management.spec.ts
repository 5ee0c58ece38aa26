import { expect, test } from '@playwright/test';
import { loginSuperuser, uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

// The superuser publishes science stories with an image (spec 000 §2, §4, §5).

/** A real 2×2 PNG made here, so the test depends on no file on disk. */
// A real 2×2 PNG: uploads are decoded and re-encoded, so the bytes must be a valid picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWOIWnAnasEdBggFADFuB1kumSTqAAAAAElFTkSuQmCC',
  'base64',
);

test('the superuser creates a science story with an image and deletes it', async ({ page }) => {
  await loginSuperuser(page);
  const title = uniqueName('Il volo delle api');
  await page.goto('/superuser-story-management-selection');
  await page.getByRole('link', { name: /Magia della Scienza/ }).click();
  await expect(page.getByRole('heading', { name: 'Storie Scientifiche' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Aggiungi nuova storia' }).click();
  await expect(page.getByRole('heading', { name: 'Nuova Storia Scientifica' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByText('Questa è una magia della natura')).toBeVisible();

  // Both fields are required.
  await page.getByRole('button', { name: 'Salva Storia' }).click();
  await expect(page.getByText('Titolo e contenuto sono obbligatori').first()).toBeVisible();

  await page.getByLabel('Titolo').fill(title);
  await page.getByLabel('Testo').fill('Le api danzano per dire alle compagne dove sono i fiori.');
  // A text file dressed as a PNG is refused at once, by its bytes (the server checks them again).
  await page.getByLabel('Immagine (facoltativa)').setInputFiles({ name: 'finta.png', mimeType: 'image/png', buffer: Buffer.from('non sono una foto') });
  await expect(page.getByText("Il file scelto non è un'immagine", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Anteprima di finta.png' })).toHaveCount(0);

  await page.getByLabel('Immagine (facoltativa)').setInputFiles({ name: 'api.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Anteprima di api.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Salva Storia' }).click();
  await expect(page.getByText('Storia scientifica salvata con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/superuser-science-stories-view$/);

  // Newest first, with the image icon opening the image.
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first.getByRole('link', { name: title, exact: true })).toBeVisible();
  await first.getByRole('button', { name: `Guarda l’immagine di «${title}»` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const img = dialog.getByRole('img');
  await expect(img).toBeVisible();
  expect(await img.evaluate((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth === 2)).toBe(true);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();

  // The image is served with its type, to anyone.
  const src = await page.request.get('/api/science-stories?sort=newest');
  const story = ((await src.json()) as { stories: { id: string; title: string; imageUrl: string | null }[] }).stories.find((s) => s.title === title);
  expect(story?.imageUrl).toBeTruthy();
  const anonymous = await page.context().browser()?.newContext({ baseURL: page.url() });
  const image = await anonymous?.request.get(story?.imageUrl ?? '');
  expect(image?.status()).toBe(200);
  expect(image?.headers()['content-type']).toBe('image/png');
  await anonymous?.close();

  // Delete with confirmation.
  await first.getByRole('button', { name: `Elimina «${title}»` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Storia scientifica eliminata con successo')).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});

test('the superuser viewer edits title, text and image, then deletes the story', async ({ page }) => {
  await loginSuperuser(page);
  const title = uniqueName('Il magnete');
  const created = await page.request.post('/api/science-stories', {
    multipart: { title, content: 'Il magnete attira il ferro.', image: { name: 'm.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(created.status()).toBe(201);
  await page.goto('/superuser-science-stories-view');
  await page.getByRole('link', { name: `Apri «${title}»` }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Modifica', exact: true }).click();
  const form = page.getByRole('form', { name: 'Modifica storia scientifica' });
  await expect(form.getByRole('img', { name: 'Immagine attuale della storia' })).toBeVisible();
  await form.getByLabel('Titolo').fill(`${title} e la bussola`);
  await form.getByLabel('Testo').fill('Anche la Terra è un grande magnete: per questo la bussola indica il nord.');
  await form.getByRole('button', { name: 'Rimuovi immagine' }).click();
  await expect(form.getByText('L’immagine sarà rimossa')).toBeVisible();
  await form.getByRole('button', { name: 'Salva Storia' }).click();
  await expect(page.getByText('Storia scientifica salvata con successo')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} e la bussola` })).toBeVisible();
  await page.getByRole('button', { name: 'MEDIA' }).click();
  await expect(page.getByRole('menuitem', { name: 'Nessuna immagine disponibile' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Modifica', exact: true }).click();
  await form.getByLabel('Immagine (facoltativa)').setInputFiles({ name: 'bussola.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Salva Storia' }).click();
  await expect(page.getByText('Storia scientifica salvata con successo').first()).toBeVisible();
  await page.getByRole('button', { name: 'MEDIA' }).click();
  await page.getByRole('menuitem', { name: 'Visualizza immagine' }).click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Storia scientifica eliminata con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/superuser-science-stories-view$/);
  await expect(page.getByRole('link', { name: `${title} e la bussola`, exact: true })).toHaveCount(0);
  // The deleted story is not fetched again: no red 'Storia non trovata' over the success toast.
  await expect(page.getByText('Storia non trovata')).toHaveCount(0);
});
