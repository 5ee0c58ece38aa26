import { useCallback, useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { draftStorageKey, readDraft, removeDraft, writeDraft, type StoredDraft } from './draft-storage';

/** Typing pauses this long before the draft is written. */
const DRAFT_DEBOUNCE_MS = 400;

export interface UseDraftOptions<T> {
  /** The editor: a story mode ('GHOST', 'CSS', 'PROPP_FREE', …). */
  mode: string;
  /** Whose draft: the user id, 'public' for the public user, null while not yet known. */
  profileKey: string | null;
  /** The editor's state when starting from scratch. */
  initial: T;
  /** Validates a stored draft (a draft from an older version of the editor is dropped). */
  schema: ZodType<T>;
}

export interface SetDraftOptions {
  /** Write at once instead of after the typing pause (step changes). */
  immediate?: boolean;
}

export interface DraftController<T> {
  /** The editor's current state. */
  value: T;
  /**
   * Replaces the state (or computes it from the latest one, synchronously) and autosaves it:
   * debounced while typing, at once with `immediate`.
   */
  setValue: (next: T | ((previous: T) => T), options?: SetDraftOptions) => void;
  /** Writes the current state now. */
  saveNow: () => void;
  /** Forgets the draft (after the story is saved). */
  clear: () => void;
  /** A draft found when the editor opened, waiting for 'Riprendi' or 'Ricomincia'. */
  pending: StoredDraft<T> | null;
  /** 'Riprendi': continue from the stored draft. */
  resume: () => void;
  /** 'Ricomincia': drop the stored draft and start from the initial state. */
  restart: () => void;
}

/** Editor states are plain data (JSON), never functions: a function is an updater. */
function isUpdater<T>(next: T | ((previous: T) => T)): next is (previous: T) => T {
  return typeof next === 'function';
}

/**
 * The one autosave every editor uses. The whole editor state is written to localStorage per
 * profile and mode: after a pause in typing, at once on step changes, and when the page is hidden
 * or left. Reopening the editor offers the stored draft through `pending`.
 */
export function useDraft<T>({ mode, profileKey, initial, schema }: UseDraftOptions<T>): DraftController<T> {
  const key = profileKey ? draftStorageKey(profileKey, mode) : null;
  const [value, setStateValue] = useState<T>(initial);
  const [pending, setPending] = useState<StoredDraft<T> | null>(null);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);

  // Look for a stored draft once the key is known (or when it changes).
  if (key !== loadedKey) {
    setLoadedKey(key);
    setPending(key ? readDraft(key, schema) : null);
  }

  const latest = useRef<T>(value);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const target = useRef<{ key: string | null; blocked: boolean }>({ key, blocked: pending !== null });
  useEffect(() => {
    target.current = { key, blocked: pending !== null };
  }, [key, pending]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const { key: k, blocked } = target.current;
    if (!dirty.current || !k || blocked) return;
    writeDraft(k, latest.current);
    dirty.current = false;
  }, []);

  // Leaving the page (closing the tab, switching app on a tablet) or the screen writes at once.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  const setValue = (next: T | ((previous: T) => T), options: SetDraftOptions = {}) => {
    const resolved = isUpdater(next) ? next(latest.current) : next;
    latest.current = resolved;
    dirty.current = true;
    setStateValue(resolved);
    if (options.immediate) flush();
    else {
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_DEBOUNCE_MS);
    }
  };

  const saveNow = () => {
    dirty.current = true;
    flush();
  };

  const clear = () => {
    clearTimeout(timer.current);
    dirty.current = false;
    if (key) removeDraft(key);
  };

  const resume = () => {
    if (!pending) return;
    latest.current = pending.value;
    setStateValue(pending.value);
    setPending(null);
    target.current = { key, blocked: false };
  };

  const restart = () => {
    if (key) removeDraft(key);
    setPending(null);
    target.current = { key, blocked: false };
  };

  return { value, setValue, saveNow, clear, pending, resume, restart };
}
