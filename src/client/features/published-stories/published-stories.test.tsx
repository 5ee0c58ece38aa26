import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ReadingStory } from '../../../shared/schemas/reading-story';
import { PublishedStoriesList } from './published-stories-list';
import { SuperuserStoriesView } from './superuser-stories-view';

afterEach(() => {
  vi.unstubAllGlobals();
});

const story = (id: string, title: string, author: string | null): ReadingStory => ({
  id,
  title,
  content: 'Una storia breve.',
  author,
  imageId: null,
  imageUrl: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-04-02T10:00:00.000Z',
});

/** The network edge: answers every GET with the given stories and records the URLs asked. */
function stubStories(stories: ReadingStory[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ stories }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

function renderScreen(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe.each([
  {
    kind: 'reading',
    heading: 'Storie Magiche',
    author: null,
    count: '2 storie da leggere',
    viewer: '/reading-story-viewer/a',
    empty: 'Qui arriveranno presto nuove storie da leggere. Torna a trovarci!',
  },
  {
    kind: 'science',
    heading: 'Magia della Scienza',
    author: 'superuser',
    count: '2 storie scientifiche',
    viewer: '/science-story-viewer/a',
    empty: 'Qui arriveranno presto nuove storie della scienza. Torna a trovarci!',
  },
] as const)('the readers’ list of $kind stories', ({ kind, heading, author, count, viewer, empty }) => {
  test('asks its own API by title, counts the stories and links each to its viewer', async () => {
    const urls = stubStories([story('a', 'Il drago', author), story('b', 'La luna', author)]);
    renderScreen(<PublishedStoriesList kind={kind} />);
    expect(await screen.findByText(count)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(urls).toEqual([`/api/${kind}-stories?sort=title`]);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(viewer);
  });

  test('says so when nothing is published yet', async () => {
    stubStories([]);
    renderScreen(<PublishedStoriesList kind={kind} />);
    expect(await screen.findByText(empty)).toBeVisible();
  });
});

describe.each([
  {
    kind: 'reading',
    heading: 'Storie Magiche',
    sort: 'title',
    date: 'Aggiornata il 02/04/2026',
    view: '/superuser-reading-story-viewer/a',
    add: '/superuser-reading-stories-management',
  },
  {
    kind: 'science',
    heading: 'Storie Scientifiche',
    sort: 'newest',
    date: 'Pubblicata il 01/03/2026',
    view: '/superuser-science-story-viewer/a',
    add: '/superuser-science-stories-management',
  },
] as const)('the superuser’s list of $kind stories', ({ kind, heading, sort, date, view, add }) => {
  test('asks its own API in its own order and shows its own date', async () => {
    const urls = stubStories([story('a', 'Il drago', null)]);
    renderScreen(<SuperuserStoriesView kind={kind} />);
    const item = (await screen.findByRole('link', { name: 'Il drago' })).closest('li');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByText(date)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Il drago' })).toHaveAttribute('href', view);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aggiungi nuova storia' })).toHaveAttribute('href', add);
    expect(urls).toEqual([`/api/${kind}-stories?sort=${sort}`]);
  });
});
