import type { QueryClient } from '@tanstack/react-query';

/**
 * The query client the app is using, for code outside TanStack's provider that must reach its cache
 * (logout forgets the previous user's data, the outbox refreshes the archive once a story is sent,
 * a guard prefetches a screen's data). Issue 16 (P1): TanStack Query is not on the anonymous home
 * page, so this module holds only a reference (a type import): it is null until a screen that uses
 * queries has mounted <QueryRoot> (src/client/lib/query-root.tsx), and then there is nothing to clear.
 */
const mounted: QueryClient[] = [];

export function activeQueryClient(): QueryClient | null {
  return mounted.at(-1) ?? null;
}

/** Called by each mounted <QueryRoot> (and once for the app's client when it is created); the returned function forgets it again. */
export function registerQueryClient(client: QueryClient): () => void {
  mounted.push(client);
  return () => {
    const at = mounted.lastIndexOf(client);
    if (at >= 0) mounted.splice(at, 1);
  };
}
