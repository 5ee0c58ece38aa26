/**
 * Whose cached API answers may be kept and shown: the service worker's side of the rule that
 * cached answers belong to one profile's session (the page's side is device-owner.ts).
 *
 * The page records the device's owner, `{ profileId, until }`, in its own small Cache Storage
 * entry (the worker cannot read localStorage). The server names the profile of every answer in a
 * header. The worker then keeps an answer only when it names the current owner, and shows a kept
 * answer only while that owner is recorded and `until` has not passed. With no owner (logged out,
 * expired, another child about to log in) nothing is kept and nothing cached is shown, even when a
 * cache deletion has not finished yet.
 *
 * Workbox copies these functions' text into sw.js (vite.config.ts, runtimeCaching `plugins`), where
 * nothing else of this module exists: so they are arrow functions that name their cache, key and
 * header as literals; api-cache-owner.test.ts checks the literals against the constants below.
 */
export const DEVICE_OWNER_CACHE = 'fantasmia-owner';
export const DEVICE_OWNER_URL = '/__fantasmia/device-owner';

export interface CacheOwnerPlugin {
  cacheWillUpdate: (param: { response: Response }) => Promise<Response | null>;
  cachedResponseWillBeUsed: (param: { cachedResponse?: Response | undefined }) => Promise<Response | null>;
}

export const apiCacheOwnerPlugin: CacheOwnerPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const stored = await (await caches.open('fantasmia-owner')).match('/__fantasmia/device-owner');
    const owner: unknown = stored ? await stored.json().catch(() => null) : null;
    if (typeof owner !== 'object' || owner === null || !('profileId' in owner) || !('until' in owner)) return null;
    if (typeof owner.until !== 'number' || owner.until <= Date.now()) return null;
    const tag = response.headers.get('x-fantasmia-profile');
    return response.status === 200 && tag !== null && tag === owner.profileId ? response : null;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const stored = await (await caches.open('fantasmia-owner')).match('/__fantasmia/device-owner');
    const owner: unknown = stored ? await stored.json().catch(() => null) : null;
    if (typeof owner !== 'object' || owner === null || !('profileId' in owner) || !('until' in owner)) return null;
    if (typeof owner.until !== 'number' || owner.until <= Date.now()) return null;
    const tag = cachedResponse.headers.get('x-fantasmia-profile');
    return tag !== null && tag === owner.profileId ? cachedResponse : null;
  },
};
