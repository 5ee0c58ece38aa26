import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { isToasterWanted, toasterLoadFailed, watchToasterWanted } from '../../lib/toast';

/**
 * The app's toasts (settings in sonner-toaster.tsx). The Toaster and sonner load
 * with the first toast (`lib/toast.ts` keeps it until then), not with the first paint.
 * A failed load (offline, a new version deployed) shows nothing and is tried again by the next toast.
 */
export function AppToaster() {
  const wanted = useSyncExternalStore(watchToasterWanted, isToasterWanted, isToasterWanted);
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Loaded) return;
    let live = true;
    import('./sonner-toaster').then(
      (m) => live && setLoaded(() => m.SonnerToaster),
      () => toasterLoadFailed(),
    );
    return () => {
      live = false;
    };
  }, [wanted, Loaded]);
  return Loaded ? <Loaded /> : null;
}
