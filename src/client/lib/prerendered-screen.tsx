import { use, useState, type ComponentType } from 'react';

/** Whether #root holds a page drawn at build time (home.html, see src/client/prerender-home.tsx). */
export function hasPrerenderedPage(): boolean {
  return typeof document !== 'undefined' && document.querySelector('#root > [data-prerendered]') !== null;
}

/**
 * Issue 16 (P2): a lazy screen that may arrive already drawn in the HTML (the home page on `/`).
 * React's createRoot replaces #root's children at its first commit; with a lazy screen, that commit
 * would show the screen's spinner between the prerendered page and the same page drawn by React.
 * So when the page was prerendered, the screen's code is asked for at once, `useWaitForScreen()`
 * (called in the route table, above every Suspense boundary) makes React's first render wait,
 * committing nothing, so the prerendered page stays on screen, and `Screen` then draws the loaded
 * component directly. Without a prerendered page, or should the code fail to load, `Screen` is the
 * ordinary lazy screen (with its chunk-reload handling).
 */
export function prerenderedScreen<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  Lazy: ComponentType & { preload: () => Promise<void> },
  /** The screen's address: a page drawn at another address (a child's dashboard) is not this screen's. */
  at: string,
) {
  let loaded: ComponentType | undefined;
  let settled = false;
  const ready =
    hasPrerenderedPage() && window.location.pathname === at
      ? load().then(
          (module) => {
            loaded = module[name] as ComponentType;
            settled = true;
          },
          () => {
            settled = true;
          },
        )
      : null;

  function useWaitForScreen(): void {
    if (ready && !settled) use(ready);
  }

  function Screen() {
    // Chosen once per mount: the same component for the whole life of the screen.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Screen: Object.assign(Screen, { preload: Lazy.preload }), useWaitForScreen };
}
