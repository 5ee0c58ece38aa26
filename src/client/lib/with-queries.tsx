import { lazy, Suspense, type ReactNode } from 'react';

const QueryRoot = lazy(() => import('./query-root').then((m) => ({ default: m.QueryRoot })));

/**
 * Gives `children` TanStack Query (the app's client), downloading it on first use (issue 16, P1):
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
