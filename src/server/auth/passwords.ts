import os from 'node:os';
import { performance } from 'node:perf_hooks';
import bcrypt from '@node-rs/bcrypt';
import { PASSWORD_HASH_COST } from '../../shared/constants';
import { unavailable } from '../http/errors';
import { clientBusy } from './throttle';

/**
 * Profile passwords compare case-insensitively after trimming (spec 000 §5), so the hash is
 * taken of the normalised form. The superuser's password is exact.
 */
export function normalizeProfilePassword(password: string): string {
  return password.trim().toLowerCase().replace(/’/g, "'");
}

/**
 * Holds P6 (the list under an unknown-name login flood ≥ 0.5 × bare Fastify): hashing runs on
 * libuv's pool through @node-rs/bcrypt's async API, behind a semaphore of two lanes that keeps
 * one core for the event loop and rests a slot while the loop is busy.
 *
 * At most PASSWORD_CHECKS_AT_ONCE checks run together (one pool thread stays free for files and
 * images). Checks wait their turn in two lanes, so that nobody's flood keeps the owners out:
 * - the priority lane, for a browser the account already trusts and for the superuser: always
 *   served first when a slot frees, with its own PRIORITY_QUEUE_MAX places;
 * - the shared lane, for every other login: up to PASSWORD_QUEUE_MAX wait; beyond that a check
 *   answers 503 at once instead of piling up. One client (an address) holds at most
 *   PASSWORD_CHECKS_PER_CLIENT places in it: beyond that `admitPasswordCheck` refuses at once
 *   (the login answers "wait a moment" and costs no hash).
 * Hashes made by bcryptjs ($2a$, $2b$) verify unchanged.
 */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.min(threadPool - 1, os.availableParallelism() - 1));
export const PASSWORD_QUEUE_MAX = 200;
export const PRIORITY_QUEUE_MAX = 200;
/**
 * Places one client may hold in the shared lane. A class of 30 behind one school router presses
 * 'Entra' in the same second and must all get in at one go, so the figure is a class, not a
 * handful.
 */
export const PASSWORD_CHECKS_PER_CLIENT = 32;

export type CheckLane = 'priority' | 'shared';

/** A place in the hashing queue for one login, taken before its throttles are counted. */
export interface CheckTicket {
  lane: CheckLane;
  /** Gives the client's place back; call once, when the login is done (idempotent). */
  release(): void;
}

const heldByClient = new Map<string, number>();

/**
 * Takes a place for one login's password check: the priority lane always has room for the
 * owners; in the shared lane, one client at most PASSWORD_CHECKS_PER_CLIENT at once (beyond that,
 * the throttled answer at once).
 */
export function admitPasswordCheck(lane: CheckLane, client: string): CheckTicket {
  if (lane === 'priority') return { lane, release: () => {} };
  const held = heldByClient.get(client) ?? 0;
  if (held >= PASSWORD_CHECKS_PER_CLIENT) throw clientBusy();
  heldByClient.set(client, held + 1);
  let released = false;
  return {
    lane,
    release: () => {
      if (released) return;
      released = true;
      const now = (heldByClient.get(client) ?? 1) - 1;
      if (now <= 0) heldByClient.delete(client);
      else heldByClient.set(client, now);
    },
  };
}

let running = 0;
const waiting: Record<CheckLane, Array<() => void>> = { priority: [], shared: [] };
const QUEUE_MAX: Record<CheckLane, number> = { priority: PRIORITY_QUEUE_MAX, shared: PASSWORD_QUEUE_MAX };

/**
 * While the event loop is busy answering other requests, a slot rests after each check as long
 * as the check took, so that hashing takes at most about half of a core from them. A quiet server
 * (a class logging in at 9:00, and nothing else) hashes at full speed.
 */
export const BUSY_LOOP_UTILIZATION = 0.5;

/** How long the slot rests after a check that took `tookMs` while the event loop was `utilization` busy. */
export function restAfterCheck(tookMs: number, utilization: number): number {
  return utilization >= BUSY_LOOP_UTILIZATION ? Math.min(tookMs, 1000) : 0;
}

async function withSlot<T>(lane: CheckLane, work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_CHECKS_AT_ONCE) {
    const queue = waiting[lane];
    if (queue.length >= QUEUE_MAX[lane]) throw unavailable();
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running += 1;
  }
  const started = performance.now();
  const loop = performance.eventLoopUtilization();
  try {
    return await work();
  } finally {
    const rest = restAfterCheck(performance.now() - started, performance.eventLoopUtilization(loop).utilization);
    if (rest > 0) setTimeout(releaseSlot, rest).unref();
    else releaseSlot();
  }
}

function releaseSlot(): void {
  // The slot passes straight to the next in line, the priority lane first.
  const next = waiting.priority.shift() ?? waiting.shared.shift();
  if (next) next();
  else running -= 1;
}

/** How many password checks are running and waiting (for tests and diagnostics). */
export function passwordCheckLoad(): { running: number; waiting: number; priorityWaiting: number; clients: number } {
  return { running, waiting: waiting.shared.length, priorityWaiting: waiting.priority.length, clients: heldByClient.size };
}

export function hashPassword(password: string, lane: CheckLane = 'shared'): Promise<string> {
  return withSlot(lane, () => bcrypt.hash(password, { cost: PASSWORD_HASH_COST }));
}

/**
 * Compares a password with a stored hash, in the given lane. A malformed stored hash is a wrong
 * password (the library answers false); a full lane is a 503, and an error of the hasher stays an
 * error: the check has no answer, and a wrong password would be a lie that counts against the person.
 */
export function verifyPassword(password: string, hash: string, lane: CheckLane = 'shared'): Promise<boolean> {
  return withSlot(lane, () => bcrypt.verify(password, hash));
}

/**
 * A bcrypt hash (cost 10, of a password nobody has) to compare against when no user matched, so
 * timing does not reveal which names exist. Fixed in the source: it costs no hashing at start and
 * cannot be lost to a full queue.
 */
const DUMMY_HASH = '$2b$10$ntrQbVCwf.EbEtBsgj2jfOrb7GIKkZFqIazqWCxGzFLHLwJpaGILq';
export function dummyVerify(password: string, lane: CheckLane = 'shared'): Promise<boolean> {
  return verifyPassword(password, DUMMY_HASH, lane).then(() => false);
}
