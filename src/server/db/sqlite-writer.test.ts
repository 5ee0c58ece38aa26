import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { classifyDbError } from './db-errors';
import { CHECKPOINT_MS, SqliteWriter, type WriterError } from './sqlite-writer';

// The thread that writes new stories into SQLite (save speed, figure P4 in docs/benchmarks.md), against a real database file.
let dir: string;
let file: string;
let app: SQLite.Database;
const writers: SqliteWriter[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-writer-'));
  file = path.join(dir, 'db.sqlite');
  app = new SQLite(file);
  app.pragma('journal_mode = WAL');
  app.exec('create table t (id integer primary key, text text not null)');
});

afterEach(async () => {
  await Promise.all(writers.splice(0).map((w) => w.close()));
  app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function writer(options: Partial<ConstructorParameters<typeof SqliteWriter>[0]> = {}): SqliteWriter {
  const w = new SqliteWriter({ file, busyMs: 2_000, ...options });
  writers.push(w);
  return w;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: WriterError) => error,
  );

test('statements run in the order sent, and each is committed when it settles: another connection reads it at once', async () => {
  const w = writer();
  const runs = Array.from({ length: 20 }, (_, i) => w.run('insert into t (id, text) values (?, ?)', [i + 1, `riga ${i + 1}`]));
  await runs[9];
  expect((app.prepare('select count(*) as n from t where id <= 10').get() as { n: number }).n).toBe(10);
  await Promise.all(runs);
  expect(app.prepare('select id from t order by rowid').all()).toEqual(Array.from({ length: 20 }, (_, i) => ({ id: i + 1 })));
  // A multi-row statement is written whole or not at all.
  const twice = await failure(w.run('insert into t (id, text) values (?, ?), (?, ?)', [100, 'nuova', 1, 'doppia']));
  expect(twice?.code).toBe('SQLITE_CONSTRAINT_PRIMARYKEY');
  expect(String(twice)).toMatch(/UNIQUE constraint failed/);
  expect(app.prepare('select count(*) as n from t where id = 100').get()).toEqual({ n: 0 });
});

test('another connection holding the write lock: the statement waits in the thread, not on the event loop, then goes through or fails with SQLITE_BUSY', async () => {
  const w = writer({ busyMs: 400 });
  await w.run('insert into t (text) values (?)', ['prima']);
  const other = new SQLite(file);
  try {
    other.exec('BEGIN IMMEDIATE');
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const busy = await failure(w.run('insert into t (text) values (?)', ['bloccata']));
    clearInterval(timer);
    expect(busy?.code).toBe('SQLITE_BUSY');
    expect(classifyDbError(busy)).toBe('locked');
    expect(ticks).toBeGreaterThan(10); // the event loop ran its timers throughout the wait
    const waiting = w.run('insert into t (text) values (?)', ['paziente']);
    setTimeout(() => other.exec('ROLLBACK'), 100);
    await waiting;
    expect(app.prepare('select text from t order by id').all()).toEqual([{ text: 'prima' }, { text: 'paziente' }]);
  } finally {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
  }
});

test("once it runs, the thread checkpoints the WAL into the database file, and the app's connection stops doing it", async () => {
  let started = 0;
  const w = writer({
    onStarted: () => {
      started += 1;
      app.pragma('wal_autocheckpoint = 0');
    },
  });
  const before = fs.statSync(file).size;
  const text = 'x'.repeat(4000);
  for (let i = 0; i < 50; i += 1) await w.run('insert into t (text) values (?)', [text]);
  expect(started).toBe(1);
  // The rows are in the WAL; within a few checkpoint periods they are in the database file too.
  const deadline = Date.now() + CHECKPOINT_MS * 20;
  while (fs.statSync(file).size < before + 50 * 4000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, CHECKPOINT_MS / 2));
  expect(fs.statSync(file).size).toBeGreaterThanOrEqual(before + 50 * 4000);
  // The thread commits with NORMAL (it fsyncs the WAL itself before answering) and never checkpoints in a commit.
  expect(await w.pragma('synchronous')).toEqual([{ synchronous: 1 }]);
  expect(await w.pragma('wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
});

test('a thread that stops fails its statements with WRITER_STOPPED (503), and the next statement starts a new one', async () => {
  const events: string[] = [];
  const w = writer({ onStarted: () => events.push('started'), onStopped: () => events.push('stopped') });
  await w.run('insert into t (text) values (?)', ['uno']);
  // What a crash looks like from here: the thread is gone while a statement waits for it.
  const { worker } = (w as unknown as { running: { worker: Worker } }).running;
  const lost = failure(w.run('insert into t (text) values (?)', ['due']));
  await worker.terminate();
  const error = await lost;
  // It may have been written before the thread went: what matters is that nobody waits for ever.
  if (error) {
    expect(error.code).toBe('WRITER_STOPPED');
    expect(classifyDbError(error)).toBe('unavailable');
  }
  expect(events).toEqual(['started', 'stopped']);
  await w.run('insert into t (text) values (?)', ['tre']);
  expect(events).toEqual(['started', 'stopped', 'started']);
  expect((app.prepare("select count(*) as n from t where text = 'tre'").get() as { n: number }).n).toBe(1);
});

test('a database it cannot open: the statement fails with SQLite’s code, and it tries again with the next one', async () => {
  const missing = path.join(dir, 'later.sqlite');
  const w = new SqliteWriter({ file: missing, busyMs: 100 });
  writers.push(w);
  const error = await failure(w.run('insert into t (text) values (?)', ['persa']));
  expect(error?.code).toBe('SQLITE_CANTOPEN');
  expect(classifyDbError(error)).toBe('unavailable');
  const later = new SQLite(missing);
  later.pragma('journal_mode = WAL');
  later.exec('create table t (id integer primary key, text text not null)');
  await w.run('insert into t (text) values (?)', ['ritrovata']);
  expect(later.prepare('select text from t').all()).toEqual([{ text: 'ritrovata' }]);
  later.close();
});

test('close lets the statements already sent finish, then refuses new ones', async () => {
  const w = writer();
  const runs = Array.from({ length: 10 }, (_, i) => w.run('insert into t (text) values (?)', [`prima della chiusura ${i}`]));
  await runs[0];
  const closing = w.close();
  await Promise.all(runs);
  await closing;
  expect((app.prepare('select count(*) as n from t').get() as { n: number }).n).toBe(10);
  const refused = await failure(w.run('insert into t (text) values (?)', ['dopo']));
  expect(refused?.code).toBe('WRITER_STOPPED');
});
