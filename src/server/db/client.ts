import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type Migration,
  type MigrationProvider,
  type QueryResult,
} from 'kysely';
import { loadPg } from './load-pg';
import type { Database } from './schema';
import { initialMigration } from './migrations/001-initial';
import { archiveIndexesMigration } from './migrations/002-archive-indexes';
import { storyListIndexMigration } from './migrations/003-story-list-index';
import { imageIndexesMigration } from './migrations/004-image-indexes';
import { accountSafetyMigration } from './migrations/005-account-safety';
import { healthProbeMigration } from './migrations/009-health-probe';
import { classifyDbError, type DbProblem } from './db-errors';
import { registerSessionCache, SessionCache } from '../auth/session-cache';
import { workshopsMigration } from './migrations/007-workshops';
import { aiConsentMigration } from './migrations/006-ai-consent';
import { readingSettingsMigration } from './migrations/010-reading-settings';
import { storyPageIndexMigration } from './migrations/012-story-page-index';
import { classMigration } from './migrations/011-class';
import { groupsMigration } from './migrations/013-groups';
import { secureDefaultsMigration } from './migrations/014-secure-defaults';
import { sharedLimitsMigration } from './migrations/017-shared-limits';
import { familyLettersMigration } from './migrations/016-family-letters';
import { loginCardsMigration } from './migrations/015-login-cards';
import { SqliteWriter } from './sqlite-writer';

export type DbKind = 'sqlite' | 'postgres';

const sqliteWriters = new WeakMap<object, SqliteWriter>();

/**
 * The thread that writes new stories into the app's SQLite database (db/sqlite-writer.ts), started
 * with the first one; undefined on PostgreSQL (its server commits off the event loop already) and
 * for a transaction (its statements must run on the transaction's connection).
 */
export function sqliteWriterOf(db: object): SqliteWriter | undefined {
  return sqliteWriters.get(db);
}

export type ProbeResult = { ok: true } | { ok: false; problem: DbProblem };

export interface Db {
  db: Kysely<Database>;
  kind: DbKind;
  /** Writes one row, quickly and outside the app's queue: can the database take a save right now? */
  probeWrite(): Promise<ProbeResult>;
  close(): Promise<void>;
}

export interface DbTimeouts {
  /** PostgreSQL: how long to wait for a connection (pool or server), ms. */
  connectMs: number;
  /** PostgreSQL: longest statement (statement_timeout; the client gives up 2 s later), ms. */
  statementMs: number;
  /** SQLite: how long a write waits, in async steps, for another process's write lock, ms. */
  sqliteBusyMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectMs: 5_000, statementMs: 10_000, sqliteBusyMs: 2_000 };

/** The timeouts of the runtime settings (env.ts). */
export function dbTimeouts(env: { PG_CONNECT_TIMEOUT_MS: number; DB_STATEMENT_TIMEOUT_MS: number; SQLITE_BUSY_WAIT_MS: number }): DbTimeouts {
  return { connectMs: env.PG_CONNECT_TIMEOUT_MS, statementMs: env.DB_STATEMENT_TIMEOUT_MS, sqliteBusyMs: env.SQLITE_BUSY_WAIT_MS };
}

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  timeouts?: Partial<DbTimeouts>;
  /** PostgreSQL only: told when an idle pooled connection fails. */
  onIdleError?: (error: Error) => void;
}

/** SQLite waits at most this long, blocking, inside one statement; longer waits are async steps. */
const SQLITE_BLOCKING_WAIT_MS = 25;

/**
 * Makes sure DATA_DIR exists and accepts files, with a message a person can act on instead of
 * a bare `ENOENT … mkdir` or `unable to open database file`.
 */
export function prepareDataDir(dataDir: string): void {
  const hint = `Check that the folder exists (or can be created) and that the user running FantasMia may write in it, or set DATA_DIR to another folder.`;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new Error(`Cannot create the data folder DATA_DIR=${dataDir} (${(error as NodeJS.ErrnoException).code ?? String(error)}). ${hint}`);
  }
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    const why = code === 'EROFS' ? 'it is on a read-only disk' : code === 'EACCES' || code === 'EPERM' ? 'it is read-only for this user' : code;
    throw new Error(`The data folder DATA_DIR=${dataDir} cannot be written (${why}). ${hint}`);
  }
}

/** How many prepared statements the SQLite connection keeps (the app sends a few dozen distinct ones). */
const MAX_CACHED_STATEMENTS = 500;

/**
 * Kysely's SQLite connection prepares every statement again for each query (10 % of a
 * list request). This one keeps the prepared statement per SQL text and binds new parameters;
 * better-sqlite3 statements are synchronous, so one is never used by two queries at once, and
 * SQLite re-prepares a kept statement by itself after a schema change. The oldest is dropped
 * when the cache is full (IN lists of varying length make distinct texts).
 */
