import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrationsFor } from './migrations/index';

/** Applies the migrations up to and including `name` (tests of one migration's effect on older data). */
export async function migrateUpTo(database: Db, name: string): Promise<void> {
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrationsFor(database.kind) } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`);
}

/** Applies every pending migration; throws when one fails. */
export async function migrateToLatest(database: Db): Promise<void> {
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrationsFor(database.kind) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
