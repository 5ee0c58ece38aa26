import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrationsFor } from './migrations/index';

const migrator = (database: Db) => new Migrator({ db: database.db, provider: { getMigrations: async () => migrationsFor(database.kind) } });

/** Applies the migrations up to and including `name` (tests of one migration's effect on older data). */
export async function migrateUpTo(database: Db, name: string): Promise<void> {
  const { error } = await migrator(database).migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`);
}

/** Applies every pending migration; throws when one fails. */
export async function migrateToLatest(database: Db): Promise<void> {
  const { error, results } = await migrator(database).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
