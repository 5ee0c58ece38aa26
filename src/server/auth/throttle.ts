import { sql, type Kysely } from 'kysely';
import { LOCKOUT_MINUTES, MAX_LOGIN_ATTEMPTS } from '../../shared/constants';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import type { Database } from '../db/schema';
import { HttpError, ThrottledError } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';

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

/**
 * One address across every login it makes for child profiles, whatever the name (a name that
 * matches nobody counts like a wrong password, so neither the answer nor the count tells which
 * names exist). A browser the account trusts is not counted. Generous, because a class shares
 * its school's address: 50 failures, then one minute's wait, then 50 more. It bounds what one
 * address can make the server hash (about 50 checks a minute once it fails) while a stranger on
 * the school network can only slow the class's first logins on new devices, for a minute.
 */
export const ADDRESS_POLICY: ThrottlePolicy = {
  free: 50,
  waitsMs: [MINUTE],
  restartAfterWait: true,
  forgetAfterMs: 15 * MINUTE,
};

/** The spec's superuser lock (5 tries → 15 minutes), per client: the fifth try sets it. */
export const SUPERUSER_CLIENT_POLICY: ThrottlePolicy = {
  free: MAX_LOGIN_ATTEMPTS - 1,
  waitsMs: [LOCKOUT_MINUTES * MINUTE],
  restartAfterWait: true,
  forgetAfterMs: 24 * 60 * MINUTE,
};

export type Reservation = { allowed: true; failures: number; blockedUntil: string | null } | { allowed: false; blockedUntil: string };

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
  // Refused: the wait still running on the counter.
  const wait = await db.selectFrom('login_throttles').select('blocked_until').where('key', '=', key).executeTakeFirst();
  return { allowed: false, blockedUntil: wait?.blocked_until && wait.blocked_until > nowIso ? wait.blocked_until : nowIso };
}

/**
 * Gives back one attempt reserved on a counter, for a try that was not a failure: a success on
 * a shared counter (the account, the address), or a check that could not run (503). A wait the
 * attempt started keeps running.
 */
export async function refundAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('login_throttles')
    .set({ failures: sql`failures - 1` })
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

export interface CounterToReserve {
  key: string;
  policy: ThrottlePolicy;
  /** The refusal while the counter's wait runs; 429 with its wait unless given. */
  refused?: (blockedUntil: string, now: Date) => HttpError;
}

type AllowedReservation = Extract<Reservation, { allowed: true }>;

/**
 * Reserves one attempt on each counter in order, all before any password is checked, so
 * parallel tries cannot pass a counter between them. If one refuses, those already reserved are
 * given back and its refusal is thrown. Returns the reservations in order.
 */
export async function reserveAttempts(
  db: Kysely<Database>,
  ownerId: string,
  counters: readonly CounterToReserve[],
  now = new Date(),
): Promise<AllowedReservation[]> {
  const reserved: AllowedReservation[] = [];
  for (const [index, counter] of counters.entries()) {
    const reservation = await reserveAttempt(db, counter.key, ownerId, counter.policy, now);
    if (!reservation.allowed) {
      for (const earlier of counters.slice(0, index)) await refundAttempt(db, earlier.key);
      throw (counter.refused ?? throttled)(reservation.blockedUntil, now);
    }
    reserved.push(reservation);
  }
  return reserved;
}

/**
 * One try of a secret, counted before it is checked: every counter is reserved (the client's
 * first), then the check runs. A check that could not run (503) is no wrong try: every counter is
 * given back. A match forgets the client's counter and gives back the other counters' attempts,
 * which were not failures. Answers the match and the client's reservation.
 */
export async function countedCheck(
  db: Kysely<Database>,
  ownerId: string,
  counters: readonly CounterToReserve[],
  now: Date,
  check: () => Promise<boolean>,
): Promise<{ matches: boolean; reservation: AllowedReservation | undefined }> {
  const [reservation] = await reserveAttempts(db, ownerId, counters, now);
  let matches: boolean;
  try {
    matches = await check();
  } catch (error) {
    for (const { key } of counters) await refundAttempt(db, key);
    throw error;
  }
  if (matches) {
    const [client, ...others] = counters;
    if (client) await clearCounter(db, client.key);
    for (const { key } of others) await refundAttempt(db, key);
  }
  return { matches, reservation };
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

/**
 * Counter keys. `userId` is a profile's id, or for a login that matches no profile the name (or
 * email, or id) that was typed (`unknownTarget`), so its counters behave exactly like a real one's.
 */
export const throttleKeys = {
  pair: (userId: string, address: string) => `pair:${userId}:${address}`,
  device: (userId: string, deviceHash: string) => `device:${userId}:${deviceHash}`,
  account: (userId: string) => `account:${userId}`,
  address: (address: string) => `addr:${address}`,
  superuserAddress: (address: string) => `su:addr:${address}`,
  superuserDevice: (deviceHash: string) => `su:device:${deviceHash}`,
};

/** What a login that matches no profile is counted as: the name, email or id that was typed. */
export function unknownTarget(typed: { kind: 'name' | 'email' | 'id'; value: string }): string {
  return `?${typed.kind}:${typed.value}`;
}

/**
 * Counters that belong to no profile (an address, a name nobody has) are kept under the
 * superuser, who owns the site: `npm run superuser -- reset-password` clears them with the rest.
 */
const owners = new WeakMap<Kysely<Database>, string>();
export async function counterOwner(db: Kysely<Database>): Promise<string> {
  const known = owners.get(db);
  if (known) return known;
  const row = await db.selectFrom('users').select('id').where('user_type', '=', 'superuser').executeTakeFirst();
  if (!row) throw new HttpError(500, 'no_superuser', API_MESSAGES.auth.noSuperuser);
  owners.set(db, row.id);
  return row.id;
}

const SWEEP_EVERY_MS = 10 * MINUTE;
const FORGET_AFTER_MS = 24 * 60 * MINUTE;
let lastSweep = 0;

/**
 * Forgets counters nobody has touched for a day and whose wait has ended (a flood of made-up
 * names leaves one row each), at most once every ten minutes per process.
 */
export async function forgetOldCounters(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  const nowIso = new Date(now).toISOString();
  await db
    .deleteFrom('login_throttles')
    .where('updated_at', '<', new Date(now - FORGET_AFTER_MS).toISOString())
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', nowIso)]))
    .execute();
}

/** How long a client told "too many checks at once" waits before trying again. */
export const BUSY_CLIENT_WAIT_SECONDS = 2;

const throttledFor = (seconds: number) =>
  new ThrottledError(seconds, 429, 'login_throttled', AUTH_MESSAGES.throttled(describeWait(seconds)), AUTH_MESSAGES.throttledTitle);

/** The throttled answer for a client that already has too many checks waiting (no hash spent). */
export const clientBusy = () => throttledFor(BUSY_CLIENT_WAIT_SECONDS);

export const throttled = (blockedUntil: string, now: Date) => throttledFor(secondsUntil(blockedUntil, now));
