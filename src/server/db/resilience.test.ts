import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { STORAGE_FULL_MESSAGE, UNAVAILABLE_MESSAGE } from '../http/errors';
import sharp from 'sharp';
import { storyFormData } from '../../../tests/support/server/test-images';
import { createTestApp, loginSuperuserCookie } from '../../../tests/support/server/test-app';
import { createDb } from './client';
import { prepareDataDir } from './data-dir';
import { waitForDatabase } from './wait-for-database';
import { classifyDbError } from './db-errors';

const onPg = Boolean(process.env.DATABASE_URL);
const story = (title = 'Il drago gentile', content = "C'era una volta un drago gentile.") => ({ title, content, status: 'completed', mode: 'GHOST' });
const UNAVAILABLE = { error: { code: 'unavailable', message: UNAVAILABLE_MESSAGE } };

/** A TCP server that accepts connections and never answers: a frozen database server. */
async function frozenServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('error', () => undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe('database errors become answers a person can act on', () => {
  test('classification on both engines', () => {
    expect(classifyDbError({ code: 'SQLITE_BUSY', message: 'database is locked' })).toBe('locked');
    expect(classifyDbError({ code: 'SQLITE_BUSY_SNAPSHOT' })).toBe('locked');
    expect(classifyDbError({ code: 'SQLITE_FULL', message: 'database or disk is full' })).toBe('full');
    expect(classifyDbError({ code: 'SQLITE_READONLY' })).toBe('read_only');
    expect(classifyDbError({ code: 'SQLITE_IOERR_FSYNC' })).toBe('unavailable');
    expect(classifyDbError({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBeNull();
    expect(classifyDbError({ code: '53100', message: 'could not extend file: No space left on device' })).toBe('full');
    expect(classifyDbError({ code: '57014', message: 'canceling statement due to statement timeout' })).toBe('unavailable');
    expect(classifyDbError({ code: '25P03', message: 'terminating connection due to idle-in-transaction timeout' })).toBe('unavailable');
    expect(classifyDbError({ code: '57P01' })).toBe('unavailable');
    expect(classifyDbError({ code: '08006' })).toBe('unavailable');
    expect(classifyDbError({ code: '53300' })).toBe('unavailable');
    expect(classifyDbError({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' })).toBe('invalid_input');
    expect(classifyDbError({ code: '23505' })).toBeNull();
    expect(classifyDbError({ code: 'ECONNREFUSED' })).toBe('unavailable');
    expect(classifyDbError({ code: 'EPIPE' })).toBe('unavailable');
    expect(classifyDbError(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
    expect(classifyDbError(new Error('Query read timeout'))).toBe('unavailable');
    expect(classifyDbError(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(classifyDbError(new TypeError('x is undefined'))).toBeNull();
  });

  test('health is 200 ok with the engine when the database takes writes', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', db: onPg ? 'postgres' : 'sqlite' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });

  test('a frozen PostgreSQL server: requests and health answer 503 after the connect timeout, never hang', async () => {
    const frozen = await frozenServer();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-frozen-'));
    const env = loadEnv({ DATA_DIR: dataDir, DATABASE_URL: frozen.url, LOG_LEVEL: 'silent', TRANSLATE_PROVIDER: 'none', PG_CONNECT_TIMEOUT_MS: '300' });
    const database = createDb({ dataDir, databaseUrl: env.DATABASE_URL, timeouts: { connectMs: 300, statementMs: 500 } });
    const { app } = await buildApp({
      db: database.db,
      dbKind: database.kind,
      probeWrite: database.probeWrite,
      env,
      clientDir: path.join(dataDir, 'none'),
      logger: false,
    });
    try {
      const read = await app.inject({ method: 'GET', url: '/api/reading-stories' });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual(UNAVAILABLE);
      expect(read.headers['retry-after']).toBe('2');
      const save = await app.inject({ method: 'POST', url: '/api/stories', payload: story() });
      expect(save.statusCode).toBe(503);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'degraded', db: 'postgres', problem: 'unavailable' });
    } finally {
      await app.close();
      await database.close();
      await frozen.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(onPg)('SQLite', () => {
  test('another process holding the write lock: the save answers 503 without blocking, health says locked, then all recovers', async () => {
    const t = await createTestApp({ SQLITE_BUSY_WAIT_MS: '1500' });
    const other = new SQLite(path.join(t.env.DATA_DIR, 'fantasmia.sqlite'));
    try {
      other.exec('BEGIN IMMEDIATE');
      const order: string[] = [];
      const saving = t.app.inject({ method: 'POST', url: '/api/stories', payload: story('Bloccata') }).then((r) => {
        order.push('save');
        return r;
      });
      // While the save waits for the lock, the event loop is free: the health check answers first.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      order.push('health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'degraded', db: 'sqlite', problem: 'locked' });
      const saved = await saving;
      expect(order).toEqual(['health', 'save']);
      expect(saved.statusCode).toBe(503);
      expect(saved.json()).toEqual(UNAVAILABLE);
      // Reads do not need the write lock.
      expect((await t.app.inject({ method: 'GET', url: '/api/reading-stories' })).statusCode).toBe(200);

      // The lock is released while a save is waiting: the save goes through.
      const waiting = t.app.inject({ method: 'POST', url: '/api/stories', payload: story('Paziente') });
      setTimeout(() => other.exec('ROLLBACK'), 200);
      const late = await waiting;
      expect(late.statusCode, late.body).toBe(201);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', db: 'sqlite' });
      const titles = (await t.database.db.selectFrom('stories').select('title').execute()).map((r) => r.title);
      expect(titles).toEqual(['Paziente']);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      await t.close();
    }
  });

  test('a full disk answers 507 with a clear message and writes nothing, also for a story with its image', async () => {
    const t = await createTestApp();
    try {
      const su = await loginSuperuserCookie(t.app);
      const { db } = t.database;
      const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count;
      // The database cannot grow by one page any more: what SQLite reports on a full disk (on the
      // app's connection, the one the saves use).
      await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
      const counts = async () => ({
        stories: (await db.selectFrom('stories').select('id').execute()).length,
        reading: (await db.selectFrom('reading_stories').select('id').execute()).length,
        images: (await db.selectFrom('images').select('id').execute()).length,
      });
      const before = await counts();
      const big = await t.app.inject({ method: 'POST', url: '/api/stories', payload: story('Troppo grande', 'parole '.repeat(1500)) });
      expect(big.statusCode, big.body).toBe(507);
      expect(big.json()).toEqual({ error: { code: 'storage_full', message: STORAGE_FULL_MESSAGE } });
      const noise = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
        .png()
        .toBuffer();
      const withImage = await t.app.inject({
        method: 'POST',
        url: '/api/reading-stories',
        headers: { cookie: su },
        payload: storyFormData({ title: 'Con disegno', content: 'testo '.repeat(300) }, { data: noise, name: 'a.png', type: 'image/png' }),
      });
      expect(withImage.statusCode, withImage.body).toBe(507);
      expect(await counts()).toEqual(before);
      expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows[0]?.integrity_check).toBe('ok');
    } finally {
      await t.close();
    }
  });
});

describe.runIf(onPg)('PostgreSQL', () => {
  test('a statement stuck behind a lock ends at statement_timeout with 503; health tells a blocked write', async () => {
    const t = await createTestApp({ DB_STATEMENT_TIMEOUT_MS: '400' });
    const name = (await sql<{ db: string }>`select current_database() as db`.execute(t.database.db)).rows[0]!.db;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table stories, health_probe in access exclusive mode');
      const save = await t.app.inject({ method: 'POST', url: '/api/stories', payload: story('Ferma') });
      expect(save.statusCode, save.body).toBe(503);
      expect(save.json()).toEqual(UNAVAILABLE);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', db: 'postgres' });
      await locker.query('rollback');
      expect((await t.app.inject({ method: 'POST', url: '/api/stories', payload: story('Ripartita') })).statusCode).toBe(201);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await locker.end();
      await t.close();
    }
  });

  test('PG_POOL_SIZE caps the connections the app holds: ten statements at once share two', async () => {
    expect(() => loadEnv({ DATABASE_URL: process.env.DATABASE_URL, PG_POOL_SIZE: '0' })).toThrow(/PG_POOL_SIZE/);
    const env = loadEnv({ DATABASE_URL: process.env.DATABASE_URL, PG_POOL_SIZE: '2' });
    const database = createDb({ dataDir: os.tmpdir(), databaseUrl: env.DATABASE_URL, poolSize: env.PG_POOL_SIZE });
    try {
      const pids = await Promise.all(
        Array.from({ length: 10 }, async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.02)`.execute(database.db)).rows[0]!.pid),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await database.close();
    }
  });

  test('at start, a PostgreSQL that comes up late is waited for, with a log line per attempt', async () => {
    const target = new URL(process.env.DATABASE_URL!);
    const port = await freePort();
    // A TCP relay to the real server that starts listening only after a while.
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    const timer = setTimeout(() => relay.listen(port, '127.0.0.1'), 1_200);
    const url = new URL(target);
    url.port = String(port);
    const database = createDb({ dataDir: os.tmpdir(), databaseUrl: url.toString(), timeouts: { connectMs: 500 } });
    const lines: string[] = [];
    try {
      await waitForDatabase(database, { maxWaitMs: 20_000, log: (l) => lines.push(l) });
      expect(lines.filter((l) => l.startsWith('The database is not reachable yet')).length).toBeGreaterThanOrEqual(1);
      expect(lines.at(-1)).toMatch(/^The database is reachable \(attempt \d+\)\.$/);
    } finally {
      clearTimeout(timer);
      await database.close();
      await new Promise<void>((r) => relay.close(() => r()));
    }
  });
});

describe('start-up', () => {
  test('a PostgreSQL that never comes up: retried with back-off and a log line per attempt, then a clear message', async () => {
    const port = await freePort();
    const database = createDb({ dataDir: os.tmpdir(), databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, timeouts: { connectMs: 300 } });
    const lines: string[] = [];
    try {
      await expect(waitForDatabase(database, { maxWaitMs: 2_000, log: (l) => lines.push(l) })).rejects.toThrow(
        /^Cannot reach the database at DATABASE_URL after \d+ attempt\(s\) in \d+ s: .*Check that PostgreSQL is running/,
      );
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const l of lines) expect(l).toMatch(/^The database is not reachable yet \(attempt \d+: .+\); retrying in \d+\.\d s\.\.\.$/);
    } finally {
      await database.close();
    }
  });

  test('a data folder that cannot be created gives a clear message, not ENOENT … mkdir', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-ro-')), 'a-file');
    fs.writeFileSync(file, 'x');
    expect(() => prepareDataDir(path.join(file, 'data'))).toThrow(
      `Cannot create the data folder DATA_DIR=${path.join(file, 'data')} (ENOTDIR). Check that the folder exists`,
    );
  });

  test('the server started on a read-only DATA_DIR exits with a clear message', () => {
    // Read-only for the user running the server (as root, the server runs as nobody for this test).
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-ro-'));
    const readOnly = path.join(parent, 'ro');
    fs.mkdirSync(readOnly);
    fs.chmodSync(parent, 0o755);
    fs.chmodSync(readOnly, 0o555);
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const start = (dataDir: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
        ...asNobody,
      });
    try {
      const inside = start(path.join(readOnly, 'data'));
      expect(inside.status, inside.stderr).toBe(1);
      expect(inside.stderr).toContain(`Cannot create the data folder DATA_DIR=${path.join(readOnly, 'data')} (EACCES). Check that the folder exists`);
      expect(inside.stderr).not.toMatch(/mkdir '/);
      const itself = start(readOnly);
      expect(itself.status, itself.stderr).toBe(1);
      expect(itself.stderr).toContain(`The data folder DATA_DIR=${readOnly} cannot be written (it is read-only for this user)`);
    } finally {
      fs.chmodSync(readOnly, 0o755);
      fs.rmSync(parent, { recursive: true, force: true });
    }
  }, 120_000);
});
