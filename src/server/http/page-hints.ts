import fs from 'node:fs';
import path from 'node:path';
import { STORY_PAGE_SIZE_DEFAULT } from '../../shared/constants';
import { CHILD_FRAME_ADDRESSES, childFrameFile, FRAME_NAME_TOKEN, ROUTE_HINTS_FILE, routeHintsSchema, type RouteHints } from '../../shared/route-hints';
import type { AuthUser } from './access';

/**
 * For the Lighthouse mobile score (figure P2 in docs/benchmarks.md): the page the server sends for a screen of the app names what that screen will ask
 * for, so that the browser fetches it all together with the entry instead of one wait after another
 * (entry → session → screen's code → data): `/api/session` (every screen asks for it first), the
 * screen's code (route-hints.json, written by the build), and for a logged-in child the code of
 * every child's screen, their reading settings and, on the archive, its first page. The client's own
 * requests are the same (same address, same credentials), so the browser hands them what it has
 * already fetched; nothing in the client depends on these hints.
 */

/** The data a child's screen asks for first, by address (the same URL as the client's request). */
const CHILD_SCREEN_DATA: Record<string, string[]> = {
  '/user-archive': [`/api/stories?page=1&pageSize=${STORY_PAGE_SIZE_DEFAULT}`],
};
const CHILD_DATA = ['/api/profile/reading-settings'];

/** route-hints.json of a build, or null (no build, an older build, or a damaged file: the page goes without hints). */
export function readRouteHints(clientDir: string): RouteHints | null {
  try {
    const parsed = routeHintsSchema.safeParse(JSON.parse(fs.readFileSync(path.join(clientDir, ROUTE_HINTS_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Where a drawn page keeps its scripts until it is on screen (vite.config.ts, `prerenderHome`). */
const AFTER_FIRST_PAINT = '<template id="after-first-paint">';

/** Text for HTML, in an element or an attribute. */
export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** Whether the request's session is a logged-in child's (not the superuser's, not a pending consent or password). */
export const isChildSession = (user: AuthUser | null): user is AuthUser => user !== null && !user.isSuperuser && user.sessionKind === 'full';

/**
 * index.html (or a page drawn at build time) for `pathname`, with the hints for its screen. `user`
 * is the request's session (readSession): the child's data is named only for a child's full session.
 * On a drawn page (`drawn`) the hints, like its scripts, start once the page is on screen.
 */
export function pageWithHints(page: string, hints: RouteHints, pathname: string, user: AuthUser | null, drawn = false): string {
  let html = page;
  // The home screen's code is preloaded by index.html for `/`; elsewhere it is not needed at once.
  if (pathname !== '/')
    for (const file of hints.homeOnly) html = html.replace(new RegExp(`<link rel="modulepreload"[^>]*? href="/${file.replaceAll('.', '\\.')}">`), '');
  const isChild = isChildSession(user);
  const data = ['/api/session', ...(isChild ? [...CHILD_DATA, ...(CHILD_SCREEN_DATA[pathname] ?? [])] : [])];
  const files = new Set([...(isChild ? hints.child : []), ...(Object.hasOwn(hints.routes, pathname) ? (hints.routes[pathname] ?? []) : [])]);
  const tags = [
    ...data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`),
    ...[...files].filter((f) => !html.includes(`/${f}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
  ].join('');
  // A drawn page starts its scripts once it is on screen (src/client/start-after-paint.ts): the
  // hints wait with them in its template.
  const template = drawn ? html.indexOf(AFTER_FIRST_PAINT) : -1;
  const end = template >= 0 ? html.indexOf('</template>', template) : html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

/** A child's page drawn at build time with their name (escaped) where the build left FRAME_NAME_TOKEN. */
export function childFrameFor(frame: string, name: string): string {
  return frame.replaceAll(FRAME_NAME_TOKEN, escapeHtml(name));
}

/** The child's pages drawn at build time that this build has, by address. */
export function readChildFrames(clientDir: string): Map<string, string> {
  const frames = new Map<string, string>();
  for (const address of CHILD_FRAME_ADDRESSES) {
    try {
      const text = fs.readFileSync(path.join(clientDir, childFrameFile(address)), 'utf8');
      if (text.includes(FRAME_NAME_TOKEN)) frames.set(address, text);
    } catch {
      // Not built: that address gets index.html.
    }
  }
  return frames;
}
