import { z, type ZodType } from 'zod';

/**
 * Drafts live in localStorage, one entry per profile and mode:
 * `fantasmia.draft.{profileKey}.{mode}` → `{ v: 1, savedAt, data }`.
 */
const PREFIX = 'fantasmia.draft';
const VERSION = 1;

export function draftStorageKey(profileKey: string, mode: string): string {
  return `${PREFIX}.${profileKey}.${mode}`;
}

export interface StoredDraft<T> {
  value: T;
  savedAt: string;
}

const envelopeSchema = z.object({ v: z.literal(VERSION), savedAt: z.string(), data: z.unknown() });

/** The stored draft, or null when there is none, it is corrupt, or it fails validation. */
export function readDraft<T>(key: string, check: ZodType<T>): StoredDraft<T> | null {
  let stored: unknown;
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  const envelope = envelopeSchema.safeParse(stored);
  const value = check.safeParse(envelope.data?.data);
  return envelope.success && value.success ? { value: value.data, savedAt: envelope.data.savedAt } : null;
}

/** Writes a draft; a full or unavailable storage is ignored (the editor keeps working). */
export function writeDraft(key: string, value: unknown, now: Date = new Date()): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ v: VERSION, savedAt: now.toISOString(), data: value }));
  } catch {
    // the draft is not kept this time
  }
}

export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}
