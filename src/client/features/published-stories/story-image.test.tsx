import { fireEvent, render, screen } from '@testing-library/react';
import { AppToaster } from '../../components/layout/app-toaster';
import { expect, test, vi } from 'vitest';
import { checkImageFile, checkImageFileContent } from './check-image-file';
import { KEEP_IMAGE } from './story-form-data';
import { StoryImageField } from './story-image-field';
import { StoryImage } from './story-image';
import { StoryImageDialog } from './story-image-dialog';

test('a list image that fails to load shows the placeholder \u2018Immagine non disponibile\u2019', () => {
  render(<StoryImage src="/api/images/sparita" alt="Disegno" />);
  const img = screen.getByRole('img', { name: 'Disegno' });
  fireEvent.error(img);
  expect(screen.getByRole('img', { name: 'Immagine non disponibile' })).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Disegno' })).not.toBeInTheDocument();
});

test('the image dialog closes with \u2018Errore di caricamento\u2019 when the image fails', async () => {
  const onClose = vi.fn();
  render(
    <>
      <AppToaster />
      <StoryImageDialog image={{ src: '/api/images/sparita', title: 'Le api' }} onClose={onClose} />
    </>,
  );
  expect(screen.getByRole('dialog', { name: 'Le api' })).toBeInTheDocument();
  fireEvent.error(screen.getByRole('img', { name: 'Immagine della storia «Le api»' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Errore di caricamento')).toBeInTheDocument();
  expect(screen.getByText("L'immagine potrebbe non essere più disponibile")).toBeInTheDocument();
});

test('the browser refuses empty, huge and non-image files before sending them', () => {
  expect(checkImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  expect(checkImageFile(new File([''], 'vuoto.png', { type: 'image/png' }))).toBe('Il file scelto è vuoto');
  expect(checkImageFile(new File(['testo'], 'nota.txt', { type: 'text/plain' }))).toMatch(/non è un'immagine/);
  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
  expect(checkImageFile(big)).toBe("L'immagine è troppo grande: può pesare al massimo 5 MB");
});

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

test('at pick time a text file named .png is refused by its bytes; a real PNG passes', async () => {
  expect(await checkImageFileContent(new File(['non sono una foto'], 'finta.png', { type: 'image/png' }))).toMatch(/non è un'immagine/);
  expect(await checkImageFileContent(new File([PNG_HEAD], 'vera.png', { type: 'image/png' }))).toBeNull();
  const big = new File([PNG_HEAD, new Uint8Array(6 * 1024 * 1024)], 'grande.png', { type: 'image/png' });
  expect(await checkImageFileContent(big)).toBe("L'immagine è troppo grande: può pesare al massimo 5 MB");
});

test('the image field says at once that a disguised text file is not an image, and keeps no preview', async () => {
  const onChange = vi.fn();
  render(<StoryImageField currentUrl={null} value={KEEP_IMAGE} onChange={onChange} />);
  fireEvent.change(screen.getByLabelText('Immagine (facoltativa)'), {
    target: { files: [new File(['non sono una foto'], 'finta.png', { type: 'image/png' })] },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent("Il file scelto non è un'immagine");
  expect(onChange).not.toHaveBeenCalled();
});
