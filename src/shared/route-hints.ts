import { z } from 'zod';

/**
 * What `npm run build` writes beside index.html (vite.config.ts, `routeHints`) and the server reads
 * to name, in the page it sends, the files a screen needs (Lighthouse mobile score, figure P2 in docs/benchmarks.md; src/server/http/page-hints.ts).
 */
export const ROUTE_HINTS_FILE = 'route-hints.json';

const builtFile = z.string().regex(/^assets\/[\w.-]+\.js$/);

export const routeHintsSchema = z.object({
  /** An address of paths.ts → the JavaScript files its screen needs beyond index.html's. */
  routes: z.record(z.string().regex(/^\/[\w-]*$/), z.array(builtFile)),
  /** What every screen of a logged-in child needs: the query provider, the reading support, the offline note. */
  child: z.array(builtFile),
  /** What index.html preloads for `/` alone (the home screen's code). */
  homeOnly: z.array(builtFile),
});

export type RouteHints = z.infer<typeof routeHintsSchema>;

/** The addresses whose page a logged-in child gets drawn at build time (figure P2 in docs/benchmarks.md): `/`, the dashboard, the archive. */
export const CHILD_FRAME_ADDRESSES = ['/', '/dashboard', '/user-archive'] as const;

/** What stands for the child's name in those pages: the server writes the child's name (escaped) in its place. */
export const FRAME_NAME_TOKEN = 'FANTASMIAPROFILENAME';

/**
 * Where the build writes a logged-in child's page drawn at build time (src/client/prerender-home.tsx):
 * `frames/child-home.html` for `/`, `frames/child-dashboard.html`, `frames/child-user-archive.html`.
 */
export function childFrameFile(address: string): string {
  return `frames/child-${address === '/' ? 'home' : address.slice(1)}.html`;
}
