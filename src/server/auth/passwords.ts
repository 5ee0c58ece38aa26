import { createRequire } from 'node:module';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import bcrypt from '@node-rs/bcrypt';
import { PASSWORD_HASH_COST } from '../../shared/constants';
import { HttpError, unavailable } from '../http/errors';

/**
 * Profile passwords compare case-insensitively after trimming (spec 000 §5), so the hash is
 * taken of the normalised form. The superuser's password is exact.
 */
export function normalizeProfilePassword(password: string): string {
  return password.trim().toLowerCase().replace(/’/g, "'");
}

/**
 * Password hashing runs in native code (@node-rs/bcrypt), never on the event loop, so a login burst
 * cannot freeze the server: in hashing threads of ours at a lower CPU priority (see below), or on
 * libuv's thread pool where they cannot start. At most PASSWORD_CHECKS_AT_ONCE checks
 * run together (one thread stays free for files and images, one core for the event loop). Hashes
 * made by bcryptjs ($2a$, $2b$) verify unchanged.
 *
 * Checks wait their turn in two lanes, so that nobody's flood keeps the owners out:
 * - the priority lane, for a browser the account already trusts and for the superuser: always
 *   served first when a slot frees, with its own PRIORITY_QUEUE_MAX places (those callers are few
 *   and each is bounded by its own throttle);
 * - the shared lane, for every other login: up to PASSWORD_QUEUE_MAX wait; beyond that a check
 *   answers 503 'Il servizio non è disponibile, riprova tra poco' at once instead of piling up.
 *   One client (an address) holds at most PASSWORD_CHECKS_PER_CLIENT places in it, waiting or
 *   running: beyond that `admitPasswordCheck` refuses at once (the login answers "wait a moment"
 *   and costs no hash), so one address cannot fill the lane for the others.
 */
const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.min(threadPool - 1, os.availableParallelism() - 1));
export const PASSWORD_QUEUE_MAX = 200;
export const PRIORITY_QUEUE_MAX = 200;
/**
 * Places one client may hold in the shared lane. A class of 30 behind one school router presses
 * 'Entra' in the same second and must all get in at one go, so the figure is a class, not a
 * handful: a flood from one address holds at most this many of the lane's places, the rest of it
 * is refused without a hash (and the address's failures are counted by the login throttle).
 */
export const PASSWORD_CHECKS_PER_CLIENT = 32;

export type CheckLane = 'priority' | 'shared';

/** A place in the hashing queue for one login, taken before its throttles are counted. */
export interface CheckTicket {
  lane: CheckLane;
  /** Gives the client's place back; call once, when the login is done (idempotent). */
  release(): void;
}

/** One client already holds PASSWORD_CHECKS_PER_CLIENT places in the shared lane. */
export class ClientBusyError extends Error {
  constructor() {
    super('too many password checks from this client at once');
  }
}

/** A hashing thread stopped under a check: the check has no answer (503), it is never a wrong password. */
export class HashingFailedError extends Error {}

const heldByClient = new Map<string, number>();

/**
 * Takes a place for one login's password check: the priority lane always has room for the
 * owners; in the shared lane, one client at most PASSWORD_CHECKS_PER_CLIENT at once.
 */
export function admitPasswordCheck(lane: CheckLane, client: string): CheckTicket {
  if (lane === 'priority') return { lane, release: () => {} };
  const held = heldByClient.get(client) ?? 0;
  if (held >= PASSWORD_CHECKS_PER_CLIENT) throw new ClientBusyError();
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
 * Issue 16 (P6): while the event loop is busy answering other requests, a slot rests after each check
 * as long as the check took, so that password hashing takes at most about half of a core from them.
 * At nice 10 the hashing thread still took ~90 % of a core from a busy event loop on a 2-core
 * machine (the scheduler keeps the event loop and its clients, which wake each other, on one core)
 * and the other children's requests fell to 0.3–0.45 × their rate. A quiet server (a class logging
 * in at 9:00, and nothing else) hashes at full speed. The login itself answers at once; only the
 * next check in line waits.
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

/**
 * Issue 16 (P6): when a class logs in at once, the hashing and the event loop share the machine's
 * cores with everything else on it; at the same priority, every other child's request waited for
 * the scheduler behind the hashes. Each check therefore runs in a hashing thread of ours (one per
 * slot) that lowers its own CPU priority (nice 10; on Linux the nice value belongs to the thread,
 * so the event loop keeps its own): a busy machine gives the event loop the CPU first, and the
 * logins take what is left. Where a thread cannot be started (or cannot lower its priority, on a
 * system without /proc/thread-self), the check runs as before on libuv's pool.
 */
export const HASHING_THREAD_NICE = 10;

type HashJob = { op: 'hash'; password: string; cost: number } | { op: 'verify'; password: string; hash: string };
type HashAnswer = { id: number; ok: true; value: string | boolean } | { id: number; ok: false; message: string };

