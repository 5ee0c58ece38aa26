import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';

/**
 * Request guards that run in `onRequest`, before any body is read (docs/architecture.md,
 * "How a request flows"): cross-origin writes are refused, NUL bytes in the URL are refused, and every
 * response gets the headers that keep private data out of caches and powerful features off.
 */

export const CROSS_ORIGIN_MESSAGE = API_MESSAGES.http.crossOrigin;
export const NUL_MESSAGE = API_MESSAGES.http.badCharacters;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAFE_FETCH_SITES = new Set(['same-origin', 'none']);

/** The origin the request was sent to (scheme + host), as seen through a trusted proxy. */
export function ownOrigin(request: FastifyRequest): string | null {
  return normalisedOrigin(`${request.protocol}://${request.host}`);
}

function normalisedOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.protocol}//${url.host}`.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Refuses a state-changing request sent by a page of another origin: the browser says so in
 * `Sec-Fetch-Site` (anything but same-origin/none), or its `Origin` is not ours. A request with
 * neither header (curl, a server, tests) is not a browser's cross-site request and passes.
 */
export function refuseCrossOriginWrites(request: FastifyRequest): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  // An unparsable Origin or Host never matches.
  const foreignSite = typeof site === 'string' && !SAFE_FETCH_SITES.has(site.toLowerCase());
  const foreignOrigin = typeof origin === 'string' && (normalisedOrigin(origin) ?? 'none') !== ownOrigin(request);
  if (foreignSite || foreignOrigin) throw new HttpError(403, 'cross_origin', CROSS_ORIGIN_MESSAGE);
}

/** A NUL byte, raw or percent-encoded, anywhere in the path or query string. */
export function refuseNulInUrl(request: FastifyRequest): void {
  const url = request.raw.url ?? request.url;
  if (url.includes('\u0000') || /%00/i.test(url)) throw new HttpError(400, 'invalid_input', NUL_MESSAGE);
}

function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key.includes('\u0000') || containsNul(v, depth + 1)) return true;
    }
  }
  return false;
}

/** A NUL byte in any key or string of a parsed body (JSON or text). Multipart fields are checked where they are read. */
export function refuseNulInBody(body: unknown): void {
  if (containsNul(body)) throw new HttpError(400, 'invalid_input', NUL_MESSAGE);
}

/**
 * Sets one of our cookies: httpOnly, SameSite=Lax, Path=/; over HTTPS (directly or through a
 * trusted proxy's X-Forwarded-Proto) `Secure` and named `__Host-<name>` (no Domain), so no other
 * site or subdomain can set or read it.
 */
export function setOwnCookie(reply: FastifyReply, base: string, value: string, maxAgeSeconds: number): void {
  const secure = reply.request.protocol === 'https';
  reply.setCookie(secure ? `__Host-${base}` : base, value, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: maxAgeSeconds });
}

/** Clears one of our cookies under both names. */
export function clearOwnCookie(reply: FastifyReply, base: string): void {
  reply.clearCookie(base, { path: '/' });
  if (reply.request.protocol === 'https') reply.clearCookie(`__Host-${base}`, { path: '/', secure: true });
}

/** A cookie's value under either name (`__Host-` first), so a move to HTTPS keeps people logged in. */
export function readCookie(request: FastifyRequest, base: string): string | undefined {
  return request.cookies[`__Host-${base}`] ?? request.cookies[base];
}

/** The microphone for the child's voice; every other powerful feature off. */
const PERMISSIONS_POLICY =
  'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=()';

/** Headers every response gets; API answers are private and never stored by a cache unless a route says otherwise. */
export function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}
