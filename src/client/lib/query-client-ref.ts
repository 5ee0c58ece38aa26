import type { QueryClient } from '@tanstack/react-query';

/**
 * The query client the screens are drawn with, for code outside TanStack's hooks that must reach
 * its cache (logout forgets the previous user's data, the outbox refreshes the archive once a story
 * is sent, a guard prefetches a screen's data): the app's client (lib/query-client.ts), or a test's
 * own while its <QueryRoot> is mounted.
 */
const mounted: QueryClient[] = [];

export function activeQueryClient(): QueryClient | null {
  return mounted.at(-1) ?? null;
}

/** Called once for the app's client and by each mounted <QueryRoot>; the returned function forgets it again. */
export function registerQueryClient(client: QueryClient): () => void {
  mounted.push(client);
  return () => {
    const at = mounted.lastIndexOf(client);
    if (at >= 0) mounted.splice(at, 1);
  };
}
