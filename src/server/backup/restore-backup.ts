import { sql, type Kysely } from 'kysely';
import { forgetAllSessions } from '../auth/recent-sessions';
import type { DbKind } from '../db/database';
import { knownMigrations } from '../db/migrations/index';
import { markPublishedWithInitials, PUBLIC_INITIALS_MIGRATION } from '../db/migrations/021-public-initials';
import { BACKUP_TABLES, type BackupTable } from '../db/backup-tables';
import { chunks } from '../db/chunks';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { foldText } from '../../shared/fold-text';
import { BACKUP_MESSAGES, decodeBackup, type Row } from './format';

export interface RestoreBackupOptions {
  db: Kysely<Database>;
  kind: DbKind;
  file: Buffer;
}

export type RestoreCounts = Record<BackupTable, number>;

/** Kysely over tables named at run time (the names come from BACKUP_TABLES, never from the file). */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

async function columnsOf(trx: Kysely<Database>, kind: DbKind, table: string): Promise<Set<string>> {
  const { rows } =
    kind === 'postgres'
      ? await sql<{
          name: string;
        }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(trx)
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(trx);
  return new Set(rows.map((r) => r.name));
}

/** Empty means: no rows in any backed-up table, except the superuser created at first start. */
async function assertEmpty(trx: Kysely<Database>): Promise<void> {
  for (const table of BACKUP_TABLES) {
    const query =
      table === 'users'
        ? sql<{ n: number }>`select count(*) as n from users where user_type <> 'superuser'`
        : sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`;
    const { rows } = await query.execute(trx);
    if (Number(rows[0]?.n ?? 0) > 0) throw new HttpError(409, 'not_empty', BACKUP_MESSAGES.notEmpty);
  }
  const { rows } = await sql<{ n: number }>`select count(*) as n from users`.execute(trx);
  if (Number(rows[0]?.n ?? 0) > 1) throw new HttpError(409, 'not_empty', BACKUP_MESSAGES.notEmpty);
}

/**
 * Names' and titles' accent-free forms are computed again from the names and titles: a backup from
 * a version without them restores searchable, and a file cannot make a search find what it hides.
 */
function withFolds(table: BackupTable, rows: Row[]): Row[] {
  if (table === 'users') return rows.map((r) => ({ ...r, name_fold: foldText(String(r.name ?? '')) }));
  if (table === 'stories') return rows.map((r) => ({ ...r, title_fold: foldText(String(r.title ?? '')) }));
  return rows;
}

/**
 * Restores a backup into an empty installation, all or nothing: the file is checked completely
 * first, then one transaction replaces the first-start superuser and inserts every row. Any
 * failure rolls everything back.
 */
export async function restoreBackup({ db, kind, file }: RestoreBackupOptions): Promise<RestoreCounts> {
  const doc = await decodeBackup(file, knownMigrations());
  const counts = Object.fromEntries(BACKUP_TABLES.map((t) => [t, doc.tables[t].length])) as RestoreCounts;
  try {
    await db.transaction().execute(async (trx) => {
      await assertEmpty(trx);
      for (const table of BACKUP_TABLES) {
        const rows = doc.tables[table];
        if (rows.length === 0) continue;
        const columns = await columnsOf(trx, kind, table);
        for (const row of rows) {
          for (const column of Object.keys(row)) if (!columns.has(column)) throw new HttpError(400, 'backup_damaged', BACKUP_MESSAGES.damaged);
        }
      }
      // The superuser created at first start (and its sessions, by cascade) gives way to the backup's.
      await sql`delete from users`.execute(trx);
      const any = trx as unknown as AnyDb;
      for (const table of BACKUP_TABLES) {
        const rows: Row[] = withFolds(table, doc.tables[table]);
        if (rows.length === 0) continue;
        const width = Math.max(1, Object.keys(rows[0] ?? {}).length);
        for (const part of chunks(rows, Math.max(1, Math.floor(900 / width)))) await any.insertInto(table).values(part).execute();
      }
      // A backup from before the choice was recorded: the stories it published 'con le iniziali' say so again.
      if (doc.header.migration < PUBLIC_INITIALS_MIGRATION) await markPublishedWithInitials(trx);
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A row the database refuses (a broken reference, a duplicate) means the file is not a
    // faithful backup; the transaction has rolled back, so nothing changed.
    throw new HttpError(400, 'backup_damaged', BACKUP_MESSAGES.damaged);
  }
  // Every user was replaced, so was every session.
  forgetAllSessions(db);
  return counts;
}
