import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from './lazy-named';

// A chunk that fails to load reloads the page once (lazyNamed), as a screen's does.
const QueryRoot = lazyNamed(() => import('./query-root'), 'QueryRoot');

/**
 * Gives `children` TanStack Query (the app's client), downloading it on first use (home page JavaScript, figure P1 in docs/benchmarks.md):
 * the layout wraps every screen but the home page with it, and the home page's widgets that need
 * queries (unread messages, a child's reading settings) wrap themselves.
 */
export function WithQueries({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryRoot>{children}</QueryRoot>
    </Suspense>
  );
}
