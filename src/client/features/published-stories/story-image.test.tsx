import { fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { expect, test, vi } from 'vitest';
import { checkImageFile } from './check-image-file';
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
      <Toaster />
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
