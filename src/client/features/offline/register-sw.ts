import { registerSW } from 'virtual:pwa-register';
import { toast } from '../../lib/toast';
import { t } from '../../i18n/it/offline';

/**
 * Registers the service worker (production builds only: main.tsx). A new version waits: the
 * child is told 'È pronta una nuova versione di FantasMia' and may update now (the page reloads
 * on the new version) or simply go on; the new version starts at the next open. Old and new
 * chunks are never mixed: the waiting worker takes over only when no page uses the old one.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast(t('offline.registerSw.eProntaUnaNuovaVersione'), {
        id: 'fantasmia-update',
        description: t('offline.registerSw.siApriraDaSolaLa'),
        duration: Number.POSITIVE_INFINITY,
        action: { label: t('offline.registerSw.aggiorna'), onClick: () => void updateSW(true) },
        // A touch target of at least 44px, like every other button.
        actionButtonStyle: { minHeight: 44, paddingInline: 16, fontSize: 14 },
      });
    },
  });
}
