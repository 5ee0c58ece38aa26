import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { FRAME_NAME_TOKEN, type CHILD_FRAME_ADDRESSES } from '../shared/route-hints';
import type { SessionResponse } from '../shared/schemas/profile';
import { resetSessionStore, setSession } from './features/auth/session';
import { paths } from './paths';
import { AppRoutes, preloadChildScreens, preloadFirstScreen } from './router';

/**
 * Issue 16 (P2): the home page, and a logged-in child's `/`, dashboard and archive, drawn into HTML
 * at build time (vite.config.ts, `prerenderHome`), so that they show their text before their
 * JavaScript has downloaded and run. The server sends them (src/server/app.ts,
 * src/server/http/page-hints.ts); React's createRoot then replaces them with the same screen.
 * Rendered in Node by Vite's SSR loader, never shipped to the browser.
 */

/** THE ONE PLACE where the prerendered page learns who is visiting: nobody (an anonymous visitor). */
function seedAnonymousSession(): void {
  const anonymous: SessionResponse = { user: null, pendingConsent: null };
  setSession(anonymous);
}

const FRAME_USER_ID = '00000000-0000-4000-8000-000000000000';

/** THE ONE PLACE where a child's prerendered page learns who is visiting: a child with no unread message. */
function seedChildSession(): void {
  setSession({ user: { id: FRAME_USER_ID, name: FRAME_NAME_TOKEN, isSuperuser: false, unreadMessages: 0 }, pendingConsent: null });
}

/** The layout and the home page at `/`, as an anonymous visitor sees them once the session has answered. */
export async function renderHomeMarkup(): Promise<string> {
  seedAnonymousSession();
  return renderAt(paths.home);
}

/**
 * The layout and the screen at `path` as a logged-in child sees them before their own data has
 * arrived (the archive's list is still loading), with FRAME_NAME_TOKEN for their name.
 */
export async function renderChildFrameMarkup(path: (typeof CHILD_FRAME_ADDRESSES)[number]): Promise<string> {
  seedChildSession();
  // A child's every screen draws the query provider, the reading support and the offline note: their
  // code is loaded first, so that nothing waits inside the page (a screen that waited would be
  // written out with its spinner and a script to swap it, which the CSP forbids).
  await preloadChildScreens();
  const html = await renderAt(path);
  // The profile badge is placed by a style the app sets (it can be dragged); the CSP allows no style
  // in the HTML, so the drawn page puts it in the same place, 12 px from the corner, with classes.
  const placed = html.replace(
    /(data-testid="profile-indicator" class=")([^"]*)(" style="left:12px;top:12px")/,
    (_match, before: string, classes: string) => `${before}left-3 top-3 ${classes}"`,
  );
  return placed;
}

async function renderAt(path: string): Promise<string> {
  await preloadFirstScreen(path);
  const { prelude } = await prerender(
    <StrictMode>
      {/* Purely visual until React draws (createRoot replaces #root's children): nothing in it can be
          clicked, focused or read by a screen reader, so nobody uses a dead button and nothing is
          announced twice. `contents`: the wrapper draws no box, the layout is the app's own. */}
      <div inert aria-hidden="true" className="contents" data-prerendered="">
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </div>
    </StrictMode>,
    // One piece: React would otherwise write a large Suspense boundary (the dashboard) after its
    // spinner, with a script to swap them, which the CSP does not allow.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  resetSessionStore();
  return html;
}