function cachingSqliteConnection(sqlite: SQLite.Database, inner: DatabaseConnection): DatabaseConnection {
  const statements = new Map<string, SQLite.Statement>();
  return {
    executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      let stmt = statements.get(query.sql);
      if (!stmt) {
        stmt = sqlite.prepare(query.sql);
        if (statements.size >= MAX_CACHED_STATEMENTS) statements.delete(statements.keys().next().value as string);
        statements.set(query.sql, stmt);
      }
      const parameters = query.parameters as unknown[];
      if (stmt.reader) return Promise.resolve({ rows: stmt.all(parameters) as R[] });
      const { changes, lastInsertRowid } = stmt.run(parameters);
      return Promise.resolve({
        numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
        insertId: lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
        rows: [],
      });
    },
    streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
  };
}

/** A connection whose statements, when another process holds SQLite's write lock, retry with async back-off. */
function retryingConnection(inner: DatabaseConnection, budgetMs: number): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const deadline = Date.now() + budgetMs;
      let pause = 10;
      for (;;) {
        try {
          return await inner.executeQuery<R>(query);
        } catch (error) {
          if (classifyDbError(error) !== 'locked' || Date.now() + pause > deadline) throw error;
          // The event loop stays free while we wait: other requests (and /api/health) go on.
          await sleep(pause);
          pause = Math.min(pause * 2, 200);
        }
      }
    },
    streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
  };
}

/** SqliteDialect whose statements retry off the event loop while the database is locked. */
class RetryingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly busyBudgetMs: number,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const budget = this.busyBudgetMs;
    const sqlite = this.sqlite;
    // Kysely's driver keeps private fields, so it is wrapped by delegation, not by prototype.
    return {
      init: () => driver.init(),
      async acquireConnection(): Promise<DatabaseConnection> {
        const connection = await driver.acquireConnection();
        let w = wrapped.get(connection);
        if (!w) {
          w = retryingConnection(cachingSqliteConnection(sqlite, connection), budget);
          wrapped.set(connection, w);
        }
        return w;
      },
      beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      // After SQLITE_FULL (or an I/O error) SQLite may already have rolled the transaction back;
      // the original error then stays the one reported, not "no transaction is active".
      rollbackTransaction: (connection) =>
        driver.rollbackTransaction(connection).catch((error: unknown) => {
          if (!/no transaction is active/i.test(String(error))) throw error;
        }),
      ...(driver.savepoint ? { savepoint: driver.savepoint.bind(driver) } : {}),
      ...(driver.rollbackToSavepoint ? { rollbackToSavepoint: driver.rollbackToSavepoint.bind(driver) } : {}),
      ...(driver.releaseSavepoint ? { releaseSavepoint: driver.releaseSavepoint.bind(driver) } : {}),
      releaseConnection: (connection) => driver.releaseConnection(connection), // SQLite's driver ignores which
      destroy: () => driver.destroy(),
    };
  }
}

function openSqlite(file: string, busyTimeoutMs: number): SQLite.Database {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged save survives a power cut on a school PC.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // Short on purpose: this wait blocks the event loop. Longer waits happen in async steps.
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  return sqlite;
}

/** Opens SQLite in DATA_DIR (default) or PostgreSQL when DATABASE_URL is set. */
export function createDb(options: DbOptions): Db {
  const timeouts = { ...DEFAULT_DB_TIMEOUTS, ...options.timeouts };
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({
      connectionString: options.databaseUrl,
      max: 10,
      // A frozen or unreachable server costs a request a few seconds, then 503, never a hang.
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.statementMs * 2,
      query_timeout: timeouts.statementMs + 2_000,
    });
    // An idle connection dropped by the server (restart, admin command) is reported here; without
    // a listener it would crash the process. The pool opens a fresh connection on the next query.
    pool.on('error', (error) => {
      options.onIdleError?.(error);
    });
    const sessions = new SessionCache();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [sessions] });
    registerSessionCache(db, sessions);
    return {
      db,
      kind: 'postgres',
      probeWrite: () => probe(db, Math.min(timeouts.connectMs, 3_000) + 500),
      close: () => db.destroy(),
    };
  }
  prepareDataDir(options.dataDir);
  const file = path.join(options.dataDir, 'fantasmia.sqlite');
  const sqlite = openSqlite(file, SQLITE_BLOCKING_WAIT_MS);
  const sessions = new SessionCache();
  const db = new Kysely<Database>({ dialect: new RetryingSqliteDialect(sqlite, timeouts.sqliteBusyMs), plugins: [sessions] });
  registerSessionCache(db, sessions);
  const writer = new SqliteWriter({
    file,
    busyMs: timeouts.sqliteBusyMs,
    // While the writing thread checkpoints, the app's commits no longer do it on the event loop.
    onStarted: () => {
      if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 0');
    },
    onStopped: () => {
      if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
    },
  });
  sqliteWriters.set(db, writer);
  // The health probe has its own connection, so it never waits behind the app's queue.
  let probeDb: Kysely<Database> | undefined;
  return {
    db,
    kind: 'sqlite',
    probeWrite: async () => {
      try {
        probeDb ??= new Kysely<Database>({ dialect: new RetryingSqliteDialect(openSqlite(file, 5), 150) });
      } catch (error) {
        return { ok: false, problem: classifyDbError(error) ?? 'error' };
      }
      return probe(probeDb, 1_000);
    },
    close: async () => {
      await probeDb?.destroy();
      await writer.close();
      await db.destroy();
    },
  };
}

