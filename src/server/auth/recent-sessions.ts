import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../http/access';

/**
 * Holds P3 (a child's list page 13 at 10 connections, docs/benchmarks.md) by sparing each API
 * request its session read: 0.47–0.48 × bare Fastify with it, 0.15–0.24 × without (goal ≥ 0.35 ×).
 *
 * What it keeps: for a few seconds, what `readSession` resolved a cookie to (the session's id,
 * kind and end, the user's id, name and whether she is the superuser), keyed by the session id
 * (the token's hash). Every hit checks the session's end again.
 *
 * What keeps it right: every writer that can change what a session resolves to forgets, once its
 * write has committed, the entries it touched: one session (logout, a login replacing the
 * browser's session, an expired session removed) or every session of a user (password change or
 * reset, other sessions ended, profile deleted), or everything (a restore). A lookup that was
 * running while any of these happened is not kept (`version`), so a row read just before a write
 * is never stored after it. Writes of what a session does not carry (consent, group, last access,
 * login cards) need not forget anything; a new writer of a column `readSession` reads must.
 *
 * What it cannot see: a write by another process (`npm run superuser -- reset-password`, a second
 * PostgreSQL instance, a hand edit of the database) reaches this process after `TTL_MS` at most.
 */
export const TTL_MS = 2_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  user: AuthUser;
  expiresAt: string;
  storedAtMs: number;
}

export class RecentSessions {
  private readonly entries = new Map<string, Entry>();
  private forgets = 0;

  /** Read before asking the database; `remember` keeps nothing if an entry was forgotten since. */
  get version(): number {
    return this.forgets;
  }

  get(sessionId: string, now: Date): AuthUser | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (now.getTime() - entry.storedAtMs >= TTL_MS || entry.expiresAt <= now.toISOString()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.user;
  }

  remember(sessionId: string, user: AuthUser, expiresAt: string, version: number, now: Date): void {
    if (version !== this.forgets) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(sessionId, { user: Object.freeze({ ...user }), expiresAt, storedAtMs: now.getTime() });
  }

  forgetSession(sessionId: string): void {
    this.forgets += 1;
    this.entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    this.forgets += 1;
    for (const [sessionId, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(sessionId);
  }

  forgetAll(): void {
    this.forgets += 1;
    this.entries.clear();
  }
}

const byDatabase = new WeakMap<Kysely<Database>, RecentSessions>();

/** The cache of the app's Kysely instance (not of a transaction: writers forget after committing). */
export function recentSessionsOf(db: Kysely<Database>): RecentSessions {
  // A transaction's entries would be a second, unseen cache: forget after the commit instead.
  if (db.isTransaction) throw new Error('recent sessions belong to the app database, not to a transaction');
  let cache = byDatabase.get(db);
  if (!cache) byDatabase.set(db, (cache = new RecentSessions()));
  return cache;
}

/** After a session row is deleted. */
export function forgetSession(db: Kysely<Database>, sessionId: string): void {
  recentSessionsOf(db).forgetSession(sessionId);
}

/** After a user's sessions, password or row changed. */
export function forgetSessionsOfUser(db: Kysely<Database>, userId: string): void {
  recentSessionsOf(db).forgetUser(userId);
}

/** After a write that may change any session (a restore). */
export function forgetAllSessions(db: Kysely<Database>): void {
  recentSessionsOf(db).forgetAll();
}
