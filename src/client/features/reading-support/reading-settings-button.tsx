import { BookOpenText } from 'lucide-react';
import { Suspense, useCallback, useRef, useState } from 'react';
import type { ReadingSettings } from '../../../shared/reading-settings';
import { cn } from '../../lib/cn';
import { lazyNamed } from '../../lib/lazy-named';
import { t } from '../../i18n/it/reading-support';

// The dialog (Radix Dialog, focus trap, scroll lock, checkboxes) loads on the first click, not to
// draw the button, so a page's LCP does not wait behind it (Lighthouse mobile score, figure P2 in docs/benchmarks.md).
const ReadingSettingsDialog = lazyNamed(() => import('./reading-settings-dialog'), 'ReadingSettingsDialog');

export interface ReadingSettingsButtonProps {
  settings: ReadingSettings;
  onChange: (settings: ReadingSettings) => void;
  /** Where the round button sits: beside the home button, or alone in the corner. */
  besideHomeButton: boolean;
}

/**
 * 'Lettura facilitata': the round button on every screen of a logged-in child. The first click (or
 * Enter/Space) loads the settings dialog and opens it; it then stays mounted, and closing it puts
 * the focus back on the button.
 */
export function ReadingSettingsButton({ settings, onChange, besideHomeButton }: ReadingSettingsButtonProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    button.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('readingSupport.readingSettingsDialog.letturaFacilitata')}
        title={t('readingSupport.readingSettingsDialog.letturaFacilitata')}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={cn(
          'no-print absolute group-data-[pinned=true]/strip:xl:fixed top-3 z-40 flex size-12 items-center justify-center rounded-full bg-white text-brand-800 shadow-md ring-1 ring-brand-200 hover:bg-brand-100',
          besideHomeButton ? 'right-[4.25rem]' : 'right-3',
        )}
      >
        <BookOpenText className="size-6" aria-hidden="true" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReadingSettingsDialog settings={settings} onChange={onChange} open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
