import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import type { SessionKind } from '../db/schema';
import { HttpError } from './errors';

/**
 * Who may call a route. Every API route declares one in `config.access`; a route without it
 * refuses to register, so the rule is visible beside each route and checked in one place here.
 * - anonymous: anyone, logged in or not
 * - consent: a profile just created in this browser whose adult has not yet accepted the terms
 *   (a full session passes too; the consent route itself refuses to give consent twice)
 * - profile: any logged-in profile, the superuser included
 * - superuser: only the superuser
 */
export type Access = 'anonymous' | 'consent' | 'profile' | 'superuser';

export interface AuthUser {
  id: string;
  name: string;
  isSuperuser: boolean;
  sessionId: string;
  sessionKind: SessionKind;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

/** Every API route with its access level, filled as routes register (tests walk it). */
export function collectRoutes(app: FastifyInstance): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access });
    }
  });
  return routes;
}

/** Throws 401/403 unless the request's user satisfies the route's declared access. */
export function enforceAccess(request: FastifyRequest): void {
  const access = request.routeOptions.config.access;
  if (!access || access === 'anonymous') return;
  const user = request.user;
  // A restricted 'password' session (no login gives one out) opens nothing.
  if (!user || user.sessionKind === 'password') throw new HttpError(401, 'unauthenticated', AUTH_MESSAGES.unauthenticated);
  if (access === 'consent') return; // a full session may also complete consent
  if (user.sessionKind !== 'full') throw new HttpError(403, 'consent_required', AUTH_MESSAGES.consentMissing);
  if (access === 'superuser' && !user.isSuperuser) throw new HttpError(403, 'forbidden', AUTH_MESSAGES.forbidden);
}

/** The logged-in user of a route that declared profile or superuser access. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'unauthenticated', AUTH_MESSAGES.unauthenticated);
  return request.user;
}
