import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';
import { clearApiCache } from '../offline/api-cache';

export const sessionQueryKey = ['session'] as const;

export function fetchSession(): Promise<SessionResponse> {
  return api<SessionResponse>('/api/session');
}

/** Who is logged in, as the server says. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: async () => {
      clearPublicMode();
      // The device's cached answers were this profile's: the next child must not see them.
      await clearApiCache();
      // Nobody is logged in from now on: say so at once to every screen watching the session
      // (queryClient.clear() would drop the query without telling its observers), forget the
      // previous user's data, then ask the server to confirm.
      const loggedOut: SessionResponse = { user: null, pendingConsent: null };
      queryClient.setQueryData(sessionQueryKey, loggedOut);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
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
