import { sql, type Kysely } from 'kysely';
import type { DbKind } from '../db/database';
import { BACKUP_TABLES } from '../db/backup-tables';
import type { Database } from '../db/schema';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, encodeBackup, type BackupHeader } from './format';

export interface CreateBackupOptions {
  db: Kysely<Database>;
  kind: DbKind;
  now?: Date;
}

/** The last migration applied to this database: the schema level a backup belongs to. */
export async function currentMigration(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? '';
}

/**
 * The whole installation as one gzip file. Every table is read inside one transaction, so a
 * backup taken while children are saving is one consistent picture: on SQLite a read transaction
 * (WAL keeps its snapshot while others write), on PostgreSQL REPEATABLE READ, READ ONLY.
 */
export async function createBackup({ db, kind, now = new Date() }: CreateBackupOptions): Promise<{ file: Buffer; header: BackupHeader }> {
  const read = async (trx: Kysely<Database>) => {
    const migration = await currentMigration(trx);
    const tables: Record<string, Record<string, unknown>[]> = {};
    for (const table of BACKUP_TABLES) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(trx);
      tables[table] = rows;
    }
    return { migration, tables };
  };
  const builder = kind === 'postgres' ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only') : db.transaction();
  const { migration, tables } = await builder.execute(read);
  const header: BackupHeader = { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, migration, createdAt: now.toISOString(), engine: kind };
  return { file: await encodeBackup(header, tables), header };
}

/** fantasmia-backup-2026-11-24-0930.jsonl.gz */
export function backupFileName(createdAt: string): string {
  const stamp = createdAt.slice(0, 16).replace('T', '-').replace(':', '');
  return `fantasmia-backup-${stamp}.jsonl.gz`;
}
