import { beforeEach, expect, test } from 'vitest';
import { installFakeCacheStorage, type FakeCacheStorage } from '../../../../tests/fakes/fake-cache-storage';
import { API_CACHE_NAME } from './api-cache';
import { DEVICE_OWNER_CACHE, DEVICE_OWNER_URL } from './api-cache-owner';
import { claimDevice, readDeviceOwner, removeDraftsOf } from './device-owner';

let storage: FakeCacheStorage;

beforeEach(() => {
  storage = installFakeCacheStorage();
});

async function cacheAnswer(path: string): Promise<void> {
  await (await storage.open(API_CACHE_NAME)).put(path, new Response('{}'));
}

async function workerOwner(): Promise<unknown> {
  const stored = await (await storage.open(DEVICE_OWNER_CACHE)).match(DEVICE_OWNER_URL);
  return stored ? stored.json() : null;
}

test('a login makes the profile the owner, for the page and for the worker, until its session ends', async () => {
  const now = Date.now();
  await claimDevice('anna', now);
  expect(readDeviceOwner(now)).toEqual({ profileId: 'anna', until: now + 24 * 3_600_000 });
  expect(await workerOwner()).toEqual({ profileId: 'anna', until: now + 24 * 3_600_000 });
  expect(readDeviceOwner(now + 24 * 3_600_000)).toBeNull();
});

test('the same owner again keeps the cached answers', async () => {
  await claimDevice('anna');
  await cacheAnswer('/api/stories');
  await claimDevice('anna');
  expect(await storage.has(API_CACHE_NAME)).toBe(true);
});

test("another profile's login removes the previous child's cached answers", async () => {
  await claimDevice('anna');
  await cacheAnswer('/api/stories');
  await claimDevice('bruno');
  expect(await storage.has(API_CACHE_NAME)).toBe(false);
  expect(readDeviceOwner()?.profileId).toBe('bruno');
});

test('logout or expiry (no session) removes the cached answers and the owner', async () => {
  await claimDevice('anna');
  await cacheAnswer('/api/stories/s1');
  await claimDevice(null);
  expect(await storage.has(API_CACHE_NAME)).toBe(false);
  expect(readDeviceOwner()).toBeNull();
  expect(await workerOwner()).toBeNull();
});

test('a session past its end is claimed afresh: the old answers go', async () => {
  const yesterday = Date.now() - 25 * 3_600_000;
  await claimDevice('anna', yesterday);
  await cacheAnswer('/api/stories');
  await claimDevice('anna');
  expect(await storage.has(API_CACHE_NAME)).toBe(false);
  expect(readDeviceOwner()?.profileId).toBe('anna');
});

test('claims run in order: the last one wins', async () => {
  await Promise.all([claimDevice('anna'), claimDevice(null), claimDevice('bruno')]);
  expect(readDeviceOwner()?.profileId).toBe('bruno');
  expect(await workerOwner()).toMatchObject({ profileId: 'bruno' });
});

test("removeDraftsOf removes that profile's drafts only", () => {
  localStorage.setItem('fantasmia.draft.anna.GHOST', '{}');
  localStorage.setItem('fantasmia.draft.anna.PROPP', '{}');
  localStorage.setItem('fantasmia.draft.annalisa.GHOST', '{}');
  localStorage.setItem('fantasmia.draft.bruno.GHOST', '{}');
  removeDraftsOf('anna');
  expect(Object.keys(localStorage).sort()).toEqual(['fantasmia.draft.annalisa.GHOST', 'fantasmia.draft.bruno.GHOST']);
});
