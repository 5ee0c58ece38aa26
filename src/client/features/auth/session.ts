import { useCallback, useState, useSyncExternalStore } from 'react';
import type { SessionResponse } from '../../../shared/schemas/profile';
import { api, ApiRequestError, onUnauthorized } from '../../lib/api-client';
import { markPendingLogout, sendPendingLogout } from '../../lib/pending-logout';
import { activeQueryClient } from '../../lib/query-client-ref';
import { claimDevice, readDeviceOwner, removeDraftsOf } from '../offline/device-owner';

/**
 * Who is logged in, as the server says: a small store of ours, not a TanStack query, so that the
 * layout and the anonymous home page draw without downloading TanStack Query (issue 16, P1).
 * Every reader shares one GET /api/session; an answer is fresh for 60 s (a screen mounted later
 * asks again), and again when the network comes back; errors other than 4xx are retried twice,
 * as the app's query client does. Offline, the service worker answers with the last session.
 */
const STALE_MS = 60_000;
const quiet = () => undefined;
const RETRIES = 2;

export interface SessionState {
  status: 'pending' | 'success' | 'error';
  data: SessionResponse | undefined;
  error: Error | null;
  isFetching: boolean;
  /** When `data` was last set (ms since the epoch); 0 without data. */
  updatedAt: number;
}

const initialState: SessionState = { status: 'pending', data: undefined, error: null, isFetching: false, updatedAt: 0 };
let state: SessionState = initialState;
let inFlight: Promise<SessionResponse> | null = null;
/** Bumped by every request and every setSession: an older request's answer is then ignored. */
let version = 0;
const listeners = new Set<() => void>();

/**
 * The device's cached data follows the session the server names (offline/device-owner.ts): a
 * login, a logout or a session that ended makes the previous child's data go. The query cache
 * (answers already on screen) goes at once, before any screen draws the new session.
 */
function followOwner(data: SessionResponse): Promise<void> {
  const profileId = data.user?.id ?? null;
  const owner = readDeviceOwner()?.profileId ?? null;
  if (owner !== null && owner !== profileId) activeQueryClient()?.removeQueries();
  return claimDevice(profileId).catch(quiet);
}

function update(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function fetchSession(): Promise<SessionResponse> {
  return api<SessionResponse>('/api/session');
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchWithRetries(): Promise<SessionResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchSession();
    } catch (error) {
      const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
      if (refused || attempt >= RETRIES) throw error;
      await wait(Math.min(1000 * 2 ** attempt, 30_000));
    }
  }
}

function startRequest(): Promise<SessionResponse> {
  const mine = ++version;
  update({ isFetching: true });
  const request = fetchWithRetries().then(
    (data) => {
      if (mine === version) {
        void followOwner(data);
        update({ status: 'success', data, error: null, isFetching: false, updatedAt: Date.now() });
      }
      return data;
    },
    (error: unknown) => {
      if (mine === version) update({ status: 'error', error: error instanceof Error ? error : new Error(String(error)), isFetching: false });
      throw error;
    },
  );
  const shared = request.finally(() => {
    if (inFlight === shared) inFlight = null;
  });
  inFlight = shared;
  return shared;
}

function isFresh(): boolean {
  return state.status === 'success' && Date.now() - state.updatedAt < STALE_MS;
}

/** The session: the request under way, the fresh answer, or a new request. */
export function loadSession(): Promise<SessionResponse> {
  if (inFlight) return inFlight;
  if (isFresh() && state.data) return Promise.resolve(state.data);
  return startRequest();
}

/** Asks the server again now (after a login, a consent, a message read…); a request under way is superseded. */
export function refreshSession(): Promise<SessionResponse> {
  return startRequest();
}

/** Asks the server again and waits for its answer, whatever it is (like invalidating a query). */
export async function revalidateSession(): Promise<void> {
  await refreshSession().catch(quiet);
}

/** What a mutation's answer says the session now is, shown at once (the server is asked again with refreshSession). */
export function setSession(data: SessionResponse): void {
  version += 1;
  inFlight = null;
  void followOwner(data);
  update({ status: 'success', data, error: null, isFetching: false, updatedAt: Date.now() });
}

/** The session as last known, without asking the server. */
export function getSession(): SessionResponse | undefined {
  return state.data;
}

/** Forgets everything (tests start each case with no session known). */
export function resetSessionStore(): void {
  version += 1;
  inFlight = null;
  state = initialState;
}

function onOnline(): void {
  if (listeners.size > 0 && !isFresh()) void loadSession().catch(quiet);
}

// A 401 from any call: the session may have expired or been ended elsewhere. Asking the server
// again shows the logged-out app and removes the previous child's cached data (followOwner).
onUnauthorized(() => void revalidateSession());
// A logout pressed offline reaches the server as soon as the network is back, whatever screen is open.
if (typeof window !== 'undefined') window.addEventListener('online', () => void sendPendingLogout());

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('online', onOnline);
  listeners.add(listener);
  // Like a query: a reader that appears asks for the session unless a fresh one is known.
  void loadSession().catch(quiet);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('online', onOnline);
  };
}

const getSnapshot = () => state;

/** What useSession returns: the fields of a TanStack query result the app reads, narrowed the same way. */
export type SessionResult = (
  | { isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
  | { isPending: false; isError: true; isSuccess: false; data: SessionResponse | undefined; error: Error }
  | { isPending: false; isError: false; isSuccess: true; data: SessionResponse; error: null }
) & { isFetching: boolean; refetch: () => Promise<SessionResponse> };

function resultOf(current: SessionState): SessionResult {
  const common = { isFetching: current.isFetching, refetch: refreshSession };
  if (current.status === 'error')
    return { ...common, isPending: false, isError: true, isSuccess: false, data: current.data, error: current.error ?? new Error('session') };
  if (current.status === 'success' && current.data) return { ...common, isPending: false, isError: false, isSuccess: true, data: current.data, error: null };
  return { ...common, isPending: true, isError: false, isSuccess: false, data: undefined, error: null };
}

/** Who is logged in, as the server says. */
export function useSession(): SessionResult {
  return resultOf(useSyncExternalStore(subscribe, getSnapshot, getSnapshot));
}

const LOGGED_OUT: SessionResponse = { user: null, pendingConsent: null };

/**
 * Nobody is logged in from now on: every screen watching the session sees it at once, and the
 * previous user's cached data (the query cache, if a screen loaded it) is forgotten.
 */
export function forgetSession(): void {
  setSession(LOGGED_OUT);
  activeQueryClient()?.removeQueries();
}

/**
 * 'Esci', online or not. On the device at once: the session shown is nobody's, and this
 * profile's cached answers (query cache, service worker cache) and drafts are removed, so the
 * next child on a shared PC finds nothing of hers. Her stories waiting in the outbox stay, bound
 * to her profile: they can only be sent on her own session, and the screens ask before an 'Esci'
 * that leaves them (use-sign-out.tsx). The server is told now, or at the first moment online
 * before any other request (lib/pending-logout.ts).
 */
async function logout(): Promise<void> {
  const profileId = state.data?.user?.id ?? readDeviceOwner()?.profileId ?? null;
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

/** POST /api/auth/logout, with the `mutate(undefined, { onSuccess, onError })` and `isPending` screens use. */
export function useLogout() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback((_variables?: undefined, callbacks: LogoutCallbacks = {}) => {
    setPending(true);
    logout().then(
      () => {
        setPending(false);
        callbacks.onSuccess?.();
      },
      (error: unknown) => {
        setPending(false);
        callbacks.onError?.(error);
      },
    );
  }, []);
  return { mutate, isPending };
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
