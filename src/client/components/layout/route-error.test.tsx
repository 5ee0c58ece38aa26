import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceForChunkError } from '../../lib/chunk-reload';
import { ROUTE_ERROR_TITLE, RouteError, RouteErrorElement } from './route-error';

function Broken(): never {
  throw new Error('il componente si è rotto');
}

const CHUNK_MESSAGE = 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/profiles-1a2b3c.js';

afterEach(() => sessionStorage.clear());

/** A data router whose screen at /profili is `screen`, inside a layout with a link home. */
function renderRoutes(screen: Partial<RouteObject>, reload?: () => void) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Link to="/">Home</Link>
            <Outlet />
          </>
        ),
        children: [
          {
            errorElement: <RouteErrorElement reload={reload} />,
            children: [
              { path: '/', element: <p>La pagina iniziale</p> },
              { path: '/profili', ...screen },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/profili'] },
  );
  // React Router reports the error it caught on the console: the test asserts on it instead.
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<RouterProvider router={router} />);
  return Object.assign(router, { reported });
}

describe('the route error element', () => {
  it('shows the Italian message for child and adult instead of a blank page, inside the layout', async () => {
    const { reported } = renderRoutes({ Component: Broken });
    expect(await screen.findByRole('heading', { name: ROUTE_ERROR_TITLE })).toBeVisible();
    expect(reported.mock.calls.flat()).toContainEqual(new Error('il componente si è rotto'));
    expect(screen.getByRole('alert')).toHaveTextContent('Non è colpa tua!');
    expect(screen.getByRole('alert')).toHaveTextContent('Per l’adulto: qualcosa non ha funzionato');
  });

  it('Riprova reloads', async () => {
    let reloads = 0;
    render(<RouteError error={new Error('il componente si è rotto')} reload={() => reloads++} />);
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(reloads).toBe(1);
  });

  it('starts afresh when the address changes, so the home button still works', async () => {
    renderRoutes({ Component: Broken });
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('La pagina iniziale')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it('a chunk that still fails after the one automatic reload shows the error element, not a spinner forever', async () => {
    // The reload for this failure has already happened in this tab.
    sessionStorage.setItem('fantasmia:chunk-reloads', JSON.stringify([CHUNK_MESSAGE]));
    renderRoutes({ lazy: () => Promise.reject(new TypeError(CHUNK_MESSAGE)) });
    expect(await screen.findByRole('heading', { name: ROUTE_ERROR_TITLE })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('forse è appena arrivata una nuova versione');
  });

  it("a chunk that fails for the first time reloads the page once, at the screen's address, with the spinner and no error", async () => {
    let reloads = 0;
    const router = renderRoutes({ lazy: () => Promise.reject(new TypeError(CHUNK_MESSAGE)) }, () => reloads++);
    expect(await screen.findByText('Caricamento...')).toBeVisible();
    expect(reloads).toBe(1);
    expect(router.state.location.pathname).toBe('/profili');
    expect(screen.queryByRole('heading', { name: ROUTE_ERROR_TITLE })).toBeNull();
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads once for a chunk that failed to load, never twice for the same failure', () => {
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadOnceForChunkError(new TypeError(CHUNK_MESSAGE), reload, sessionStorage)).toBe(true);
    expect(reloadOnceForChunkError(new TypeError(CHUNK_MESSAGE), reload, sessionStorage)).toBe(false);
    expect(reloads).toBe(1);
    // A later deploy fails on another file: one more reload is allowed for it.
    expect(reloadOnceForChunkError(new TypeError(CHUNK_MESSAGE.replace('1a2b3c', '9z8y7x')), reload, sessionStorage)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('never reloads for an ordinary error or without session storage', () => {
    let reloads = 0;
    expect(reloadOnceForChunkError(new Error('undefined is not a function'), () => reloads++, sessionStorage)).toBe(false);
    expect(reloadOnceForChunkError(new TypeError(CHUNK_MESSAGE), () => reloads++, null)).toBe(false);
    expect(reloads).toBe(0);
  });

  it('keeps only the last 20 failures', () => {
    for (let i = 0; i < 25; i++) reloadOnceForChunkError(new TypeError(`${CHUNK_MESSAGE}?v=${i}`), () => undefined, sessionStorage);
    expect(JSON.parse(sessionStorage.getItem('fantasmia:chunk-reloads') ?? '[]')).toHaveLength(20);
  });
});
