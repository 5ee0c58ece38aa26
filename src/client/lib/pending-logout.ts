/**
 * A logout the server has not heard yet. 'Esci' pressed offline logs the child out on the device
 * at once, but her session cookie still works on the server until it is told: so the logout is
 * remembered here (localStorage: it survives a reload or a closed tab) and sent at the first
 * moment online, before any other request (api-client.ts waits for it), so that no request
 * silently resumes her session for the next child.
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

/**
 * Sends the remembered logout, once however many callers wait for it. The server answers 200
 * whether or not the session still exists; the mark stays when the network or the server fails,
 * for the next try.
 */
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
