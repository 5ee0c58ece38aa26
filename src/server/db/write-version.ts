import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Compiled once: this statement runs on every list request. */
const WRITE_VERSION = CompiledQuery.raw('select total_changes() as c, (select data_version from pragma_data_version) as v');

/**
 * SQLite only: a value that changes whenever anything in the database may have changed.
 * `total_changes()` counts every row the app's connection inserted, updated or deleted
 * (transactions and rolled-back statements included); `data_version` changes with every commit by
 * another connection: the thread that writes new stories (db/sqlite-writer.ts), the health probe,
 * the backup and superuser command lines, a second process. Both only grow, so a
 * value read before reading the data can only make what was read look older than it is: an answer
 * kept under it is never served after a write, at worst recomputed once too often.
 */
export async function sqliteWriteVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await db.executeQuery<{ c: number; v: number }>(WRITE_VERSION);
  const row = rows[0];
  return `${row?.c}:${row?.v}`;
}
