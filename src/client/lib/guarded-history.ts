import type { HistoryRouterProps, Location } from 'react-router';

/** React Router's history (browser or memory), as `unstable_HistoryRouter` takes it. */
export type History = HistoryRouterProps['history'];
type Listener = Parameters<History['listen']>[0];
type Update = Parameters<Listener>[0];

/** A move of the browser's back or forward button, as a guard is asked about it. */
export interface PopMove {
  currentLocation: Location;
  nextLocation: Location;
}

/** A move that a guard held: `proceed()` makes it after all, `reset()` drops it (once). */
export interface HeldPop extends PopMove {
  proceed(): void;
  reset(): void;
}

export interface PopGuard {
  /** Whether this move waits for an answer. */
  shouldHold(move: PopMove): boolean;
  /** The held move: the URL is already back where it was. */
  onHeld(held: HeldPop): void;
}

export interface GuardedHistory extends History {
  /** Adds a guard on the back and forward buttons; returns its removal. */
  guardPops(guard: PopGuard): () => void;
}

/**
 * Wraps React Router's history so that a guard can hold the browser's back and forward buttons,
 * as the data router's `useBlocker` does, without the data router (issue 16, P1: it is most of
 * React Router's weight on the home page). A held POP never reaches the router: the URL is put
 * back with `go(-delta)` (the history keeps each entry's index in `history.state`), and the move
 * is made again, without asking, on `proceed()`. Pushes and replaces (links, `navigate`) pass as
 * they are; the editors ask about those before they start them.
 */
export function createGuardedHistory(base: History): GuardedHistory {
  const guards = new Set<PopGuard>();
  let current = base.location;
  // The POP this module causes itself when it puts the URL back: nobody sees it.
  let ignoreNext = false;
  // The POP of a held move made after all: it passes without asking.
  let passNext = false;

  const filter =
    (listener: Listener) =>
    (update: Update): void => {
      if (update.action === 'POP') {
        if (ignoreNext) {
          ignoreNext = false;
          return;
        }
        if (passNext) passNext = false;
        else if (hold(update)) return;
      }
      current = update.location;
      listener(update);
    };

  /** Holds the move when a guard asks to; false lets it pass. */
  function hold({ location, delta }: Update): boolean {
    // Without the entry's index (an entry the history did not make) there is no way back.
    if (delta === null || delta === 0) return false;
    const move: PopMove = { currentLocation: current, nextLocation: location };
    const guard = [...guards].find((g) => g.shouldHold(move));
    if (!guard) return false;
    ignoreNext = true;
    base.go(-delta);
    let settled = false;
    guard.onHeld({
      ...move,
      proceed() {
        if (settled) return;
        settled = true;
        passNext = true;
        base.go(delta);
      },
      reset() {
        settled = true;
      },
    });
    return true;
  }

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state?: unknown) => base.push(to, state),
    replace: (to, state?: unknown) => base.replace(to, state),
    go: (delta) => base.go(delta),
    listen(listener) {
      current = base.location;
      return base.listen(filter(listener));
    },
    guardPops(guard) {
      guards.add(guard);
      return () => {
        guards.delete(guard);
      };
    },
  };
}

/** The guarded history behind a router's navigator, or null (a `MemoryRouter` in a test). */
export function guardedHistoryOf(navigator: object): GuardedHistory | null {
  return 'guardPops' in navigator && typeof navigator.guardPops === 'function' ? (navigator as GuardedHistory) : null;
}
