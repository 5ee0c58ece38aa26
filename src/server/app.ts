import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { MAX_JSON_BODY_BYTES } from '../shared/constants';
import type { AppContext } from './app-context';
import { adminRoutes } from './admin/routes';
import { aiRoutes } from './ai/routes';
import { archiveRoutes } from './archive/routes';
import { authRoutes } from './auth/routes';
import { familyConsentRoutes } from './auth/family-consent-routes';
import { cardRoutes } from './auth/card-routes';
import { backupRoutes } from './backup/routes';
import { readSession, SESSION_COOKIE } from './auth/sessions';
import { collectRoutes, enforceAccess, type DeclaredRoute } from './http/access';
import { HttpError, registerErrorHandling } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { pageWithHints, readRouteHints } from './http/page-hints';
import { addSecurityHeaders, readCookie, refuseCrossOriginWrites, refuseNulInBody, refuseNulInUrl } from './http/request-security';
import { imageRoutes } from './images/routes';
import { sharedRateLimitStore } from './limits/shared-rate-limit-store';
import { messageRoutes } from './messages/routes';
import { paperRoutes } from './paper/routes';
import { profileRoutes } from './profiles/routes';
import { publishedStoryRoutes } from './published-stories/routes';
import { storyRoutes } from './stories/routes';
import { readingSettingsRoutes } from './reading-settings/routes';
import { recordingRoutes } from './recordings/routes';
import { seedRoutes } from './seed/routes';
import { settingsRoutes } from './settings/routes';
import { systemRoutes } from './system/routes';
import { translationRoutes } from './translation/routes';
import { workshopRoutes } from './workshops/routes';
import { API_MESSAGES } from '../shared/messages/api-messages';
import { addSessionOwnerHeader } from './http/session-owner-header';

export interface BuildAppOptions extends AppContext {
  /** Serve the built SPA from this folder (skipped when it does not exist, e.g. in API tests). */
  clientDir?: string | undefined;
  logger?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** Every API route with its declared access level. */
  routes: DeclaredRoute[];
}

function defaultClientDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/server/index.js → dist/client
  return path.resolve(here, '../client');
}

/**
 * TRUST_PROXY as Fastify wants it; proxy-addr then takes the client address from the right of
 * X-Forwarded-For, skipping only the hops trusted here. A hop count N trusts the N nearest hops
 * (the address that connected and N-1 before it); Fastify 5 ignores a bare number, so it is given
 * as a function (a bare number there trusts no hop). A hop count believes whoever connects, so it is only safe when the server is
 * reachable through the proxy alone (HOST=127.0.0.1 behind it); an address list is safe anywhere.
 */
function trustProxySetting(setting: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** Builds the Fastify app: API under /api, the SPA everywhere else. Tests use it directly. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL },
    bodyLimit: MAX_JSON_BODY_BYTES,
    // TRUST_PROXY: client address from X-Forwarded-For, scheme from X-Forwarded-Proto (off by default).
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    // Errors the router raises before any route runs (bad URL encoding, over-long params) keep our shape.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply.status(status).send({ error: { code: status === 414 ? 'uri_too_long' : 'invalid_input', message: API_MESSAGES.http.badAddress } });
    },
  });
  const ctx: AppContext = { db: options.db, dbKind: options.dbKind, env, ...(options.probeWrite ? { probeWrite: options.probeWrite } : {}) };
  const routes = collectRoutes(app);

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  // Per-route limits: in the database on PostgreSQL, so that every instance counts together; in
  // memory on SQLite, which is always one process (and memory is faster).
  await app.register(rateLimit, { global: false, ...(ctx.dbKind === 'postgres' ? { store: sharedRateLimitStore(ctx.db) } : {}) });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  // Laboratorio's live line (workshops/routes.ts): small messages only.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

  app.decorateRequest('user', null);
  // Before the body is read or parsed: NUL bytes in the URL, writes from another origin (CSRF),
  // then who is calling, and may they?
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    refuseNulInUrl(request);
    refuseCrossOriginWrites(request);
    request.user = await readSession(ctx.db, request);
    enforceAccess(request);
  });
  // A NUL byte in any parsed JSON or text body; multipart fields are checked where they are read.
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/')) refuseNulInBody(request.body);
  });
  app.addHook('onSend', async (request, reply) => {
    addSecurityHeaders(request, reply);
    addSessionOwnerHeader(request, reply);
  });

  systemRoutes(app, ctx);
  authRoutes(app, ctx);
  profileRoutes(app, ctx);
  storyRoutes(app, ctx);
  imageRoutes(app, ctx);
  translationRoutes(app, ctx);
  publishedStoryRoutes(app, ctx);
  seedRoutes(app, ctx);
  adminRoutes(app, ctx);
  settingsRoutes(app, ctx);
  messageRoutes(app, ctx);
  archiveRoutes(app, ctx);
  workshopRoutes(app, ctx);
  aiRoutes(app, ctx);
  paperRoutes(app, ctx);
  backupRoutes(app, ctx);
  readingSettingsRoutes(app, ctx);
  familyConsentRoutes(app, ctx);
  cardRoutes(app, ctx);
  recordingRoutes(app, ctx);

  const clientDir = options.clientDir ?? env.CLIENT_DIR ?? defaultClientDir();
  const indexHtml = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexHtml);
  // What each screen needs, named in the page so that the browser fetches it at once (Lighthouse mobile score, figure P2;
  // http/page-hints.ts). Without the file (a build from before it) pages go as they are.
  const routeHints = hasClient ? readRouteHints(clientDir) : null;
  const indexText = routeHints ? fs.readFileSync(indexHtml, 'utf8') : '';
  // The home page drawn at build time, for `/` without a session (vite.config.ts `prerenderHome`).
  const homeHtml = path.join(clientDir, 'home.html');
  const homeText = routeHints && fs.existsSync(homeHtml) ? fs.readFileSync(homeHtml, 'utf8') : indexText;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      preCompressed: true,
      index: false,
      wildcard: false,
      // No route of its own for the precompressed copies (they are found beside each file when
      // the browser accepts them): a route per built file, twice over, was a tenth of the
      // server's start-up (start-up time, figure P7 in docs/benchmarks.md).
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      throw new HttpError(404, 'not_found', API_MESSAGES.http.apiNotFound);
    }
    if (!hasClient || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new HttpError(404, 'not_found', API_MESSAGES.http.pageNotFound);
    }
    // Every other path is a screen of the SPA (the client shows its own 404 page): index.html, with
    // the hints for its screen (http/page-hints.ts).
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const hasCookie = Boolean(readCookie(request, SESSION_COOKIE));
    reply.header('vary', 'Cookie').header('cache-control', 'no-cache');
    if (!routeHints || request.method === 'HEAD') return reply.sendFile('index.html');
    const user = hasCookie ? await readSession(ctx.db, request) : null;
    // A page made for this session (their hints) is for their browser only, never a shared cache.
    if (user) reply.header('cache-control', 'private, no-cache');
    const page = pathname === '/' && !user ? homeText : indexText;
    return reply.type('text/html; charset=utf-8').send(pageWithHints(page, routeHints, pathname, user));
  });

  return { app, routes };
}
