import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The thread that writes new stories into SQLite, with its own connection, so the
 * event loop never runs an INSERT, a commit or a checkpoint for them.
 *
 * Why: under a class saving at once, the INSERTs of new stories (nine B-trees each), the writes of
 * their pages to the write-ahead log and SQLite's checkpoints took more than half of the event
 * loop's time; every other child's request waited behind them. Here they run on another core.
 *
 * How a statement is made durable, the same as `synchronous = FULL` gives: the thread commits with
 * `synchronous = NORMAL` (the pages written to the WAL, holding the write lock only for that), then
 * fdatasyncs the WAL on libuv's thread pool, and only then answers. While one commit's fsync runs,
 * the next one can commit (concurrent fsyncs of one file share the file system's journal commit).
 * Statements run one at a time, in the order sent; each one is atomic (it commits alone), so a
 * multi-row INSERT is written whole or not at all.
 *
 * The thread also checkpoints the WAL (PASSIVE, every CHECKPOINT_MS): once it runs, the app's
 * connection stops checkpointing inside its own commits (`onStarted`), and starts again if the
 * thread stops (`onStopped`). A PASSIVE checkpoint never waits for, nor blocks, readers and writers.
 *
 * Errors come back with SQLite's code and message (SQLITE_BUSY after `busy_timeout`, SQLITE_FULL,
 * a UNIQUE or FOREIGN KEY constraint…), so db-errors.ts classifies them as before. A thread that
 * dies fails its statements with code WRITER_STOPPED (503, try again); the next statement starts
 * a new one. The thread never keeps the process alive.
 */
export const CHECKPOINT_MS = 200;

export interface SqliteWriterOptions {
  file: string;
  /** How long a statement waits for another connection's write lock (blocking the thread only), ms. */
  busyMs: number;
  onStarted?: () => void;
  onStopped?: () => void;
}

export type WriterError = Error & { code?: string };

type Answer = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: { code?: string; message: string } };
type Started = { started: true } | { started: false; error: { code?: string; message: string } };

// Plain CommonJS, evaluated in the thread: no file of ours to find next to the bundle.
const WRITER_THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const Database = require(workerData.sqlitePath);
const errorOf = (e) => ({ code: e && typeof e.code === 'string' ? e.code : undefined, message: String((e && e.message) || e) });

