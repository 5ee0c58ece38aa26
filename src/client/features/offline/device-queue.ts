import type { IDBPDatabase } from 'idb';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';

export type SendOutcome = 'sent' | 'retry-later' | 'refused';

/**
 * Tries `send` when the browser has a network. Null when it has none, before or on the way (the
 * request failed with no answer): then the caller keeps the item on the device. Any other failure throws.
 */
export async function sendUnlessOffline<R>(send: () => Promise<R>): Promise<R | null> {
  if (!navigator.onLine) return null;
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 0) return null;
    throw error;
  }
}

/**
 * How a send went: 'sent'; 'retry-later' with no answer, the server busy or down, the session gone
 * (and any status in `alsoRetry`); else 'refused' (the server will never take it).
 */
export async function sendOutcome(send: () => Promise<unknown>, alsoRetry: readonly number[] = []): Promise<SendOutcome> {
  try {
    await send();
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return 'retry-later';
    const { status } = error;
    return status === 0 || status >= 500 || status === 401 || status === 429 || alsoRetry.includes(status) ? 'retry-later' : 'refused';
  }
}

/** What every queued item carries: whose it is (only that profile's session sends it) and when it was queued. */
interface Queued {
  profileId: string;
  queuedAt: string;
}

interface QueueOptions<T> {
  /** The IndexedDB database, one per queue so neither needs to upgrade the other's; also the lock's name. */
  database: string;
  store: string;
  /** The entry's key, made on the device before the first try: the server's idempotency key too. */
  keyPath: keyof T & string;
  /** Which waiting entries a new one replaces (beyond the one with its key). */
  replaces?: (old: T, entry: T) => boolean;
}

/**
 * A queue on the device: what was saved while offline, kept in IndexedDB (one store, indexed by
 * profile) until the server has it. idb loads with the first use, not with the first paint; a
 * failed load is tried again.
 */
export function deviceQueue<T extends Queued>({ database, store, keyPath, replaces }: QueueOptions<T>) {
  const changed = `${database}:changed`;
  let dbPromise: Promise<IDBPDatabase> | null = null;
  const db = () =>
    (dbPromise ??= import('idb')
      .then(({ openDB }) =>
        openDB(database, 1, {
          upgrade: (created) => created.createObjectStore(store, { keyPath }).createIndex('byProfile', 'profileId'),
        }),
      )
      .catch((error: unknown) => {
        dbPromise = null;
        throw error;
      }));
  const announce = () => window.dispatchEvent(new Event(changed));

  /** Calls `listener` whenever this tab changes the queue. */
  const onChange = (listener: () => void): (() => void) => {
    window.addEventListener(changed, listener);
    return () => window.removeEventListener(changed, listener);
  };

  const enqueue = async (entry: T): Promise<void> => {
    const tx = (await db()).transaction(store, 'readwrite');
    if (replaces) {
      for (const old of (await tx.store.index('byProfile').getAll(entry.profileId)) as T[]) {
        if (replaces(old, entry)) await tx.store.delete(String(old[keyPath]));
      }
    }
    await tx.store.put(entry);
    await tx.done;
    announce();
  };

  /** The profile's waiting entries, oldest first. */
  const pending = async (profileId: string): Promise<T[]> => {
    const all = (await (await db()).getAllFromIndex(store, 'byProfile', profileId)) as T[];
    return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  };

  const remove = async (key: string): Promise<void> => {
    await (await db()).delete(store, key);
    announce();
  };

  /** Runs `task` alone: across this browser's tabs (Web Locks) or at least within this tab. */
  let tabChain: Promise<unknown> = Promise.resolve();
  const exclusively = <R>(task: () => Promise<R>): Promise<R> => {
    if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
      return navigator.locks.request(database, task) as Promise<R>;
    }
    const run = tabChain.then(task, task);
    tabChain = run.catch(() => undefined);
    return run;
  };

  /**
   * Sends the profile's waiting entries oldest first, one at a time, and removes each only once the
   * server has answered that it has it. Stops at the first that cannot go yet (no network, server
   * down, session gone); a refused one (invalid) is dropped and reported.
   */
  const drain = (profileId: string, send: (entry: T) => Promise<SendOutcome>): Promise<{ sent: T[]; refused: T[] }> =>
    exclusively(async () => {
      const sent: T[] = [];
      const refused: T[] = [];
      for (const entry of await pending(profileId)) {
        const outcome = await send(entry);
        if (outcome === 'retry-later') break;
        await remove(String(entry[keyPath]));
        (outcome === 'sent' ? sent : refused).push(entry);
      }
      return { sent, refused };
    });

  /** The profile's waiting entries, oldest first, following the queue's changes. */
  const none: T[] = [];
  const useEntries = (profileId: string | null): T[] => {
    const [entries, setEntries] = useState<T[]>([]);
    useEffect(() => {
      if (!profileId) return;
      let live = true;
      const read = () =>
        void pending(profileId)
          .then((list) => live && setEntries(list))
          .catch(() => live && setEntries([]));
      read();
      const stop = onChange(read);
      return () => {
        live = false;
        stop();
      };
    }, [profileId]);
    return profileId ? entries : none;
  };

  return { onChange, enqueue, pending, remove, drain, useEntries };
}
