import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '../../../shared/schemas/profile';
import { api, onUnauthorized } from '../../lib/api-client';
import { markPendingLogout, sendPendingLogout } from '../../lib/pending-logout';
import { queryClient } from '../../lib/query-client';
import { claimDevice, readDeviceOwner, removeDraftsOf } from '../offline/device-owner';

const quiet = () => undefined;
const sessionKey = ['session'] as const;

/**
 * Who is logged in, as the server says: fresh for 60 s (a screen mounted later asks again), and
 * asked again when the network comes back. Sent even offline ('always'): the service worker
 * answers then with the last session, so the app still knows who is reading.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionKey,
  queryFn: () => api<SessionResponse>('/api/session'),
  staleTime: 60_000,
  networkMode: 'always',
});

/**
 * The device's cached data follows the session the server names (offline/device-owner.ts): a
 * login, a logout or a session that ended makes the previous child's data go. The query cache
 * (answers already on screen) goes at once, in the same update that stores the new session,
 * before any screen draws it.
 */
function followOwner(data: SessionResponse): void {
  const profileId = data.user?.id ?? null;
  const owner = readDeviceOwner()?.profileId ?? null;
  if (owner !== null && owner !== profileId) forgetCachedAnswers();
  void claimDevice(profileId).catch(quiet);
}

/**
 * Every cached answer but the session's own goes back to nothing. Reset, not removed: a screen
 * already waiting for its answer (the profile list while the session arrives) keeps its query,
 * which asks the server again under the new session.
 */
function forgetCachedAnswers(): void {
  const notSession = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== sessionKey[0] };
  void queryClient.resetQueries(notSession).catch(quiet);
}

queryClient.getQueryCache().subscribe((event) => {
  const session = event.query.queryKey[0] === sessionKey[0] && event.type === 'updated' && event.action.type === 'success' ? getSession() : undefined;
  if (session) followOwner(session);
});

/** The session: the request under way, the fresh answer, or a new request. */
export function loadSession(): Promise<SessionResponse> {
  return queryClient.fetchQuery(sessionQueryOptions);
}

/** Asks the server again and waits for its answer, whatever it is (after a login, a consent, a message read…). */
export async function revalidateSession(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: sessionKey });
}

/**
 * What a mutation's answer says the session now is, shown at once (the server is asked again with
 * revalidateSession). A request sent before it is cancelled: its older answer never replaces it.
 */
export function setSession(data: SessionResponse): void {
  void queryClient.cancelQueries({ queryKey: sessionKey });
  queryClient.setQueryData(sessionKey, data);
}

/** The session as last known, without asking the server. */
export function getSession(): SessionResponse | undefined {
  return queryClient.getQueryData(sessionKey);
}

/** Empties the app's query client, the session with the rest (tests start each case with nothing known). */
export function resetSessionStore(): void {
  queryClient.clear();
}

// A 401 from any call: the session may have expired or been ended elsewhere. Asking the server
// again shows the logged-out app and removes the previous child's cached data (followOwner).
onUnauthorized(() => void revalidateSession());
// A logout pressed offline reaches the server as soon as the network is back, whatever screen is open.
if (typeof window !== 'undefined') window.addEventListener('online', () => void sendPendingLogout());

/**
 * Who is logged in, as the server says. The app's client is named here so that the layout, which
 * draws outside any screen's provider, reads the same session as every screen.
 */
export function useSession() {
  return useQuery(sessionQueryOptions, queryClient);
}

/**
 * Nobody is logged in from now on: every screen watching the session sees it at once, and the
 * previous user's cached answers are forgotten.
 */
export function forgetSession(): void {
  setSession({ user: null, pendingConsent: null });
  forgetCachedAnswers();
}

/**
 * 'Esci', online or not: at once the device forgets the session, this profile's cached answers
 * and drafts, so the next child on a shared PC finds nothing of hers (her outbox stays, see
 * use-sign-out.tsx). The server is told now, or first thing once online (lib/pending-logout.ts).
 */
async function logout(): Promise<void> {
  const profileId = getSession()?.user?.id ?? readDeviceOwner()?.profileId ?? null;
  markPendingLogout();
  clearPublicMode();
  forgetSession();
  if (profileId) removeDraftsOf(profileId);
  await claimDevice(null);
  await sendPendingLogout();
  // Then the server confirms (offline this fails and the logged-out answer stays in place).
  if (typeof navigator === 'undefined' || navigator.onLine) await revalidateSession();
}

interface LogoutCallbacks {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}

/**
 * POST /api/auth/logout, with the `mutate(undefined, { onSuccess, onError })` and `isPending`
 * screens use. The callbacks run even when the screen that asked has gone meanwhile (the session
 * it guarded ended first).
 */
export function useLogout() {
  const mutation = useMutation({ mutationFn: logout }, queryClient);
  const mutate = (_variables?: undefined, callbacks: LogoutCallbacks = {}) =>
    void mutation.mutateAsync().then(
      () => callbacks.onSuccess?.(),
      (error: unknown) => callbacks.onError?.(error),
    );
  return { mutate, isPending: mutation.isPending };
}

const PUBLIC_KEY = 'fantasmia.public-user';

/** The public (unregistered) user of /public: remembered for this tab only. */
export function enterPublicMode(): void {
  try {
    sessionStorage.setItem(PUBLIC_KEY, '1');
  } catch {
    // storage unavailable: public mode lasts for this navigation only
  }
}

export function clearPublicMode(): void {
  try {
    sessionStorage.removeItem(PUBLIC_KEY);
  } catch {
    // nothing to clear
  }
}

export function isPublicMode(): boolean {
  try {
    return sessionStorage.getItem(PUBLIC_KEY) === '1';
  } catch {
    return false;
  }
}
