import { sql, type Kysely } from 'kysely';
import { LOCKOUT_MINUTES, MAX_LOGIN_ATTEMPTS } from '../../shared/constants';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * How failed logins slow down one counter. After `free` attempts each further attempt sets a
 * wait (the next one of `waitsMs`, the last repeating: a cap, never a permanent lock).
 */
export interface ThrottlePolicy {
  free: number;
  waitsMs: readonly number[];
  /** When a wait ends the count starts again (the spec's superuser lock) instead of growing. */
  restartAfterWait: boolean;
  /** Attempts older than this, with no wait running, are forgotten. */
  forgetAfterMs: number;
}

/** One client (an address, or a trusted device) on one child's account: growing waits. */
export const CLIENT_POLICY: ThrottlePolicy = {
  free: 5,
  waitsMs: [30 * SECOND, MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE],
  restartAfterWait: false,
  forgetAfterMs: 60 * MINUTE,
};

/**
 * One account across every client that is not a device trusted by it: slows a guesser spread
 * over many addresses, capped at one minute so it never locks the owner out.
 */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  free: 20,
  waitsMs: [10 * SECOND, 20 * SECOND, 40 * SECOND, MINUTE],
  restartAfterWait: false,
  forgetAfterMs: 60 * MINUTE,
};

/** The spec's superuser lock (5 tries → 15 minutes), now per client: the fifth try sets it. */
export const SUPERUSER_CLIENT_POLICY: ThrottlePolicy = {
  free: MAX_LOGIN_ATTEMPTS - 1,
  waitsMs: [LOCKOUT_MINUTES * MINUTE],
  restartAfterWait: true,
  forgetAfterMs: 24 * 60 * MINUTE,
};

export type Reservation = { allowed: true; failures: number; blockedUntil: string | null } | { allowed: false; blockedUntil: string };

/** The wait still running on a counter, or null. Reads only. */
export async function runningWait(db: Kysely<Database>, key: string, now = new Date()): Promise<string | null> {
  const row = await db.selectFrom('login_throttles').select('blocked_until').where('key', '=', key).executeTakeFirst();
  return row?.blocked_until && row.blocked_until > now.toISOString() ? row.blocked_until : null;
}

/**
 * Counts one attempt on a counter before its password is checked, in one conditional UPDATE, so
 * parallel attempts cannot slip past a wait between them. Refused while a wait runs (the count
 * does not move then). A success calls `clearCounter`; a failure keeps the count.
 */
export async function reserveAttempt(db: Kysely<Database>, key: string, userId: string, policy: ThrottlePolicy, now = new Date()): Promise<Reservation> {
  const nowIso = now.toISOString();
  await db
    .insertInto('login_throttles')
    .values({ key, user_id: userId, failures: 0, blocked_until: null, updated_at: nowIso })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();

  const forgetBefore = new Date(now.getTime() - policy.forgetAfterMs).toISOString();
  const fresh = policy.restartAfterWait
    ? sql<boolean>`(blocked_until is not null or updated_at <= ${forgetBefore})`
    : sql<boolean>`(updated_at <= ${forgetBefore})`;
  // The n-th attempt (n > free) sets the wait waitsMs[n - free - 1], the last one repeating.
  const waitFor = (n: number) => new Date(now.getTime() + (policy.waitsMs[Math.min(n - policy.free - 1, policy.waitsMs.length - 1)] ?? 0)).toISOString();
  const branches = policy.waitsMs.map((_, i) => {
    const n = policy.free + 1 + i;
    return i === policy.waitsMs.length - 1 ? sql`when failures + 1 >= ${n} then ${waitFor(n)}` : sql`when failures + 1 = ${n} then ${waitFor(n)}`;
  });
  const firstWaitsAtOnce = policy.free === 0 ? sql`${waitFor(1)}` : sql`null`;

  const row = await db
    .updateTable('login_throttles')
    .set({
      failures: sql`case when ${fresh} then 1 else failures + 1 end`,
      blocked_until: sql`case when ${fresh} then ${firstWaitsAtOnce} ${sql.join(branches, sql` `)} else null end`,
      updated_at: nowIso,
    })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', nowIso)]))
    .returning(['failures', 'blocked_until'])
    .executeTakeFirst();
  if (row) return { allowed: true, failures: row.failures, blockedUntil: row.blocked_until };
  const blockedUntil = (await runningWait(db, key, now)) ?? nowIso;
  return { allowed: false, blockedUntil };
}

/** A success forgets the counter of the client that got in. */
export async function clearCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_throttles').where('key', '=', key).execute();
}

/** Seconds until a wait ends, at least one (for Retry-After). */
export function secondsUntil(iso: string, now = new Date()): number {
  return Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));
}

/** '30 secondi', '1 minuto', '15 minuti': how long to wait, in words a child can read. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 secondo' : `${seconds} secondi`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
}

export const throttleKeys = {
  pair: (userId: string, address: string) => `pair:${userId}:${address}`,
  device: (userId: string, deviceHash: string) => `device:${userId}:${deviceHash}`,
  account: (userId: string) => `account:${userId}`,
  superuserAddress: (address: string) => `su:addr:${address}`,
  superuserDevice: (deviceHash: string) => `su:device:${deviceHash}`,
};

/** A refusal that tells the client how long to wait (sent as Retry-After). */
export class ThrottledError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    status: number,
    code: string,
    message: string,
    title: string,
  ) {
    super(status, code, message, { title });
  }
}

export function throttled(blockedUntil: string, now: Date): ThrottledError {
  const seconds = secondsUntil(blockedUntil, now);
  return new ThrottledError(seconds, 429, 'login_throttled', AUTH_MESSAGES.throttled(describeWait(seconds)), AUTH_MESSAGES.throttledTitle);
}
