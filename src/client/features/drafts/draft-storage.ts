import type { ZodType } from 'zod';

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validate<T>(data: unknown, check: ZodType<T>): T | null {
  const parsed = check.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The stored draft, or null when there is none, it is corrupt, or it fails validation. */
export function readDraft<T>(key: string, check: ZodType<T>): StoredDraft<T> | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let envelope: unknown;
  try {
    envelope = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(envelope) || envelope.v !== VERSION || typeof envelope.savedAt !== 'string' || !('data' in envelope)) return null;
  const value = validate(envelope.data, check);
  return value === null ? null : { value, savedAt: envelope.savedAt };
}

/** Writes a draft; a full or unavailable storage is ignored (the editor keeps working). */
export function writeDraft(key: string, value: unknown, now: Date = new Date()): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify({ v: VERSION, savedAt: now.toISOString(), data: value }));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}
