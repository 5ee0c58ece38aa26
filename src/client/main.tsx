import { StrictMode, startTransition } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { RouteError } from './components/layout/route-error';
import { loadSession } from './features/auth/session';
import { createGuardedHistory } from './lib/guarded-history';
import { AppRoutes, preloadChildScreens, preloadFirstScreen } from './router';
import './styles.css';

// The service worker (offline, installable) only in production builds: the dev server and the
// unit tests never see it. Registered once the page has loaded, so neither its code nor its
// precaching of the app competes with the first screen's downloads (issue 16, P2).
if (import.meta.env.PROD) {
  const registerSw = () => void import('./features/offline/register-sw').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') registerSw();
  else window.addEventListener('load', registerSw, { once: true });
}

// A plain router (no data router: issue 16, P1) over a history that lets the editors hold the
// browser's back button while there is unsaved work (lib/guarded-history.ts).
const history = createGuardedHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * Issue 16 (P2): the first render waits, FIRST_RENDER_WAIT_MS at most, for the session and the code
 * of the screen at this address (and, for a logged-in child, of what every child's screen draws),
 * which the server's page has already asked for (src/server/http/page-hints.ts). React then draws
 * the screen at once. Drawn earlier, it committed the spinner while the code arrived, and React holds
 * a screen back for 300 ms after a spinner has shown. On a slow network the spinner comes after
 * the wait, as before.
 */
const FIRST_RENDER_WAIT_MS = 800;
/**
 * The next task. The entry's own work is spread over short tasks (issue 16, P2): a page that does
 * 60 ms of work in one task cannot answer a tap for 60 ms, and Lighthouse counts it as blocking.
 * Matching the address to its screen (~10 ms the first time) waits for the task after this one.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const firstScreen = Promise.all([
  nextTask().then(() => preloadFirstScreen(window.location.pathname)),
  loadSession().then(
    (session) => (session.user && !session.user.isSuperuser ? preloadChildScreens() : undefined),
    () => undefined,
  ),
]);
void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(render);

/**
 * Issue 16 (P2): the first render is a transition, so React draws the screen in slices of a few
 * milliseconds and the page answers a tap in between; drawn at once, it was one task of 50–120 ms
 * on a school PC. Until it commits, the page drawn at build time (or the empty root) stays on screen.
 */
async function render(): Promise<void> {
  if (!container) return;
  // React DOM's own start (~15 ms on a school PC) in this task rather than in the entry's: both stay short.
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <HistoryRouter history={history}>
          {/* The last net, should the layout itself fail; each screen has its own (app-layout.tsx). */}
          <ErrorBoundary
            fallbackRender={({ error }) => (
              <main id="main" className="px-4 pt-16">
                <RouteError error={error} />
              </main>
            )}
          >
            <AppRoutes />
          </ErrorBoundary>
        </HistoryRouter>
      </StrictMode>,
    ),
  );
}
