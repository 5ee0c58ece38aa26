import { t } from '../../i18n/it/offline';

/** The message our generated sw.js (vite-plugin-pwa, generateSW, skipWaiting off) waits for to take over. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/**
 * Registers the service worker (production builds only). A new version waits until the child
 * chooses 'Aggiorna' or the next open, so old and new chunks are never mixed.
 * The browser's own API, not workbox-window, whose 2 KiB every first visit to the home page would
 * download (home page JavaScript, figure P1 in docs/benchmarks.md).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;

  // sonner is fetched only when there is something to offer. On an anonymous visitor's home page,
  // which mounts no Toaster, the offer shows once they log in or open another page.
  const offer = (waiting: ServiceWorker) =>
    void import('sonner').then(({ toast }) =>
      toast(t('offline.registerSw.eProntaUnaNuovaVersione'), {
        id: 'fantasmia-update',
        description: t('offline.registerSw.siApriraDaSolaLa'),
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: t('offline.registerSw.aggiorna'),
          onClick: () => {
            container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
            waiting.postMessage(SKIP_WAITING);
          },
        },
        // A touch target of at least 44px, like every other button.
        actionButtonStyle: { minHeight: 44, paddingInline: 16, fontSize: 14 },
      }),
    );

  container
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      // A version that was already waiting when this page opened (the first install has no
      // controller: nothing to update then).
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        if (!installing) return;
        installing.addEventListener('statechange', () => {
          if (installing.state === 'installed' && container.controller) offer(installing);
        });
      });
    })
    .catch(() => {
      // No service worker (private mode, blocked by the browser): the app works online without it.
    });
}
