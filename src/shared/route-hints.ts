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