function start() {
  let db;
  try {
    db = new Database(workerData.file, { fileMustExist: true });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = ' + workerData.busyMs);
    db.pragma('wal_autocheckpoint = 0');
  } catch (e) {
    parentPort.postMessage({ started: false, error: errorOf(e) });
    return;
  }
  const walFile = workerData.file + '-wal';
  const statements = new Map();
  let walFd = null;
  let syncing = 0;
  let onIdle = null;

  // The WAL keeps its file while a connection is open (this one is); a failed fsync drops the
  // descriptor (it may have lost what it had to write): its statement fails, the next opens it again.
  const syncWal = (done) => {
    let fd;
    try {
      if (walFd === null) walFd = fs.openSync(walFile, 'r');
      fd = walFd;
    } catch (e) {
      done(e);
      return;
    }
    syncing += 1;
    fs.fdatasync(fd, (e) => {
      syncing -= 1;
      if (e && walFd === fd) {
        walFd = null;
        fs.close(fd, () => {});
      }
      done(e);
      if (syncing === 0 && onIdle) onIdle();
    });
  };

  const checkpoint = () => {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // busy or failing: the next one tries again
    }
  };
  const timer = setInterval(checkpoint, workerData.checkpointMs);

  const answer = (id, error, value) =>
    parentPort.postMessage(error ? { id, ok: false, error: errorOf(error) } : { id, ok: true, value });

  parentPort.on('message', (m) => {
    if (m.op === 'run') {
      try {
        let stmt = statements.get(m.sql);
        if (!stmt) {
          stmt = db.prepare(m.sql);
          if (statements.size >= 100) statements.delete(statements.keys().next().value);
          statements.set(m.sql, stmt);
        }
        stmt.run(m.params);
      } catch (e) {
        answer(m.id, e);
        return;
      }
      syncWal((e) => answer(m.id, e));
    } else if (m.op === 'pragma') {
      try {
        answer(m.id, null, db.pragma(m.text));
      } catch (e) {
        answer(m.id, e);
      }
    } else if (m.op === 'close') {
      clearInterval(timer);
      const finish = () => {
        onIdle = null;
        let error = null;
        try {
          db.close();
          if (walFd !== null) fs.closeSync(walFd);
        } catch (e) {
          error = e;
        }
        answer(m.id, error);
        parentPort.close();
      };
      if (syncing === 0) finish();
      else onIdle = finish;
    }
  });
  parentPort.postMessage({ started: true });
}
start();
`;

function writerError(error: { code?: string; message: string }): WriterError {
  const e: WriterError = new Error(error.message);
  e.name = 'SqliteError';
  if (error.code !== undefined) e.code = error.code;
  return e;
}

const stoppedError = () => writerError({ code: 'WRITER_STOPPED', message: 'the SQLite writing thread stopped' });

interface Running {
  worker: Worker;
  started: Promise<void>;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: WriterError) => void }>;
}

export class SqliteWriter {
  private running: Running | null = null;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: SqliteWriterOptions) {}

  /** Runs one writing statement in the thread; settles once it is committed and on disk. */
  run(sqlText: string, parameters: readonly unknown[]): Promise<void> {
    return this.send({ op: 'run', sql: sqlText, params: parameters }).then(() => undefined);
  }

  /** Runs a pragma on the thread's connection (e.g. `max_page_count = N`) and returns its rows. */
  pragma(text: string): Promise<unknown> {
    return this.send({ op: 'pragma', text });
  }

  /** Lets the statements sent so far finish, then closes the thread's connection. */
  async close(): Promise<void> {
    this.closed = true;
    const running = this.running;
    if (!running) return;
    try {
      await running.started;
    } catch {
      return; // it never started: nothing to close
    }
    const id = this.nextId++;
    const done = new Promise<unknown>((resolve, reject) => running.pending.set(id, { resolve, reject }));
    running.worker.postMessage({ op: 'close', id });
    await done.catch(() => undefined);
    await running.worker.terminate();
  }

  private async send(message: { op: 'run'; sql: string; params: readonly unknown[] } | { op: 'pragma'; text: string }): Promise<unknown> {
    if (this.closed) throw stoppedError();
    const running = this.running ?? this.start();
    await running.started;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      running.pending.set(id, { resolve, reject });
      running.worker.postMessage({ ...message, id });
    });
  }

  private start(): Running {
    const sqlitePath = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(WRITER_THREAD_CODE, {
      eval: true,
      workerData: { sqlitePath, file: this.options.file, busyMs: this.options.busyMs, checkpointMs: CHECKPOINT_MS },
    });
    worker.unref();
    const pending: Running['pending'] = new Map();
    let began: () => void = () => {};
    let failed: (error: WriterError) => void = () => {};
    const running: Running = {
      worker,
      pending,
      started: new Promise<void>((resolve, reject) => {
        began = resolve;
        failed = reject;
      }),
    };
    // Nobody may be waiting yet when it fails to start: the failure reaches the statements that wait.
    running.started.catch(() => undefined);
    let started = false;
    worker.on('message', (message: Started | Answer) => {
      if ('started' in message) {
        if (message.started) {
          started = true;
          this.options.onStarted?.();
          began();
        } else {
          failed(writerError(message.error));
          if (this.running === running) this.running = null;
        }
        return;
      }
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      if (message.ok) job.resolve(message.value);
      else job.reject(writerError(message.error));
    });
    const stopped = () => {
      if (this.running === running) this.running = null;
      failed(stoppedError());
      for (const job of pending.values()) job.reject(stoppedError());
      pending.clear();
      if (started) this.options.onStopped?.();
      started = false;
    };
    worker.once('error', stopped);
    worker.once('exit', stopped);
    this.running = running;
    return running;
  }
}
