import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { createAppRouter } from './router';
import '../styles.css';

// The service worker (offline, installable) only in production builds: the dev server and the
// unit tests never see it. Registered once the page has loaded, so neither its code nor its
// precaching of the app competes with the first screen's downloads.
if (import.meta.env.PROD) {
  const registerSw = () => void import('../features/offline/register-sw').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') registerSw();
  else window.addEventListener('load', registerSw, { once: true });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const router = createAppRouter();

/**
 * The home page drawn at build time (home.html) stays on screen until the router has its first
 * screen (session and code): drawn at once, React would swap it for the router's 'Caricamento...'
 * and back.
 */
function firstScreenReady(root: HTMLElement): Promise<void> {
  if (!root.querySelector('[data-prerendered]') || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

void firstScreenReady(container).then(() =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
