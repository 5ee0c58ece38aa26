import { SESSION_HOURS } from '../../../shared/constants';
import { clearApiCache } from './api-cache';
import { DEVICE_OWNER_CACHE, DEVICE_OWNER_URL } from './api-cache-owner';

/**
 * Whose data this device keeps offline (the service worker's side is api-cache-owner.ts). When the
 * owner changes, the owner record goes first, then the cached answers, and only then is the new
 * owner written: no answer of the previous child can be shown to, or kept for, the next.
 * `until` bounds offline reading by the session's life, so a tab closed without 'Esci' does not
 * leave a child's archive readable for days.
 */
const OWNER_KEY = 'fantasmia.device-owner';

export interface DeviceOwner {
  profileId: string;
  /** The end of the session's life, ms since the epoch. */
  until: number;
}

/** Narrowed by hand, not with zod: the session store loads this with every page's first paint. */
function asDeviceOwner(value: unknown): DeviceOwner | null {
  if (typeof value !== 'object' || value === null || !('profileId' in value) || !('until' in value)) return null;
  const { profileId, until } = value;
  return typeof profileId === 'string' && profileId !== '' && typeof until === 'number' ? { profileId, until } : null;
}

/** The owner recorded on this device, if any and not past its session's end. */
export function readDeviceOwner(now = Date.now()): DeviceOwner | null {
  try {
    const raw = window.localStorage.getItem(OWNER_KEY);
    if (raw === null) return null;
    const owner = asDeviceOwner(JSON.parse(raw));
    return owner && owner.until > now ? owner : null;
  } catch {
    return null;
  }
}

async function ownerCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(DEVICE_OWNER_CACHE);
  } catch {
    // no Cache API here (not a secure context): the worker caches nothing either
    return null;
  }
}

async function writeOwner(owner: DeviceOwner | null): Promise<void> {
  try {
    if (owner) window.localStorage.setItem(OWNER_KEY, JSON.stringify(owner));
    else window.localStorage.removeItem(OWNER_KEY);
  } catch {
    // storage unavailable: the page keeps no owner, the worker's record below still decides
  }
  const cache = await ownerCache();
  if (!cache) return;
  if (owner) await cache.put(DEVICE_OWNER_URL, new Response(JSON.stringify(owner), { headers: { 'content-type': 'application/json' } }));
  else await cache.delete(DEVICE_OWNER_URL);
}

let chain: Promise<void> = Promise.resolve();

/** Makes `profileId` the device's owner (null: nobody), clearing the API cache on a change; calls run in order. */
export function claimDevice(profileId: string | null, now = Date.now()): Promise<void> {
  const run = async () => {
    const current = readDeviceOwner(now);
    if (profileId !== null && current?.profileId === profileId) return;
    await writeOwner(null);
    await clearApiCache();
    if (profileId !== null) await writeOwner({ profileId, until: now + SESSION_HOURS * 3_600_000 });
  };
  const next = chain.then(run, run);
  chain = next.catch(() => undefined);
  return next;
}

/** The prefix of a profile's drafts in localStorage (draft-storage.test.ts checks it agrees with draft-storage.ts). */
const draftPrefix = (profileId: string) => `fantasmia.draft.${profileId}.`;

/** Removes the profile's autosaved drafts from this device ('Esci': the next child must not find them). */
export function removeDraftsOf(profileId: string): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(draftPrefix(profileId))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage unavailable: no drafts were kept
  }
}
