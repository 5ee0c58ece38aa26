import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { useSession } from '../auth/session';

// The list loads only when the session counts unread messages.
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
    <Suspense fallback={null}>
      <UnreadMessagesList />
    </Suspense>
  );
}
