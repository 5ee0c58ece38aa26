/** The service worker's cache of API answers (vite.config.ts: runtimeCaching, 'fantasmia-api'). */
export const API_CACHE_NAME = 'fantasmia-api';

/**
 * Forgets every cached API answer: on logout and on every login, so one profile's archive and
 * stories never show to the next child on the same tablet.
 */
export async function clearApiCache(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(API_CACHE_NAME);
  } catch {
    // no Cache API here (not a secure context): nothing was cached
  }
}
