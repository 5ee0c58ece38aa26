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

/** Checks a stored value against the shape of the editor's initial state. */
export type DraftGuard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A loose structural check used when the editor gives no schema: every key of the initial state is
 * present with the same kind of value. A null (or undefined) in the initial state accepts anything.
 */
export function matchesShape<T>(template: T, value: unknown): value is T {
  if (template === null || template === undefined) return true;
  if (Array.isArray(template)) {
    if (!Array.isArray(value)) return false;
    const [first] = template;
    return first === undefined || value.every((item) => matchesShape(first, item));
  }
  if (isRecord(template)) {
    if (!isRecord(value)) return false;
    return Object.keys(template).every((k) => k in value && matchesShape(template[k], value[k]));
  }
  return typeof value === typeof template;
}

function validate<T>(data: unknown, check: ZodType<T> | DraftGuard<T>): T | null {
  if (typeof check === 'function') return check(data) ? data : null;
  const parsed = check.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The stored draft, or null when there is none, it is corrupt, or it fails validation. */
export function readDraft<T>(key: string, check: ZodType<T> | DraftGuard<T>): StoredDraft<T> | null {
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
