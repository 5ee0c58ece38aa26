import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SESSION_HOURS } from '../../shared/constants';
import type { Database, SessionKind } from '../db/schema';
import type { AuthUser } from '../http/access';
import { clearOwnCookie, readCookie, setOwnCookie } from '../http/request-security';
import { trustDevice } from './devices';
import { forgetSession, recentSessionsOf } from './recent-sessions';
import { newSecret } from './secrets';
import { toSessionUser } from './session-user';

export const SESSION_COOKIE = 'fm_session';
const HOUR_MS = 3_600_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a server-side session and returns the cookie token (only its hash is stored). */
export async function createSession({
  db,
  userId,
  kind,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: string;
  kind: SessionKind;
  now?: Date;
}): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      kind,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_HOURS * HOUR_MS).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Gives this browser a new session of `kind` in place of the one it had, with its cookie
 * (`__Host-fm_session` and Secure over HTTPS).
 */
export async function replaceSession(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, userId: string, kind: SessionKind): Promise<void> {
  if (request.user) await deleteSession(db, request.user.sessionId);
  setOwnCookie(reply, SESSION_COOKIE, await createSession({ db, userId, kind }), SESSION_HOURS * 3600);
}

/** After a login: this browser is trusted by the account and holds a full session of it. Answers the session's user. */
export async function openFullSession(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, user: Pick<AuthUser, 'id' | 'name' | 'isSuperuser'>) {
  await trustDevice(db, request, reply, user.id);
  await replaceSession(db, request, reply, user.id, 'full');
  return toSessionUser(db, user);
}

export function clearSessionCookie(reply: FastifyReply): void {
  clearOwnCookie(reply, SESSION_COOKIE);
}

/**
 * Resolves the cookie to a user; expired sessions are deleted and count as none. What it resolved
 * is kept for a moment (recent-sessions.ts), so a burst of API requests reads the row once.
 */
export async function readSession(db: Kysely<Database>, request: FastifyRequest, now = new Date()): Promise<AuthUser | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const recent = recentSessionsOf(db);
  const kept = recent.get(id, now);
  if (kept) return kept;
  const version = recent.version;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'sessions.kind', 'sessions.expires_at', 'users.id', 'users.name', 'users.user_type'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= now.toISOString()) {
    await deleteSession(db, id);
    return null;
  }
  const user: AuthUser = {
    id: row.id,
    name: row.name,
    isSuperuser: row.user_type === 'superuser',
    sessionId: row.sessionId,
    sessionKind: row.kind,
  };
  recent.remember(id, user, row.expires_at, version, now);
  return user;
}

/** Ends one session (logout, or a login replacing this browser's session). */
export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  forgetSession(db, sessionId);
}

/** Kept entries check the session's end on every hit, so an expired one is never served. */
export async function deleteExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
