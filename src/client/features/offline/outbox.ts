import type { StorySaveInput } from '../../../shared/schemas/story';
import { deviceQueue } from './device-queue';

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

const outbox = deviceQueue<OutboxEntry>({ database: 'fantasmia-offline', store: 'outbox', keyPath: 'id' });
export const { enqueue, pending, remove, drain, onChange: onOutboxChange, useEntries: useQueuedStories } = outbox;
