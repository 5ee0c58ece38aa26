import { DEFAULT_DB_TIMEOUTS, type Db, type DbTimeouts } from './database';
import { openPostgres } from './open-postgres';
import { openSqlite } from './open-sqlite';

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  timeouts?: Partial<DbTimeouts>;
  /** PostgreSQL only: connections in the pool (default: defaultPoolSize()). */
  poolSize?: number | undefined;
  /** PostgreSQL only: told when an idle pooled connection fails. */
  onIdleError?: (error: Error) => void;
}

/** Opens SQLite in DATA_DIR (default) or PostgreSQL when DATABASE_URL is set. */
export function createDb(options: DbOptions): Db {
  const timeouts = { ...DEFAULT_DB_TIMEOUTS, ...options.timeouts };
  if (options.databaseUrl) return openPostgres(options.databaseUrl, timeouts, options.poolSize, options.onIdleError);
  return openSqlite(options.dataDir, timeouts);
}
