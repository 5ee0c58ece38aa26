import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useLayoutEffect, type ReactNode } from 'react';
import { queryClient } from './query-client';
import { registerQueryClient } from './query-client-ref';

/**
 * TanStack Query's provider with the app's client. Nested roots (a widget's inside a screen's) and
 * a test's own provider share the outer client.
 */
export function QueryRoot({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const used = outer ?? client;
  // A layout effect: it runs before the children's effects (a guard's prefetch reads it there).
  useLayoutEffect(() => registerQueryClient(used), [used]);
  return outer ? <>{children}</> : <QueryClientProvider client={used}>{children}</QueryClientProvider>;
}
