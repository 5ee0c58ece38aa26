import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useLayoutEffect, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { registerQueryClient } from './query-client-ref';

/** The app's one query client: created when the first screen that uses queries loads this module. */
export const appQueryClient = createQueryClient();
// Known from now on, even with no QueryRoot mounted (back on the home page): a logout there must
// still forget the previous user's cached data.
registerQueryClient(appQueryClient);

/**
 * TanStack Query's provider, loaded lazily (`WithQueries`, src/client/lib/with-queries.tsx) by the
 * screens and widgets that use queries: the anonymous home page never downloads it (issue 16, P1).
 * Nested roots (a widget's inside a screen's) and a test's own provider share the outer client.
 */
export function QueryRoot({ client = appQueryClient, children }: { client?: QueryClient; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const used = outer ?? client;
  // A layout effect: it runs before the children's effects (a guard's prefetch reads it there).
  useLayoutEffect(() => registerQueryClient(used), [used]);
  return outer ? <>{children}</> : <QueryClientProvider client={used}>{children}</QueryClientProvider>;
}
