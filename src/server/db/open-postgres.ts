import { availableParallelism } from 'node:os';
import { Kysely, PostgresDialect } from 'kysely';
import type { Db, DbTimeouts } from './database';
import { loadPg } from './load-pg';
import { probeWrite } from './probe-write';
import type { Database } from './schema';

/**
 * Two connections per core: more backends than cores only take turns on the CPU, and each
 * statement's wake-up preempts the app. On 2 cores with the database beside the app, P8 (a school
 * at once, docs/benchmarks.md) had a list p99 of 851 ms with 10 connections, 436 ms with 4.
 */
export function defaultPoolSize(): number {
  return Math.max(4, 2 * availableParallelism());
}

/** Opens a pool on the PostgreSQL server at `url`. */
export function openPostgres(url: string, timeouts: DbTimeouts, poolSize = defaultPoolSize(), onIdleError?: (error: Error) => void): Db {
  const pool = new (loadPg().Pool)({
    connectionString: url,
    max: poolSize,
    // A frozen or unreachable server costs a request a few seconds, then 503, never a hang.
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
    query_timeout: timeouts.statementMs + 2_000,
  });
  // An idle connection dropped by the server (restart, admin command) is reported here; without
  // a listener it would crash the process. The pool opens a fresh connection on the next query.
  pool.on('error', (error) => onIdleError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    probeWrite: () => probeWrite(db, Math.min(timeouts.connectMs, 3_000) + 500),
    close: () => db.destroy(),
  };
}
