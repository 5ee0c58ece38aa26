import { isPublicMode, useSession } from '../auth/session';

/** Whose drafts: the logged-in user's id, 'public' for the public user, null while unknown. */
export function useDraftProfileKey(): string | null {
  const session = useSession();
  if (session.isPending) return null;
  const user = session.data?.user;
  if (user) return user.id;
  return isPublicMode() ? 'public' : null;
}
