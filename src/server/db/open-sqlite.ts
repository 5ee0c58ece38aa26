import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { prepareDataDir } from './data-dir';
import type { Db, DbTimeouts } from './database';
import { classifyDbError } from './db-errors';
import { probeWrite } from './probe-write';
import type { Database } from './schema';
import { SqliteWriter } from './sqlite-writer';

/** SQLite waits at most this long, blocking, inside one statement; longer waits are async steps. */
const SQLITE_BLOCKING_WAIT_MS = 25;

const sqliteWriters = new WeakMap<object, SqliteWriter>();

/**
 * The thread that writes new stories into the app's SQLite database (db/sqlite-writer.ts), started
 * with the first one; undefined on PostgreSQL (its server commits off the event loop already) and
 * for a transaction (its statements must run on the transaction's connection).
 */
export function sqliteWriterOf(db: object): SqliteWriter | undefined {
  return sqliteWriters.get(db);
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

function openSqliteFile(file: string, busyTimeoutMs: number): SQLite.Database {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged save survives a power cut on a school PC.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // Short on purpose: this wait blocks the event loop. Longer waits happen in async steps.
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  return sqlite;
}

/** Opens (or creates) fantasmia.sqlite in `dataDir`. */
export function openSqlite(dataDir: string, timeouts: DbTimeouts): Db {
  prepareDataDir(dataDir);
  const file = path.join(dataDir, 'fantasmia.sqlite');
  const sqlite = openSqliteFile(file, SQLITE_BLOCKING_WAIT_MS);
  const db = new Kysely<Database>({ dialect: new RetryingSqliteDialect(sqlite, timeouts.sqliteBusyMs) });
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
        probeDb ??= new Kysely<Database>({ dialect: new RetryingSqliteDialect(openSqliteFile(file, 5), 150) });
      } catch (error) {
        return { ok: false, problem: classifyDbError(error) ?? 'error' };
      }
      return probeWrite(probeDb, 1_000);
    },
    close: async () => {
      await probeDb?.destroy();
      await writer.close();
      await db.destroy();
    },
  };
}
