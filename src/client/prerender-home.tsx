import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { SessionResponse } from '../shared/schemas/profile';
import { resetSessionStore, setSession } from './features/auth/session';
import { paths } from './paths';
import { AppRoutes } from './router';

/**
 * Issue 16 (P2): the home page drawn into HTML at build time (vite.config.ts, `prerenderHome`), so
 * that `/` shows its text before its JavaScript has downloaded and run. The server sends it on `/`
 * only (src/server/app.ts); React's createRoot then replaces it with the same screen.
 * Rendered in Node by Vite's SSR loader, never shipped to the browser.
 */

/** THE ONE PLACE where the prerendered page learns who is visiting: nobody (an anonymous visitor). */
function seedAnonymousSession(): void {
  const anonymous: SessionResponse = { user: null, pendingConsent: null };
  setSession(anonymous);
}

/** The layout and the home page at `/`, as an anonymous visitor sees them once the session has answered. */
export async function renderHomeMarkup(): Promise<string> {
  seedAnonymousSession();
  const { prelude } = await prerender(
    <StrictMode>
      {/* Purely visual until React draws (createRoot replaces #root's children): nothing in it can be
          clicked, focused or read by a screen reader, so nobody uses a dead button and nothing is
          announced twice. `contents`: the wrapper draws no box, the layout is the app's own. */}
      <div inert aria-hidden="true" className="contents" data-prerendered="">
        <StaticRouter location={paths.home}>
          <AppRoutes />
        </StaticRouter>
      </div>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  resetSessionStore();
  return html;
}
