import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './router';
import { resetSessionStore, setSession } from '../features/auth/session';
import { queryClient } from '../lib/query-client';

/**
 * The home page as an anonymous visitor first sees it, drawn into HTML at build time (vite.config.ts,
 * `prerenderHome`) through the router's own static rendering: the server sends it on `/` to a
 * visitor without a session, so its text shows before the JavaScript has run; the app then draws
 * the same screen over it. Runs in Node through Vite's SSR loader, never in the browser.
 */
export async function renderHomeMarkup(): Promise<string> {
  setSession({ user: null, pendingConsent: null });
  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/'));
    if (context instanceof Response) throw new Error(`prerender-home: / answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerender(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          {/* Only a picture until the app draws (createRoot replaces #root's children): nothing in it
              can be clicked, focused or read twice by a screen reader. `contents` draws no box. */}
          <div inert aria-hidden="true" className="contents" data-prerendered="">
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </div>
        </QueryClientProvider>
      </StrictMode>,
      // One piece: React would otherwise write a slow Suspense boundary with a script to swap it in,
      // which the Content-Security-Policy forbids.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await new Response(prelude).text();
  } finally {
    resetSessionStore();
  }
}
