import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { prepareDataDir } from './data-dir';
import type { Db, DbTimeouts } from './database';
import { classifyDbError } from './db-errors';
import { probeWrite } from './probe-write';
import type { Database } from './schema';

/** SQLite waits at most this long, blocking, inside one statement; longer waits are async steps. */
const SQLITE_BLOCKING_WAIT_MS = 25;

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
    sqlite: SQLite.Database,
    private readonly busyBudgetMs: number,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const budget = this.busyBudgetMs;
    // Kysely's driver keeps private fields, so it is wrapped by delegation, not by prototype.
    return {
      init: () => driver.init(),
      async acquireConnection(): Promise<DatabaseConnection> {
        const connection = await driver.acquireConnection();
        let w = wrapped.get(connection);
        if (!w) wrapped.set(connection, (w = retryingConnection(connection, budget)));
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
  // NORMAL: in WAL mode the database stays consistent through a power cut, which may only drop
  // the last commits, in order; a commit costs no fsync.
  sqlite.pragma('synchronous = NORMAL');
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
      await db.destroy();
    },
  };
}
