import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { createDb, knownMigrations, migrateToLatest, type Db } from './client';

const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});

function freshSqlite(): Db {
  const database = createDb({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-migrate-')) });
  opened.push(database);
  return database;
}

const synchronous = async (database: Db) => (await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db)).rows[0]?.synchronous;

test('SQLite: the migrations run with synchronous NORMAL (issue 16, P7), and the app connection is FULL again after them', async () => {
  const database = freshSqlite();
  expect(await synchronous(database)).toBe(2); // FULL
  await migrateToLatest(database);
  expect(await synchronous(database)).toBe(2);
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
  expect(applied.rows.map((r) => r.name)).toEqual(knownMigrations());
  // A second start finds nothing to do and leaves FULL too.
  await migrateToLatest(database);
  expect(await synchronous(database)).toBe(2);
});

test('SQLite: a migration that fails still leaves the connection on FULL', async () => {
  const database = freshSqlite();
  await migrateToLatest(database);
  // A database written by a newer FantasMia: its migration is unknown here, and Kysely refuses.
  await sql`insert into kysely_migration (name, timestamp) values ('999-from-the-future', '2026-11-27T00:00:00.000Z')`.execute(database.db);
  await expect(migrateToLatest(database)).rejects.toThrow(/Migration failed/);
  expect(await synchronous(database)).toBe(2);
});
