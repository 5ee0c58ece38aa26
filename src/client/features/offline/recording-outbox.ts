import type { RecordingDto } from '../../../shared/schemas/voice';
import { api } from '../../lib/api-client';
import { deviceQueue, sendOutcome } from './device-queue';

/**
 * The device's outbox for the child's voice: a page's recording kept while offline (or when the
 * network failed on the way), in IndexedDB until the server has it. Each entry carries a clientId
 * made on the device before the first try: PUT …/recordings/:page?clientId= stores a take once, and
 * answers a resend with the one it already has, so a take sent twice is still one recording.
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

const recordings = deviceQueue<RecordingOutboxEntry>({
  database: 'fantasmia-voice-outbox',
  store: 'recordings',
  keyPath: 'clientId',
  // A newer take of the same page replaces one still waiting.
  replaces: (old, entry) => old.storyId === entry.storyId && old.page === entry.page,
});
export const {
  enqueue: enqueueRecording,
  pending: pendingRecordings,
  remove: removeRecording,
  onChange: onRecordingOutboxChange,
  useEntries: useQueuedRecordings,
} = recordings;

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

/** Sends the profile's waiting takes oldest first (see deviceQueue's drain); a network failure, a server down or a session gone waits for later. */
export const drainRecordings = (profileId: string) =>
  recordings.drain(profileId, (entry) =>
    sendOutcome(() => putRecording(entry.storyId, entry.page, new Blob([entry.bytes], { type: entry.mime }), entry.clientId)),
  );