// Plain CommonJS, evaluated in the thread: no file of ours to find next to the bundle.
const HASHING_THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const os = require('node:os');
let tid = null;
try {
  tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(tid, workerData.nice);
} catch {
  tid = null;
}
const bcrypt = require(workerData.bcryptPath);
parentPort.postMessage({ ready: true, tid });
parentPort.on('message', ({ id, job }) => {
  try {
    const value = job.op === 'hash' ? bcrypt.hashSync(job.password, { cost: job.cost }) : bcrypt.verifySync(job.password, job.hash);
    parentPort.postMessage({ id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: String(error && error.message) });
  }
});
`;

interface HashingThread {
  worker: Worker;
  busy: boolean;
  /** The thread's id for the operating system, once it has started (null where it could not lower its priority). */
  ready: Promise<number | null>;
}

let threads: HashingThread[] | null = null;
let threadsFailed = false;
let nextJobId = 1;
const pendingJobs = new Map<number, { resolve: (value: string | boolean) => void; reject: (error: Error) => void }>();
const jobThread = new Map<number, HashingThread>();

function startThread(bcryptPath: string): HashingThread {
  const worker = new Worker(HASHING_THREAD_CODE, { eval: true, workerData: { bcryptPath, nice: HASHING_THREAD_NICE } });
  // The threads never keep the process alive (tests, the CLI scripts, a server shutting down).
  worker.unref();
  let started: (tid: number | null) => void = () => {};
  const thread: HashingThread = { worker, busy: false, ready: new Promise((resolve) => (started = resolve)) };
  worker.on('message', (message: HashAnswer | { ready: true; tid: number | null }) => {
    if ('ready' in message) {
      started(message.tid);
      return;
    }
    const job = pendingJobs.get(message.id);
    if (!job) return;
    pendingJobs.delete(message.id);
    thread.busy = false;
    if (message.ok) job.resolve(message.value);
    else job.reject(new Error(message.message));
  });
  let isReady = false;
  void thread.ready.then(() => (isReady = true));
  const replace = () => {
    started(null);
    // A thread that dies (out of memory, a bug) takes its job with it: that check fails, and a
    // new thread takes its place for the next ones. One that dies before it ever started is not
    // started again (the checks go to libuv's pool instead of a loop of failing threads).
    if (!threads) return;
    const index = threads.indexOf(thread);
    if (index === -1) return;
    threads.splice(index, 1);
    for (const [id, job] of pendingJobs) {
      if (jobThread.get(id) === thread) {
        pendingJobs.delete(id);
        job.reject(new HashingFailedError('hashing thread stopped'));
      }
    }
    if (isReady) {
      try {
        threads.push(startThread(bcryptPath));
        return;
      } catch {
        // no thread: below
      }
    }
    if (threads.length === 0) {
      threads = null;
      threadsFailed = true;
    }
  };
  worker.once('error', replace);
  worker.once('exit', replace);
  return thread;
}

function hashingThreads(): HashingThread[] | null {
  if (threads || threadsFailed) return threads;
  try {
    const bcryptPath = createRequire(import.meta.url).resolve('@node-rs/bcrypt');
    threads = Array.from({ length: PASSWORD_CHECKS_AT_ONCE }, () => startThread(bcryptPath));
  } catch {
    threadsFailed = true;
    threads = null;
  }
  return threads;
}

/** Runs one job on a free hashing thread; `withSlot` guarantees there is one. */
function onHashingThread(job: HashJob): Promise<string | boolean> | null {
  const thread = hashingThreads()?.find((t) => !t.busy);
  if (!thread) return null;
  thread.busy = true;
  const id = nextJobId++;
  return new Promise((resolve, reject) => {
    pendingJobs.set(id, {
      resolve: (value) => {
        jobThread.delete(id);
        resolve(value);
      },
      reject: (error) => {
        jobThread.delete(id);
        reject(error);
      },
    });
    jobThread.set(id, thread);
    thread.worker.postMessage({ id, job });
  });
}

export function hashPassword(password: string, lane: CheckLane = 'shared'): Promise<string> {
  return withSlot(lane, async () => {
    const onThread = onHashingThread({ op: 'hash', password, cost: PASSWORD_HASH_COST });
    return onThread ? String(await onThread) : bcrypt.hash(password, { cost: PASSWORD_HASH_COST });
  }).catch((error: unknown) => {
    if (error instanceof HashingFailedError) throw unavailable();
    throw error;
  });
}

/**
 * Compares a password with a stored hash, in the given lane. A malformed stored hash is a wrong
 * password; a full lane or a hashing thread that stopped is a 503 (the check has no answer, and
 * a wrong password would be a lie that counts against the person).
 */
export function verifyPassword(password: string, hash: string, lane: CheckLane = 'shared'): Promise<boolean> {
  return withSlot(lane, async () => {
    const onThread = onHashingThread({ op: 'verify', password, hash });
    return onThread ? (await onThread) === true : bcrypt.verify(password, hash);
  }).catch((error: unknown) => {
    if (error instanceof HttpError) throw error;
    if (error instanceof HashingFailedError) throw unavailable();
    return false;
  });
}

/** The hashing threads' ids for the operating system (null: it could not lower its priority), for tests and diagnostics. */
export function hashingThreadIds(): Promise<Array<number | null>> {
  return Promise.all((hashingThreads() ?? []).map((t) => t.ready));
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
