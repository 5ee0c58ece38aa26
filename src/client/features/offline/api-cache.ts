import { SESSION_OWNER_HEADER } from '../../../shared/session-owner-header';

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

/**
 * Puts a story as it is now into the service worker's cache, as the answer to GET
 * /api/stories/:id for its owner: after a save (sent, or kept on the device) the viewer opened
 * offline shows this version, not the one cached before the save.
 */
export async function cacheStoryAnswer(profileId: string, story: { id: string }): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const cache = await caches.open(API_CACHE_NAME);
    const headers = { 'content-type': 'application/json; charset=utf-8', [SESSION_OWNER_HEADER]: profileId };
    await cache.put(new Request(`/api/stories/${encodeURIComponent(story.id)}`), new Response(JSON.stringify({ story }), { headers }));
  } catch {
    // no Cache API here, or the storage is full: the viewer asks the server as before
  }
}
