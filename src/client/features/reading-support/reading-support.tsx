import { lazy, Suspense, useLayoutEffect } from 'react';
import { DEFAULT_READING_SETTINGS } from '../../../shared/reading-settings';
import { useSession } from '../auth/session';
import './fonts';
import { ReadingRuler } from './reading-ruler';
import { applyReadingStyle, readingStyle } from './reading-style';
import { useReadingSettings, useSaveReadingSettings } from './use-reading-settings';

// Issue 16 (P1): the dialog (Radix Dialog, focus trap, scroll lock, checkboxes) is loaded only for a
// logged-in child, after the first paint; its button is fixed, so nothing moves when it appears.
const ReadingSettingsDialog = lazy(() => import('./reading-settings-dialog').then((m) => ({ default: m.ReadingSettingsDialog })));

/**
 * 'Lettura facilitata' for a logged-in child (issue 18): the settings button on every screen, the
 * chosen look applied to <html> (see styles.css), and the reading ruler. The superuser and visitors
 * get neither.
 */
export function ReadingSupport({ besideHomeButton }: { besideHomeButton: boolean }) {
  const session = useSession();
  const user = session.data?.user;
  const userId = user && !user.isSuperuser ? user.id : null;
  const query = useReadingSettings(userId);
  const save = useSaveReadingSettings(userId);
  const settings = userId ? (query.data ?? null) : null;

  useLayoutEffect(() => {
    applyReadingStyle(document.documentElement, readingStyle(settings));
  }, [settings]);
  useLayoutEffect(() => () => applyReadingStyle(document.documentElement, readingStyle(null)), []);

  if (!userId) return null;
  return (
    <>
      <Suspense fallback={null}>
        <ReadingSettingsDialog settings={settings ?? DEFAULT_READING_SETTINGS} onChange={(next) => save.mutate(next)} besideHomeButton={besideHomeButton} />
      </Suspense>
      {settings?.ruler ? <ReadingRuler /> : null}
    </>
  );
}
