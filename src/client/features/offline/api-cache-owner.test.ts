import { beforeEach, expect, test } from 'vitest';
import { installFakeCacheStorage, type FakeCacheStorage } from '../../../../tests/fakes/fake-cache-storage';
import { SESSION_OWNER_HEADER } from '../../../shared/session-owner-header';
import { apiCacheOwnerPlugin, DEVICE_OWNER_CACHE, DEVICE_OWNER_URL } from './api-cache-owner';
import { claimDevice } from './device-owner';

const HOUR = 3_600_000;
let storage: FakeCacheStorage;

beforeEach(() => {
  storage = installFakeCacheStorage();
});

const answer = (profileId: string | null, status = 200) =>
  new Response(JSON.stringify({ stories: [] }), { status, headers: profileId ? { [SESSION_OWNER_HEADER]: profileId } : {} });

const keep = (response: Response) => apiCacheOwnerPlugin.cacheWillUpdate({ response });
const show = (cachedResponse: Response | undefined) => apiCacheOwnerPlugin.cachedResponseWillBeUsed({ cachedResponse });

test('the worker-side functions name the same cache, key and header as the page (their text is copied into sw.js)', () => {
  const text = `${apiCacheOwnerPlugin.cacheWillUpdate.toString()}${apiCacheOwnerPlugin.cachedResponseWillBeUsed.toString()}`;
  for (const literal of [DEVICE_OWNER_CACHE, DEVICE_OWNER_URL, SESSION_OWNER_HEADER]) expect(text).toMatch(new RegExp(`['"]${literal}['"]`));
});

test('with no owner recorded nothing is kept and nothing cached is shown', async () => {
  expect(await keep(answer('anna'))).toBeNull();
  expect(await show(answer('anna'))).toBeNull();
});

test("the owner's answers are kept and shown; another profile's, or an anonymous one, never", async () => {
  await claimDevice('anna');
  expect(await keep(answer('anna'))).not.toBeNull();
  expect(await show(answer('anna'))).not.toBeNull();
  expect(await keep(answer('bruno'))).toBeNull();
  expect(await show(answer('bruno'))).toBeNull();
  expect(await keep(answer(null))).toBeNull();
  expect(await show(answer(null))).toBeNull();
  expect(await keep(answer('anna', 401))).toBeNull();
  expect(await show(undefined)).toBeNull();
});

test('past the session’s end nothing of the owner is shown any more (a tab closed without Esci)', async () => {
  await claimDevice('anna', Date.now() - 25 * HOUR);
  expect(await show(answer('anna'))).toBeNull();
  expect(await keep(answer('anna'))).toBeNull();
});

test('a corrupt owner record counts as none', async () => {
  await (await storage.open(DEVICE_OWNER_CACHE)).put(DEVICE_OWNER_URL, new Response('{"profileId":"anna"'));
  expect(await show(answer('anna'))).toBeNull();
  await (await storage.open(DEVICE_OWNER_CACHE)).put(DEVICE_OWNER_URL, new Response('{"profileId":"anna","until":"domani"}'));
  expect(await show(answer('anna'))).toBeNull();
});
