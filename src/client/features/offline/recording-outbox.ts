import type { DBSchema, IDBPDatabase } from 'idb';
import type { RecordingDto } from '../../../shared/schemas/voice';
import { api, ApiRequestError } from '../../lib/api-client';
import type { SendOutcome } from './outbox';

/**
 * The device's outbox for the child's voice: a page's recording kept while offline (or when the
 * network failed on the way), in IndexedDB until the server has it. Each entry carries a clientId
 * made on the device before the first try: PUT …/recordings/:page?clientId= stores a take once, and
 * answers a resend with the one it already has, so a take sent twice is still one recording.
 * A separate database from the stories' outbox: neither needs to upgrade the other's.
 */
export interface RecordingOutboxEntry {
  /** Made once per take: the key here and the idempotency key on the server. */
  clientId: string;
  /** Whose voice it is: only that profile's session sends it. */
  profileId: string;
  storyId: string;
  page: number;
  /** The audio, as bytes: every browser (and the tests' IndexedDB) keeps an ArrayBuffer. */
  bytes: ArrayBuffer;
  mime: string;
  durationMs: number;
  queuedAt: string;
}

interface RecordingOutboxDb extends DBSchema {
  recordings: { key: string; value: RecordingOutboxEntry; indexes: { byProfile: string } };
}

const DB_NAME = 'fantasmia-voice-outbox';
const CHANGED = 'fantasmia:recording-outbox-changed';
let dbPromise: Promise<IDBPDatabase<RecordingOutboxDb>> | null = null;

function db(): Promise<IDBPDatabase<RecordingOutboxDb>> {
  dbPromise ??= import('idb')
    .then(({ openDB }) =>
      openDB<RecordingOutboxDb>(DB_NAME, 1, {
        upgrade(database) {
          const store = database.createObjectStore('recordings', { keyPath: 'clientId' });
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

/** Calls `listener` whenever this tab changes the recordings' outbox. */
export function onRecordingOutboxChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

/** Keeps a take for later; a newer take of the same page replaces one still waiting. */
export async function enqueueRecording(entry: RecordingOutboxEntry): Promise<void> {
  const database = await db();
  const tx = database.transaction('recordings', 'readwrite');
  for (const old of await tx.store.index('byProfile').getAll(entry.profileId)) {
    if (old.storyId === entry.storyId && old.page === entry.page) await tx.store.delete(old.clientId);
  }
  await tx.store.put(entry);
  await tx.done;
  announce();
}

export async function pendingRecordings(profileId: string): Promise<RecordingOutboxEntry[]> {
  const all = await (await db()).getAllFromIndex('recordings', 'byProfile', profileId);
  return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function removeRecording(clientId: string): Promise<void> {
  await (await db()).delete('recordings', clientId);
  announce();
}

/** PUT /api/stories/:id/recordings/:page: the audio as the body, its type as the content-type. */
export async function putRecording(storyId: string, page: number, audio: Blob, clientId?: string): Promise<RecordingDto> {
  const query = clientId ? `?clientId=${encodeURIComponent(clientId)}` : '';
  // The bytes rather than the Blob: the same body in every browser and in the tests' fetch.
  const bytes = new Uint8Array(await audio.arrayBuffer());
  return api<RecordingDto>(`/api/stories/${encodeURIComponent(storyId)}/recordings/${page}${query}`, {
    method: 'PUT',
    body: bytes,
    contentType: audio.type || 'application/octet-stream',
  });
}

/** Sends one waiting take; a network failure, a server down or a session gone waits for later. */
export async function sendQueuedRecording(entry: RecordingOutboxEntry): Promise<SendOutcome> {
  try {
    await putRecording(entry.storyId, entry.page, new Blob([entry.bytes], { type: entry.mime }), entry.clientId);
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return 'retry-later';
    if (error.status === 0 || error.status >= 500 || error.status === 401 || error.status === 429) return 'retry-later';
    return 'refused';
  }
}

let tabChain: Promise<unknown> = Promise.resolve();
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request('fantasmia-voice-outbox', task) as Promise<T>;
  }
  const run = tabChain.then(task, task);
  tabChain = run.catch(() => undefined);
  return run;
}

/**
 * Sends the profile's waiting takes oldest first, one at a time, across tabs one drain at a time,
 * removing each only once the server has answered; stops at the first that cannot go yet.
 */
export function drainRecordings(
  profileId: string,
  send: (entry: RecordingOutboxEntry) => Promise<SendOutcome> = sendQueuedRecording,
): Promise<{ sent: RecordingOutboxEntry[]; refused: RecordingOutboxEntry[] }> {
  return exclusively(async () => {
    const sent: RecordingOutboxEntry[] = [];
    const refused: RecordingOutboxEntry[] = [];
    for (const entry of await pendingRecordings(profileId)) {
      const outcome = await send(entry);
      if (outcome === 'retry-later') break;
      await removeRecording(entry.clientId);
      (outcome === 'sent' ? sent : refused).push(entry);
    }
    return { sent, refused };
  });
}
