import { useSyncExternalStore } from 'react';

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

export const NEEDS_NETWORK_TITLE = 'Serve la connessione a Internet';
/** Said wherever something needs the server while the device is offline. */
export const NEEDS_NETWORK = 'Serve la connessione a Internet. Quando torna la rete, riprova.';
export const QUEUED_MESSAGE = 'Salvata sul dispositivo, la invio appena torna la rete';
