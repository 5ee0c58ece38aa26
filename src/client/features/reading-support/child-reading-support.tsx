import { lazy, Suspense, useLayoutEffect } from 'react';
import { DEFAULT_READING_SETTINGS } from '../../../shared/reading-settings';
import { ReadingRuler } from './reading-ruler';
import { applyReadingStyle, readingStyle } from './reading-style';
import { useReadingSettings, useSaveReadingSettings } from './use-reading-settings';

// Issue 16 (P1): the dialog (Radix Dialog, focus trap, scroll lock, checkboxes) is loaded only for a
// logged-in child, after the first paint; its button is fixed, so nothing moves when it appears.
const ReadingSettingsDialog = lazy(() => import('./reading-settings-dialog').then((m) => ({ default: m.ReadingSettingsDialog })));

/** A logged-in child's reading support (reading-support.tsx loads it): their settings, the dialog, the ruler. */
export function ChildReadingSupport({ userId, besideHomeButton }: { userId: string; besideHomeButton: boolean }) {
  const query = useReadingSettings(userId);
  const save = useSaveReadingSettings(userId);
  const settings = query.data ?? null;

  useLayoutEffect(() => {
    applyReadingStyle(document.documentElement, readingStyle(settings));
  }, [settings]);
  useLayoutEffect(() => () => applyReadingStyle(document.documentElement, readingStyle(null)), []);

  return (
    <>
      <Suspense fallback={null}>
        <ReadingSettingsDialog settings={settings ?? DEFAULT_READING_SETTINGS} onChange={(next) => save.mutate(next)} besideHomeButton={besideHomeButton} />
      </Suspense>
      {settings?.ruler ? <ReadingRuler /> : null}
    </>
  );
}
