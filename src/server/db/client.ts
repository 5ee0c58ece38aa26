import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { initialMigration } from './migrations/001-initial';
import { archiveIndexesMigration } from './migrations/002-archive-indexes';
import { storyListIndexMigration } from './migrations/003-story-list-index';
import { imageIndexesMigration } from './migrations/004-image-indexes';
import { accountSafetyMigration } from './migrations/005-account-safety';

export type DbKind = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
}

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL only: told when an idle pooled connection fails. */
  onIdleError?: (error: Error) => void;
}

// int8 (count(*), sums) as numbers on pg; our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric (sum of double precision stays double, but be safe)
pg.types.setTypeParser(1700, (v) => Number(v));

/** Opens SQLite in DATA_DIR (default) or PostgreSQL when DATABASE_URL is set. */
export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, admin command) is reported here; without
    // a listener it would crash the process. The pool opens a fresh connection on the next query.
    pool.on('error', (error) => {
      options.onIdleError?.(error);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'fantasmia.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged save survives a power cut on a school PC.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

function migrationsFor(kind: DbKind): Record<string, Migration> {
  return {
    '001-initial': initialMigration(kind),
    '002-archive-indexes': archiveIndexesMigration,
    '003-story-list-index': storyListIndexMigration,
    '004-image-indexes': imageIndexesMigration,
    '005-account-safety': accountSafetyMigration,
  };
}

/** Applies every pending migration; throws when one fails. */
export async function migrateToLatest(database: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(database.kind) };
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
