import type { DBSchema, IDBPDatabase } from 'idb';
import type { StorySaveInput } from '../../../shared/schemas/story';

/**
 * The device's outbox: stories saved while offline, kept in IndexedDB until the
 * server has them. Each entry carries the story's id, made on the device before the first try:
 * POST /api/stories with a known id creates the story once and afterwards only updates it, so a
 * save sent twice (a lost answer, two tabs) is still one story.
 */
export interface OutboxEntry {
  /** The story's id: also the idempotency key. */
  id: string;
  /** Whose story it is: only that profile's session sends it. */
  profileId: string;
  input: StorySaveInput & { id: string };
  queuedAt: string;
}

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { byProfile: string } };
}

const DB_NAME = 'fantasmia-offline';
const CHANGED = 'fantasmia:outbox-changed';
let dbPromise: Promise<IDBPDatabase<OutboxDb>> | null = null;

/** idb loads with the first use of the outbox, not with the first paint; a failed load is tried again. */
function db(): Promise<IDBPDatabase<OutboxDb>> {
  dbPromise ??= import('idb')
    .then(({ openDB }) =>
      openDB<OutboxDb>(DB_NAME, 1, {
        upgrade(database) {
          const store = database.createObjectStore('outbox', { keyPath: 'id' });
          store.createIndex('byProfile', 'profileId');
        },
      }),
    )
    .catch((error: unknown) => {
      dbPromise = null;
      throw error;
    });
  return dbPromise;
}

function announce(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` whenever this tab changes the outbox. */
export function onOutboxChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

export async function enqueue(entry: OutboxEntry): Promise<void> {
  await (await db()).put('outbox', entry);
  announce();
}

export async function pending(profileId: string): Promise<OutboxEntry[]> {
  const all = await (await db()).getAllFromIndex('outbox', 'byProfile', profileId);
  return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function remove(id: string): Promise<void> {
  await (await db()).delete('outbox', id);
  announce();
}

export type SendOutcome = 'sent' | 'retry-later' | 'refused';

/** Runs `task` alone: across this browser's tabs (Web Locks) or at least within this tab. */
let tabChain: Promise<unknown> = Promise.resolve();
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request('fantasmia-outbox', task) as Promise<T>;
  }
  const run = tabChain.then(task, task);
  tabChain = run.catch(() => undefined);
  return run;
}

/**
 * Sends the profile's queued stories in the order they were saved, one at a time, and removes
 * each only once the server has answered that it has it. Stops at the first one that cannot go
 * yet (no network, server down, session gone); a refused one (invalid) is dropped and reported.
 */
export function drain(profileId: string, send: (entry: OutboxEntry) => Promise<SendOutcome>): Promise<{ sent: OutboxEntry[]; refused: OutboxEntry[] }> {
  return exclusively(async () => {
    const sent: OutboxEntry[] = [];
    const refused: OutboxEntry[] = [];
    for (const entry of await pending(profileId)) {
      const outcome = await send(entry);
      if (outcome === 'retry-later') break;
      await remove(entry.id);
      (outcome === 'sent' ? sent : refused).push(entry);
    }
    return { sent, refused };
  });
}
