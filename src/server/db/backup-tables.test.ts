import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/server/test-app';
import { BACKUP_TABLES, EXCLUDED_TABLES } from './backup-tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function tablesInDatabase(): Promise<string[]> {
  const query =
    t.database.kind === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  const { rows } = await query.execute(t.database.db);
  return rows.map((r) => r.name).sort();
}

test('every table the migrations create is either backed up or explicitly left out (add new tables to backup-tables.ts)', async () => {
  const listed = new Set<string>([...BACKUP_TABLES, ...EXCLUDED_TABLES]);
  const unlisted = (await tablesInDatabase()).filter((name) => !listed.has(name));
  expect(unlisted).toEqual([]);
});

test('every listed table exists and no table is both backed up and left out', async () => {
  const existing = await tablesInDatabase();
  for (const table of BACKUP_TABLES) expect(existing, table).toContain(table);
  const excluded = new Set<string>(EXCLUDED_TABLES);
  expect(BACKUP_TABLES.filter((table) => excluded.has(table))).toEqual([]);
});
