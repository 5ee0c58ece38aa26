import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ANONYMOUS_AUTHOR_ID } from '../../../../shared/schemas/story';
import { clearPublicMode, enterPublicMode } from '../../auth/session';
import { installFakeStoryApi, makeStory, renderWithApp } from '../../../../../tests/support/client/fake-story-api';
import { BookPage, FOUND_IN_ARCHIVE, WAITS_FOR_APPROVAL } from './book-page';

afterEach(() => {
  clearPublicMode();
  vi.unstubAllGlobals();
});

test('a child’s saved story: title, author, mascot, and Leggi / Stampa / Nuova storia', async () => {
  const user = userEvent.setup();
  const onNewStory = vi.fn();
  const print = vi.fn();
  vi.stubGlobal('print', print);
  installFakeStoryApi();
  renderWithApp(<BookPage story={makeStory({ title: 'Il drago gentile', authorName: 'Luca' })} updated={false} onNewStory={onNewStory} />, {
    path: '/ghost-editor',
  });
  expect(screen.getByRole('heading', { name: 'Il drago gentile' })).toBeVisible();
  expect(screen.getByText('di Luca')).toBeVisible();
  expect(screen.getByRole('img', { name: 'Il fantasmino di FantasMia' })).toBeVisible();
  expect(screen.getByText(FOUND_IN_ARCHIVE)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Leggi' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Stampa' }));
  expect(print).toHaveBeenCalledTimes(1);
  // The print view holds the story itself.
  expect(screen.getByTestId('print-view')).toHaveTextContent('Il drago gentile');
  await user.click(screen.getByRole('button', { name: 'Nuova storia' }));
  expect(onNewStory).toHaveBeenCalledTimes(1);
});

test('the public user has no archive: the page says the story waits for the superuser, and offers another story or the home page', async () => {
  enterPublicMode();
  installFakeStoryApi({ user: null });
  const user = userEvent.setup();
  const onNewStory = vi.fn();
  renderWithApp(
    <BookPage story={makeStory({ title: 'La luna', authorId: ANONYMOUS_AUTHOR_ID, authorName: 'Anonimo' })} updated={false} onNewStory={onNewStory} />,
    {
      path: '/ghost-editor',
      extra: { '/': <p>Pagina iniziale</p> },
    },
  );
  expect(screen.getByText(WAITS_FOR_APPROVAL)).toBeVisible();
  expect(screen.queryByText(FOUND_IN_ARCHIVE)).toBeNull();
  // The viewer would not show a story still waiting: no Leggi.
  expect(screen.queryByRole('button', { name: 'Leggi' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Scrivi un’altra storia' }));
  expect(onNewStory).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('link', { name: 'Torna alla home' }));
  expect(await screen.findByText('Pagina iniziale')).toBeVisible();
});

test('the author, logged in, may record her voice on her finished book', async () => {
  installFakeStoryApi();
  renderWithApp(<BookPage story={makeStory({ title: 'Il drago gentile', authorId: 'user-1' })} updated={false} onNewStory={vi.fn()} />, {
    path: '/ghost-editor',
  });
  expect(await screen.findByRole('button', { name: 'Registra la mia voce' })).toBeVisible();
});
