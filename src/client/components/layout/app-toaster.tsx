import { Toaster } from 'sonner';
import { t } from '../../i18n/it/components';

/**
 * sonner's Toaster with the app's settings: at the bottom right (on phones sonner spans them
 * across the bottom), so they never cover the home and back buttons at the top or the field being
 * corrected higher up a form; at most three at a time (repeated messages carry an id, so they
 * replace each other); Italian labels; dark text on pale colours (≥ 4.5:1, see styles.css); never
 * printed.
 */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      visibleToasts={3}
      className="no-print"
      customAriaLabel={t('components.appToaster.notifiche')}
      toastOptions={{ closeButtonAriaLabel: t('components.shared.chiudi') }}
    />
  );
}
