import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { paperFileName } from '../../../shared/schemas/paper';
import { BookletButton } from './booklet-dialog';
import { ListBookletButton } from './booklet-dialog-host';
import { DeckDownloads } from './deck-downloads';
import { appConfigQueryKey } from '../entrance/use-app-config';

/** Inside the app's query client, with the site's configuration already known. */
function render(ui: ReactElement, { translation = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(appConfigQueryKey, { supportEmail: '', translation, ai: { text: false, images: false }, aiProvider: null });
  return renderBare(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

test("'Libretto PDF' opens the options; the download link carries the chosen options, by keyboard too", async () => {
  const user = userEvent.setup();
  render(<BookletButton storyId="abc-123" storyTitle="Il drago" />);
  await user.click(screen.getByRole('button', { name: 'Libretto PDF: Il drago' }));
  // The options load with the first click.
  await screen.findByRole('link', { name: 'Scarica il libretto' });
  const link = () => screen.getByRole('link', { name: 'Scarica il libretto' });
  expect(link().getAttribute('href')).toBe('/api/stories/abc-123/booklet?edition=normale&format=a5&language=italiano');
  expect(link().hasAttribute('download')).toBe(true);

  await user.click(screen.getByLabelText('STAMPATO MAIUSCOLO'));
  await user.click(screen.getByLabelText('Pagine A4 in ordine'));
  // Arrow keys move a radio group's choice.
  screen.getByLabelText('Italiano').focus();
  await user.keyboard('{ArrowRight}');
  expect(link().getAttribute('href')).toBe('/api/stories/abc-123/booklet?edition=maiuscolo&format=a4&language=inglese');

  // Closed and opened again, the dialog keeps the options chosen.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('link', { name: 'Scarica il libretto' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Libretto PDF: Il drago' }));
  expect((await screen.findByRole('link', { name: 'Scarica il libretto' })).getAttribute('href')).toBe(
    '/api/stories/abc-123/booklet?edition=maiuscolo&format=a4&language=inglese',
  );
});

test('without a translation service the booklet offers no English', async () => {
  const user = userEvent.setup();
  render(<BookletButton storyId="abc-123" storyTitle="Il drago" />, { translation: false });
  await user.click(screen.getByRole('button', { name: 'Libretto PDF: Il drago' }));
  expect((await screen.findByRole('link', { name: 'Scarica il libretto' })).getAttribute('href')).toBe(
    '/api/stories/abc-123/booklet?edition=normale&format=a5&language=italiano',
  );
  expect(screen.queryByRole('radiogroup', { name: 'Lingua' })).toBeNull();
  expect(screen.queryByLabelText('Inglese')).toBeNull();
});

test("'Carte da stampare' links each deck's PDF", () => {
  render(<DeckDownloads decks={['propp', 'lettere']} />);
  expect(screen.getByRole('heading', { name: 'Carte da stampare' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Carte di Propp (PDF da stampare)' }).getAttribute('href')).toBe('/api/decks/propp');
  expect(screen.getByRole('link', { name: 'Una Parola, Tante Storie (lettere) (PDF da stampare)' }).getAttribute('href')).toBe('/api/decks/lettere');
});

test('file names are plain ASCII from the title', () => {
  expect(paperFileName('libretto', 'Perché il Drago è BLU?')).toBe('libretto-perche-il-drago-e-blu.pdf');
  expect(paperFileName('libretto', '???')).toBe('libretto.pdf');
});

test("a list's 'Libretto PDF' outside a BookletDialogHost still opens its own dialog", async () => {
  const user = userEvent.setup();
  render(<ListBookletButton storyId="xyz-9" storyTitle="La balena" />);
  // Its own dialog loads when the button is drawn; the button looks the same meanwhile.
  await user.click(await screen.findByRole('button', { name: 'Libretto PDF: La balena', expanded: false }));
  expect(await screen.findByRole('dialog', { name: 'Libretto PDF' })).toHaveTextContent('La balena');
  expect(screen.getByRole('link', { name: 'Scarica il libretto' }).getAttribute('href')).toBe(
    '/api/stories/xyz-9/booklet?edition=normale&format=a5&language=italiano',
  );
});
