import { Migrator, sql, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import { migrationsFor } from './migrations/index';

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
