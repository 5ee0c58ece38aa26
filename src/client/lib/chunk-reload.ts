/**
 * After a deploy, a page opened earlier asks for old hashed chunks that are gone, and the browser
 * remembers the failure for the page's life: only a fresh page cures it. Each failure reloads at
 * most once (its message is kept in sessionStorage), so there is no loop; the route's error element
 * shows one that persists.
 */

const STORAGE_KEY = 'fantasmia:chunk-reloads';

/** Chromium, Firefox and Safari's words for a module that could not be fetched, and Vite's for a CSS preload. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

function reloadsDone(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((m): m is string => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

/** Reloads the page for a chunk that failed to load, once per failure in this tab; true when it reloaded. */
export function reloadOnceForChunkError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
  storage: Storage | null = sessionStorageOrNull(),
): boolean {
  if (!isChunkLoadError(error) || !storage) return false;
  const message = (error as Error).message;
  const done = reloadsDone(storage);
  if (done.includes(message)) return false;
  try {
    // At most the last 20 failures: the list cannot grow without end in a long-lived tab.
    storage.setItem(STORAGE_KEY, JSON.stringify([...done, message].slice(-20)));
  } catch {
    return false; // storage full or refused: no guard, so no automatic reload
  }
  reload();
  return true;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser's settings
  }
}
