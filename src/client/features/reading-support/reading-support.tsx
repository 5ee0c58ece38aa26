import { Suspense, useLayoutEffect } from 'react';
import { parseReadingSettings } from '../../../shared/reading-settings';
import { readPreference } from '../../lib/local-preferences';
import { lazyNamed } from '../../lib/lazy-named';
import { useSession } from '../auth/session';
import './fonts';
import { applyReadingStyle, readingSettingsCacheKey, readingStyle } from './reading-style';

// The settings, the dialog and the ruler load only for a logged-in child: visitors and the
// superuser download none of it.
const ChildReadingSupport = lazyNamed(() => import('./child-reading-support'), 'ChildReadingSupport');

/**
 * 'Lettura facilitata' for a logged-in child: the settings button on every screen, the
 * chosen look applied to <html> (see styles.css), and the reading ruler. The superuser and visitors
 * get neither.
 */
export function ReadingSupport({ besideHomeButton }: { besideHomeButton: boolean }) {
  const session = useSession();
  const user = session.data?.user;
  const userId = user && !user.isSuperuser ? user.id : null;

  // The look this browser last saw for the child, at once (the server's answer follows): a reload
  // does not flash the normal look while the rest loads.
  useLayoutEffect(() => {
    applyReadingStyle(document.documentElement, readingStyle(userId ? readPreference(readingSettingsCacheKey(userId), parseReadingSettings) : null));
  }, [userId]);

  if (!userId) return null;
  return (
    <Suspense fallback={null}>
      <ChildReadingSupport userId={userId} besideHomeButton={besideHomeButton} />
    </Suspense>
  );
}
