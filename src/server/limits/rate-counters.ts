import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Counters in the database (table `rate_counters`), so that a limit holds for every app instance
 * on one PostgreSQL and is taken atomically: each hit is one conditional upsert, and parallel
 * requests cannot slip past a limit between a read and a write. A window starts at a key's first
 * hit and lasts `windowMs`; the first hit after it starts a new one.
 *
 * Kept in one process's memory on purpose: the per-route limits and the per-person workshop
 * action count on SQLite (always one process, and memory is faster), each socket's own message
 * count (a socket lives in one process), and the password-check queue (auth/passwords.ts), which
 * guards this process's CPU rather than any client's allowance.
 */

export interface CounterHit {
  /** What is counted, e.g. `public-save:hour`. */
  scope: string;
  /** Whose count: an address, a user id (stored hashed, never in clear). */
  subject: string;
  windowMs: number;
  now?: Date;
}

export interface Reserved {
  allowed: boolean;
  /** The count after this hit (when allowed) or the count that refused it. */
  count: number;
  /** When the window ends (ISO). */
  expiresAt: string;
  /** The key, for `giveBack`. */
  key: string;
}

/** The stored key: the scope in clear, the subject hashed (bounded length, no addresses kept). */
export function counterKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

/** Rows whose window ended long ago are deleted every SWEEP_EVERY writes of this process. */
const SWEEP_EVERY = 500;
let writesSinceSweep = 0;

async function sweepSometimes(db: Kysely<Database>, now: Date): Promise<void> {
  writesSinceSweep += 1;
  if (writesSinceSweep < SWEEP_EVERY) return;
  writesSinceSweep = 0;
  await sweepExpiredCounters(db, now);
}

/** Deletes the counters whose window has ended. */
export async function sweepExpiredCounters(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('rate_counters').where('expires_at', '<=', now.toISOString()).execute();
}

function upsert(db: Kysely<Database>, key: string, windowMs: number, now: Date, limit: number | null) {
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + windowMs).toISOString();
  const ended = sql<boolean>`rate_counters.expires_at <= ${nowIso}`;
  return db
    .insertInto('rate_counters')
    .values({ key, window_start: nowIso, expires_at: expiresAt, count: 1 })
    .onConflict((oc) => {
      const update = oc.column('key').doUpdateSet({
        count: sql`case when ${ended} then 1 else rate_counters.count + 1 end`,
        window_start: sql`case when ${ended} then ${nowIso} else rate_counters.window_start end`,
        expires_at: sql`case when ${ended} then ${expiresAt} else rate_counters.expires_at end`,
      });
      return limit === null ? update : update.where(sql<boolean>`(${ended} or rate_counters.count < ${limit})`);
    })
    .returning(['count', 'expires_at'])
    .executeTakeFirst();
}

/**
 * Takes one slot under `limit` before the work it guards, or refuses without counting. `seed`
 * starts a new key's count from what was already done (e.g. today's calls recorded elsewhere).
 */
export async function reserveSlot(db: Kysely<Database>, hit: CounterHit & { limit: number; seed?: () => Promise<number> }): Promise<Reserved> {
  const now = hit.now ?? new Date();
  const key = counterKey(hit.scope, hit.subject);
  if (hit.seed) {
    const exists = await db.selectFrom('rate_counters').select('key').where('key', '=', key).executeTakeFirst();
    if (!exists) {
      const count = await hit.seed();
      const expiresAt = new Date(now.getTime() + hit.windowMs).toISOString();
      await db
        .insertInto('rate_counters')
        .values({ key, window_start: now.toISOString(), expires_at: expiresAt, count })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    }
  }
  if (hit.limit <= 0) return { allowed: false, count: 0, expiresAt: new Date(now.getTime() + hit.windowMs).toISOString(), key };
  const row = await upsert(db, key, hit.windowMs, now, hit.limit);
  await sweepSometimes(db, now);
  if (row) return { allowed: true, count: Number(row.count), expiresAt: row.expires_at, key };
  const current = await db.selectFrom('rate_counters').select(['count', 'expires_at']).where('key', '=', key).executeTakeFirst();
  return { allowed: false, count: Number(current?.count ?? hit.limit), expiresAt: current?.expires_at ?? now.toISOString(), key };
}

/** Counts one hit with no limit of its own (the caller compares), e.g. for @fastify/rate-limit. */
export async function countHit(db: Kysely<Database>, hit: CounterHit): Promise<{ count: number; expiresAt: string }> {
  const now = hit.now ?? new Date();
  const row = await upsert(db, counterKey(hit.scope, hit.subject), hit.windowMs, now, null);
  await sweepSometimes(db, now);
  return { count: Number(row?.count ?? 1), expiresAt: row?.expires_at ?? now.toISOString() };
}

/** Gives a reserved slot back (the work it guarded did not happen), within the same window. */
export async function giveBack(db: Kysely<Database>, reserved: Reserved): Promise<void> {
  await db
    .updateTable('rate_counters')
    .set({ count: sql`count - 1` })
    .where('key', '=', reserved.key)
    .where('expires_at', '=', reserved.expiresAt)
    .where('count', '>', 0)
    .execute();
}

/** The count of a key in its running window (0 when none). Reads only. */
export async function currentCount(db: Kysely<Database>, scope: string, subject: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('rate_counters')
    .select('count')
    .where('key', '=', counterKey(scope, subject))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
