import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { useSession } from '../auth/session';
import { useOnline } from '../offline/use-online';

// The chunk is in the service worker's precache, so it loads offline too; should it still fail,
// the page goes on without the note.
const OfflineStatus = lazyNamed(() => import('./offline-status').catch(() => ({ OfflineStatus: () => null })), 'OfflineStatus');

/**
 * The offline note and the stories waiting on the device (`offline-status.tsx`) concern a child
 * who is logged in, or anyone while the device is offline: only then is their code loaded
 * (figure P1 in docs/benchmarks.md: an anonymous visitor's home page, online, does not download the outbox).
 */
export function OfflineStatusGate() {
  const online = useOnline();
  const session = useSession();
  if (online && !session.data?.user) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatus />
    </Suspense>
  );
}
