import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory, type Location } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { createGuardedHistory, guardedHistoryOf, type HeldPop, type History, type PopMove } from './guarded-history';

type Seen = { action: string; pathname: string };

/** A guarded history over a memory history at /home → /editor, and what its listener saw. */
function memorySetup() {
  const base = UNSAFE_createMemoryHistory({ initialEntries: ['/home', '/editor'], v5Compat: true });
  const history = createGuardedHistory(base);
  const seen: Seen[] = [];
  history.listen(({ action, location }) => seen.push({ action, pathname: location.pathname }));
  return { base, history, seen };
}

/** A guard that holds every move to another pathname and keeps what it held. */
function holdingGuard() {
  const held: HeldPop[] = [];
  const asked: PopMove[] = [];
  return {
    held,
    asked,
    guard: {
      shouldHold: (move: PopMove) => {
        asked.push(move);
        return move.currentLocation.pathname !== move.nextLocation.pathname;
      },
      onHeld: (move: HeldPop) => held.push(move),
    },
  };
}

test('without a guard, back and forward reach the router as they are', () => {
  const { history, seen } = memorySetup();
  history.go(-1);
  history.go(1);
  expect(seen).toEqual([
    { action: 'POP', pathname: '/home' },
    { action: 'POP', pathname: '/editor' },
  ]);
});

test('a guard holds the back move: the router never sees it and the history is put back where it was', () => {
  const { base, history, seen } = memorySetup();
  const { guard, held, asked } = holdingGuard();
  history.guardPops(guard);
  history.go(-1);
  expect(seen).toEqual([]);
  expect(base.location.pathname).toBe('/editor');
  expect(base.index).toBe(1);
  expect(held).toHaveLength(1);
  expect(held[0]?.currentLocation.pathname).toBe('/editor');
  expect(held[0]?.nextLocation.pathname).toBe('/home');
  // Putting the URL back is not a move the guard is asked about.
  expect(asked).toHaveLength(1);
});

test('the forward button is held the same way', () => {
  const { base, history, seen } = memorySetup();
  history.go(-1);
  const { guard, held } = holdingGuard();
  history.guardPops(guard);
  history.go(1);
  expect(base.location.pathname).toBe('/home');
  expect(held[0]?.nextLocation.pathname).toBe('/editor');
  held[0]?.proceed();
  expect(seen.map((s) => s.pathname)).toEqual(['/home', '/editor']);
});

test('proceed makes the held move after all, without asking again; a second proceed does nothing', () => {
  const { base, history, seen } = memorySetup();
  const { guard, held, asked } = holdingGuard();
  history.guardPops(guard);
  history.go(-1);
  held[0]?.proceed();
  expect(seen).toEqual([{ action: 'POP', pathname: '/home' }]);
  expect(base.location.pathname).toBe('/home');
  expect(asked).toHaveLength(1);
  held[0]?.proceed();
  expect(base.location.pathname).toBe('/home');
  expect(seen).toHaveLength(1);
});

test('reset drops the held move: the router stays, and proceed afterwards does nothing', () => {
  const { base, history, seen } = memorySetup();
  const { guard, held } = holdingGuard();
  history.guardPops(guard);
  history.go(-1);
  held[0]?.reset();
  held[0]?.proceed();
  expect(seen).toEqual([]);
  expect(base.location.pathname).toBe('/editor');
  // The next back is asked about again.
  history.go(-1);
  expect(held).toHaveLength(2);
  expect(seen).toEqual([]);
});

test('a guard that lets a move pass (same pathname) and a removed guard hold nothing', () => {
  const base = UNSAFE_createMemoryHistory({ initialEntries: ['/editor', '/editor#fine', '/other'], v5Compat: true });
  const history = createGuardedHistory(base);
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(`${location.pathname}${location.hash}`));
  const { guard, held } = holdingGuard();
  const remove = history.guardPops(guard);
  history.go(-1);
  expect(held).toHaveLength(1);
  expect(seen).toEqual([]);
  remove();
  history.go(-1);
  expect(seen).toEqual(['/editor#fine']);
  history.guardPops(guard);
  history.go(-1);
  expect(seen).toEqual(['/editor#fine', '/editor']);
  expect(held).toHaveLength(1);
});

test('pushes and replaces are never held, and the guard then compares with where the router is', () => {
  const { history, seen } = memorySetup();
  const { guard, held } = holdingGuard();
  history.guardPops(guard);
  history.push('/story/1');
  history.replace('/story/2');
  expect(seen).toEqual([
    { action: 'PUSH', pathname: '/story/1' },
    { action: 'REPLACE', pathname: '/story/2' },
  ]);
  history.go(-1);
  expect(held[0]?.currentLocation.pathname).toBe('/story/2');
  expect(held[0]?.nextLocation.pathname).toBe('/editor');
});

test('guardedHistoryOf finds the guard only on a guarded history', () => {
  const base: History = UNSAFE_createMemoryHistory({ v5Compat: true });
  expect(guardedHistoryOf(base)).toBeNull();
  const guarded = createGuardedHistory(base);
  expect(guardedHistoryOf(guarded)).toBe(guarded);
});

// The same over the browser's own history (jsdom's): `go` is asynchronous there, the POP comes
// later as a popstate event, and the index lives in history.state.
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function popped(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
}

test('over the browser history, a held back is put back in the URL and proceed goes on', async () => {
  const history = createGuardedHistory(UNSAFE_createBrowserHistory({ window, v5Compat: true }));
  const seen: Location[] = [];
  const unlisten = history.listen(({ location }) => seen.push(location));
  history.push('/home');
  history.push('/editor');
  const { guard, held } = holdingGuard();
  history.guardPops(guard);

  const back = popped();
  window.history.back();
  await back;
  expect(held).toHaveLength(1);
  // The URL is put back by a second popstate.
  await vi.waitFor(() => expect(window.location.pathname).toBe('/editor'));
  expect(seen.map((l) => l.pathname)).toEqual(['/home', '/editor']);

  held[0]?.proceed();
  await vi.waitFor(() => expect(window.location.pathname).toBe('/home'));
  await vi.waitFor(() => expect(seen.map((l) => l.pathname)).toEqual(['/home', '/editor', '/home']));
  expect(held).toHaveLength(1);
  unlisten();
});
