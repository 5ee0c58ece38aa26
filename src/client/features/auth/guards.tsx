import type { QueryClient } from '@tanstack/react-query';
import { isValidElement, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../../components/ui/spinner';
import { preloadScreen } from '../../lib/lazy-named';
import { paths } from '../../paths';
import { activeQueryClient } from '../../lib/query-client-ref';
import { isPublicMode, loadSession, useSession } from './session';

interface GuardProps {
  children: ReactNode;
}

function usePublicFlag(): boolean {
  const location = useLocation();
  const state: unknown = location.state;
  const fromState = typeof state === 'object' && state !== null && 'isPublic' in state && state.isPublic === true;
  return fromState || isPublicMode();
}

/**
 * While the session is being checked, the guarded screen's code is already downloading (issue 16,
 * P2): the two no longer come one after the other. A visitor who is then sent away only downloaded it.
 */
function usePreloadWhilePending(pending: boolean, screen: ReactNode): void {
  useEffect(() => {
    if (pending) preloadScreen(screen);
  }, [pending, screen]);
}

/** A visitor without a session goes to / (spec 000 §6). The server refuses the data anyway. */
export function RequireSession({ children, allowPublic = false }: GuardProps & { allowPublic?: boolean }) {
  const session = useSession();
  const isPublic = usePublicFlag();
  usePreloadWhilePending(session.isPending, children);
  usePrefetchForChildWhilePending(session.isPending, children);
  if (session.isPending) return <Loading />;
  if (session.data?.user || (allowPublic && isPublic)) return <>{children}</>;
  return <Navigate to={paths.home} replace />;
}

/** A screen's first data request, for a logged-in child (`withChildPrefetch` in router.tsx). */
export type ScreenPrefetch = (client: QueryClient) => Promise<unknown>;

/** Gives a lazy screen its first data request, started by RequireSession when a child's session arrives. */
export function withChildPrefetch<S extends object>(screen: S, prefetch: ScreenPrefetch): S & { prefetchForChild: ScreenPrefetch } {
  return Object.assign(screen, { prefetchForChild: prefetch });
}

/**
 * While the session is being checked (a page opened at this address), the screen's first data
 * request is prepared too (issue 16, P2): as soon as the session says a child is logged in, it starts
 * while the screen's code is still downloading, instead of after it has run. The screen reads it
 * from the cache with the same query. (Once the session is known, screens ask for their own data.)
 */
function usePrefetchForChildWhilePending(pending: boolean, screen: ReactNode): void {
  const type = isValidElement(screen) ? (screen.type as { prefetchForChild?: unknown }) : null;
  useEffect(() => {
    const prefetch = type?.prefetchForChild;
    // The app's query client (the layout's QueryRoot around every screen but the home page).
    const client = activeQueryClient();
    if (!pending || typeof prefetch !== 'function' || !client) return;
    // The session request under way (useSession's), not a second one.
    void loadSession()
      .then((answer) => (answer.user && !answer.user.isSuperuser ? (prefetch as ScreenPrefetch)(client) : undefined))
      .catch(() => undefined);
  }, [pending, type]);
}

/** Anyone but the superuser is sent from /superuser* screens to the /superuser login (spec 000 §4). */
export function RequireSuperuser({ children, allowPublic = false }: GuardProps & { allowPublic?: boolean }) {
  const session = useSession();
  const isPublic = usePublicFlag();
  usePreloadWhilePending(session.isPending, children);
  if (session.isPending) return <Loading />;
  if (session.data?.user?.isSuperuser || (allowPublic && isPublic)) return <>{children}</>;
  return <Navigate to={paths.superuser} replace />;
}
