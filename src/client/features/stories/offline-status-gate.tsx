import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { lazyNamed } from '../../lib/lazy-named';
import { useSession } from '../auth/session';
import { useOnline } from '../offline/use-online';

const OfflineStatus = lazyNamed(() => import('./offline-status'), 'OfflineStatus');
/** Downloads the offline note's code before the first render, for a logged-in child (src/client/main.tsx). */
export const preloadOfflineStatus = (): Promise<void> => OfflineStatus.preload();

/**
 * The offline note and the stories waiting on the device (`offline-status.tsx`) concern a child
 * who is logged in, or anyone while the device is offline: only then is their code loaded
 * (figure P1 in docs/benchmarks.md: an anonymous visitor's home page, online, does not download the outbox). The
 * chunk is in the service worker's precache, so it loads offline too; should it still fail, the
 * page goes on without the note.
 */
export function OfflineStatusGate() {
  const online = useOnline();
  const session = useSession();
  if (online && !session.data?.user) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <OfflineStatus />
      </Suspense>
    </ErrorBoundary>
  );
}
