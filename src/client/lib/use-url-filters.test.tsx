import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { useUrlFilters } from './use-url-filters';

function List() {
  const { search, setSearch } = useUrlFilters();
  return (
    <>
      <input aria-label="Cerca" value={search} onChange={(event) => setSearch(event.target.value)} />
      <Link to="/story/1">Apri</Link>
    </>
  );
}

/** A list, and a story whose screen waits for `storyReady` (its code or data still loading). */
function setup() {
  let storyReady = () => {};
  const loaded = new Promise<null>((resolve) => {
    storyReady = () => resolve(null);
  });
  const router = createMemoryRouter(
    [
      { path: '/list', element: <List /> },
      { path: '/story/:id', loader: () => loaded, element: <p>Storia</p> },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return { router, storyReady };
}

afterEach(() => {
  vi.useRealTimers();
});

test('the search reaches the URL a moment after typing stops', () => {
  vi.useFakeTimers();
  const { router } = setup();
  fireEvent.change(screen.getByLabelText('Cerca'), { target: { value: 'drago ' } });
  expect(router.state.location.search).toBe('');
  act(() => vi.advanceTimersByTime(300));
  expect(router.state.location.search).toBe('?q=drago');
});

test('a story opened just after typing opens: the search does not cancel its navigation', async () => {
  vi.useFakeTimers();
  const { router, storyReady } = setup();
  fireEvent.change(screen.getByLabelText('Cerca'), { target: { value: 'drago' } });
  fireEvent.click(screen.getByRole('link', { name: 'Apri' }));
  expect(router.state.navigation.state).toBe('loading');
  // The search's moment passes while the story is still loading.
  act(() => vi.advanceTimersByTime(300));
  await act(async () => {
    storyReady();
    await vi.runAllTimersAsync();
  });
  expect(router.state.location.pathname).toBe('/story/1');
  expect(screen.getByText('Storia')).toBeInTheDocument();
});
