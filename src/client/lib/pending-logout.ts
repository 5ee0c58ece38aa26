/**
 * A logout the server has not heard yet ('Esci' pressed offline): kept in localStorage and sent
 * online before any other request (api-client.ts waits for it), so that no request silently
 * resumes the session for the next child.
 */
const KEY = 'fantasmia.pending-logout';
export const LOGOUT_PATH = '/api/auth/logout';

export function markPendingLogout(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // storage unavailable: the logout is sent now, if the network lets it
  }
}

export function hasPendingLogout(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function clearPendingLogout(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

let sending: Promise<void> | null = null;

/** Sends the remembered logout once, however many callers wait; the mark stays for the next try if it fails. */
export function sendPendingLogout(): Promise<void> {
  if (!hasPendingLogout()) return Promise.resolve();
  sending ??= fetch(LOGOUT_PATH, { method: 'POST', credentials: 'same-origin' })
    .then((response) => {
      if (response.ok) clearPendingLogout();
    })
    .catch(() => undefined)
    .finally(() => {
      sending = null;
    });
  return sending;
}
