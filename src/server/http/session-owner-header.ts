import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_OWNER_HEADER } from '../../shared/session-owner-header';

/**
 * Names the profile an /api/ answer belongs to. The service worker keeps an answer for offline use
 * only when this header names the profile that owns the device's cache, and serves a kept answer
 * only to that owner (src/client/features/offline/api-cache-owner.ts): so on a shared classroom PC
 * one child's archive is never shown to the next, whatever the order of logins, logouts and
 * answers in flight. The id is no secret: GET /api/session returns it to the same caller.
 */
export function addSessionOwnerHeader(request: FastifyRequest, reply: FastifyReply): void {
  if (request.user && request.url.startsWith('/api/')) reply.header(SESSION_OWNER_HEADER, request.user.id);
}
