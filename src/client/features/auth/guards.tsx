import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../../components/ui/spinner';
import { paths } from '../../paths';
import { isPublicMode, useSession } from './session';

interface GuardProps {
  children: ReactNode;
}

function usePublicFlag(): boolean {
  const location = useLocation();
  const state: unknown = location.state;
  const fromState = typeof state === 'object' && state !== null && 'isPublic' in state && state.isPublic === true;
  return fromState || isPublicMode();
}

/** A visitor without a session goes to / (spec 000 §6). The server refuses the data anyway. */
export function RequireSession({ children, allowPublic = false }: GuardProps & { allowPublic?: boolean }) {
  const session = useSession();
  const isPublic = usePublicFlag();
  if (session.isPending) return <Loading />;
  if (session.data?.user || (allowPublic && isPublic)) return <>{children}</>;
  return <Navigate to={paths.home} replace />;
}

/** Anyone but the superuser is sent from /superuser* screens to the /superuser login (spec 000 §4). */
export function RequireSuperuser({ children, allowPublic = false }: GuardProps & { allowPublic?: boolean }) {
  const session = useSession();
  const isPublic = usePublicFlag();
  if (session.isPending) return <Loading />;
  if (session.data?.user?.isSuperuser || (allowPublic && isPublic)) return <>{children}</>;
  return <Navigate to={paths.superuser} replace />;
}
