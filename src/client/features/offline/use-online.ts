import { useSyncExternalStore } from 'react';
import { t } from '../../i18n/it/offline';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser thinks it has a network (navigator.onLine), kept up to date. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export const NEEDS_NETWORK_TITLE = t('offline.useOnline.serveLaConnessioneAInternet');
export const QUEUED_MESSAGE = t('offline.useOnline.salvataSulDispositivoLaInvio');
