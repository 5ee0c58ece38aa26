import type { Kysely } from 'kysely';
import type { DbProblem } from './db-errors';
import type { Database } from './schema';

export type DbKind = 'sqlite' | 'postgres';

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
