import { lazyNamed } from '../../lib/lazy-named';
import { WithQueries } from '../../lib/with-queries';
import { useSession } from '../auth/session';

// The list and its queries load only when the session counts unread messages (home page JavaScript, figure P1 in docs/benchmarks.md).
const UnreadMessagesList = lazyNamed(() => import('./unread-messages-list'), 'UnreadMessagesList');

/**
 * The superuser's unread messages for the logged-in profile (spec 000 §2, §4: a user with unread
 * messages lands on the home page). Each one is marked read when the child dismisses it.
 */
export function UnreadMessages() {
  const session = useSession();
  const unread = session.data?.user?.unreadMessages ?? 0;
  if (unread === 0) return null;
  return (
    <WithQueries>
      <UnreadMessagesList />
    </WithQueries>
  );
}
