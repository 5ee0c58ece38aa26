/**
 * Right after a new version is deployed, a page opened earlier still asks for the old hashed
 * chunks (`/assets/profiles-1a2b3c.js`), which are gone. The browser remembers a failed module for
 * the life of the page, so the only cure is a fresh page: we reload once by ourselves. The
 * message of each failure we reloaded for is kept in sessionStorage, so the same failure never
 * reloads twice (no loop); if it is still there after the reload the route's error element shows
 * it, with its 'Riprova' button. A later deploy fails with other file names and may reload again.
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

/**
 * Reloads the page when `error` is a chunk that failed to load and this very failure has not been
 * reloaded for yet in this tab. Returns true when it reloaded (the caller then waits for the new
 * page instead of showing an error).
 */
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
