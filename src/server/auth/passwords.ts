import os from 'node:os';
import bcrypt from '@node-rs/bcrypt';
import { PASSWORD_HASH_COST } from '../../shared/constants';
import { unavailable } from '../http/errors';

/**
 * Profile passwords compare case-insensitively after trimming (spec 000 §5), so the hash is
 * taken of the normalised form. The superuser's password is exact.
 */
export function normalizeProfilePassword(password: string): string {
  return password.trim().toLowerCase().replace(/’/g, "'");
}

/**
 * Password hashing runs in native code on libuv's thread pool (@node-rs/bcrypt), never on the
 * event loop, so a login burst cannot freeze the server. At most PASSWORD_CHECKS_AT_ONCE checks
 * run together (one thread stays free for files and images, one core for the event loop); up to
 * PASSWORD_QUEUE_MAX more wait their turn; beyond that a login answers 503 'Il servizio non è
 * disponibile, riprova tra poco' at once instead of piling up. Hashes made by bcryptjs ($2a$,
 * $2b$) verify unchanged.
 */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.min(threadPool - 1, os.availableParallelism() - 1));
export const PASSWORD_QUEUE_MAX = 200;

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_CHECKS_AT_ONCE) {
    if (waiting.length >= PASSWORD_QUEUE_MAX) throw unavailable();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next in line
    else running -= 1;
  }
}

/** How many password checks are running and waiting (for tests and diagnostics). */
export function passwordCheckLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

export function hashPassword(password: string): Promise<string> {
  return withSlot(() => bcrypt.hash(password, { cost: PASSWORD_HASH_COST }));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return withSlot(() => bcrypt.verify(password, hash).catch(() => false));
}

/** A hash to compare against when no user matched, so timing does not reveal which names exist. */
let dummyHash: Promise<string> | undefined;
export function dummyVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('fantasmia-no-such-user');
  return dummyHash.then((h) => verifyPassword(password, h)).then(() => false);
}
