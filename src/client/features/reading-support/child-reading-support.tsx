import { useLayoutEffect } from 'react';
import { DEFAULT_READING_SETTINGS } from '../../../shared/reading-settings';
import { ReadingRuler } from './reading-ruler';
import { ReadingSettingsButton } from './reading-settings-button';
import { applyReadingStyle, readingStyle } from './reading-style';
import { useReadingSettings, useSaveReadingSettings } from './use-reading-settings';

/** A logged-in child's reading support (reading-support.tsx loads it): their settings, the dialog, the ruler. */
export function ChildReadingSupport({ userId, besideHomeButton }: { userId: string; besideHomeButton: boolean }) {
  const query = useReadingSettings(userId);
  const save = useSaveReadingSettings(userId);
  const settings = query.data ?? null;

  useLayoutEffect(() => {
    applyReadingStyle(document.documentElement, readingStyle(settings));
    return () => applyReadingStyle(document.documentElement, readingStyle(null));
  }, [settings]);

  return (
    <>
      <ReadingSettingsButton settings={settings ?? DEFAULT_READING_SETTINGS} onChange={(next) => save.mutate(next)} besideHomeButton={besideHomeButton} />
      {settings?.ruler ? <ReadingRuler /> : null}
    </>
  );
}