async function probe(db: Kysely<Database>, timeoutMs: number): Promise<ProbeResult> {
  const write = db
    .insertInto('health_probe')
    .values({ id: 1, checked_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at: (eb) => eb.ref('excluded.checked_at') }))
    .execute()
    .then((): ProbeResult => ({ ok: true }))
    .catch((error: unknown): ProbeResult => ({ ok: false, problem: classifyDbError(error) ?? 'error' }));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ProbeResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, problem: 'unavailable' }), timeoutMs);
  });
  try {
    return await Promise.race([write, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * At start, waits for PostgreSQL to accept connections (it may still be starting, e.g. with
 * docker compose): retries with back-off for up to `maxWaitMs`, one log line per attempt, then
 * fails with a clear message. SQLite answers at once.
 */
export async function waitForDatabase(database: Db, options: { maxWaitMs?: number; log?: (line: string) => void } = {}): Promise<void> {
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  let pause = 500;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`select 1`.execute(database.db);
      if (attempt > 1) log(`The database is reachable (attempt ${attempt}).`);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const waited = Date.now() - started;
      if (database.kind !== 'postgres' || waited + pause > maxWaitMs) {
        throw new Error(
          `Cannot reach the database${database.kind === 'postgres' ? ' at DATABASE_URL' : ''} after ${attempt} attempt(s) in ${Math.round(waited / 1000)} s: ${reason}. ` +
            'Check that PostgreSQL is running and that DATABASE_URL (host, port, user, password, database) is right.',
        );
      }
      log(`The database is not reachable yet (attempt ${attempt}: ${reason}); retrying in ${(pause / 1000).toFixed(1)} s...`);
      await sleep(pause);
      pause = Math.min(pause * 2, 8_000);
    }
  }
}

function migrationsFor(kind: DbKind): Record<string, Migration> {
  return {
    '001-initial': initialMigration(kind),
    '002-archive-indexes': archiveIndexesMigration,
    '003-story-list-index': storyListIndexMigration,
    '004-image-indexes': imageIndexesMigration,
    '005-account-safety': accountSafetyMigration,
    '009-health-probe': healthProbeMigration,
    '007-workshops': workshopsMigration,
    '006-ai-consent': aiConsentMigration,
    '010-reading-settings': readingSettingsMigration,
    '012-story-page-index': storyPageIndexMigration,
    '011-class': classMigration,
    '013-groups': groupsMigration,
    '014-secure-defaults': secureDefaultsMigration,
    '017-shared-limits': sharedLimitsMigration,
    '016-family-letters': familyLettersMigration,
    '015-login-cards': loginCardsMigration,
  };
}

/** Every migration this version knows, in order (a backup records the last one applied). */
export function knownMigrations(): string[] {
  return Object.keys(migrationsFor('sqlite')).sort();
}

/** Applies the migrations up to and including `name` (tests of one migration's effect on older data). */
export async function migrateUpTo(database: Db, name: string): Promise<void> {
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrationsFor(database.kind) } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`);
}

/**
 * Applies every pending migration; throws when one fails.
 *
 * SQLite: the migrations run with `synchronous = NORMAL`, FULL again after them. Each of their
 * statements commits on its own (SQLite's DDL is not transactional for Kysely's migrator), and a
 * fresh database made ~80 fsyncs before it could answer: on a busy disk that was most of the
 * server's start-up (start-up time, figure P7 in docs/benchmarks.md: 2–3.6 s). In WAL mode NORMAL keeps the database consistent; a
 * power cut may only drop the last commits, in order, as a crash between two statements would
 * under FULL; and the next FULL commit (the superuser's, on a first start) syncs every frame
 * before it.
 */
export async function migrateToLatest(database: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(database.kind) };
  const migrator = new Migrator({ db: database.db, provider });
  const sqlite = database.kind === 'sqlite';
  if (sqlite) await sql`pragma synchronous = NORMAL`.execute(database.db);
  let outcome: Awaited<ReturnType<Migrator['migrateToLatest']>>;
  try {
    outcome = await migrator.migrateToLatest();
  } finally {
    if (sqlite) await sql`pragma synchronous = FULL`.execute(database.db);
  }
  const { error, results } = outcome;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
