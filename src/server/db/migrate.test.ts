import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { createDb } from './client';
import type { Db } from './database';
import { migrateToLatest, migrateUpTo } from './migrate';
import { knownMigrations } from './migrations/index';
import { getSiteSettings } from '../settings/site-settings';

const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});

function freshSqlite(): Db {
  const database = createDb({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-migrate-')) });
  opened.push(database);
  return database;
}

test('SQLite: WAL with synchronous NORMAL; every migration applied, and a second start finds nothing to do', async () => {
  const database = freshSqlite();
  expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db)).rows[0]?.journal_mode).toBe('wal');
  expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db)).rows[0]?.synchronous).toBe(1);
  await migrateToLatest(database);
  await migrateToLatest(database);
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
  expect(applied.rows.map((r) => r.name)).toEqual(knownMigrations());
});

test('SQLite: a database written by a newer FantasMia (an unknown migration) is refused', async () => {
  const database = freshSqlite();
  await migrateToLatest(database);
  await sql`insert into kysely_migration (name, timestamp) values ('999-from-the-future', '2026-11-27T00:00:00.000Z')`.execute(database.db);
  await expect(migrateToLatest(database)).rejects.toThrow(/Migration failed/);
});

const addChild = (database: Db, id: string) =>
  sql`insert into users (id, name, name_key, age, password_hash, password_is_initial, user_type, style_preference, created_at)
      values (${id}, ${id}, ${id}, 8, '', 1, 'user', 'default', '2026-01-01T00:00:00.000Z')`.execute(database.db);

test('014-secure-defaults: an installation with children keeps family use; a fresh one starts safe; a setting already chosen stays', async () => {
  const withChildren = freshSqlite();
  await migrateUpTo(withChildren, '013-groups');
  await addChild(withChildren, 'bimba');
  await migrateToLatest(withChildren);
  expect(await getSiteSettings(withChildren.db)).toEqual({ requirePersonalPasswords: false, hideProfileList: false });

  const chosen = freshSqlite();
  await migrateUpTo(chosen, '013-groups');
  await addChild(chosen, 'bimbo');
  await sql`insert into settings (key, value) values ('hideProfileList', 'true')`.execute(chosen.db);
  await migrateToLatest(chosen);
  expect(await getSiteSettings(chosen.db)).toEqual({ requirePersonalPasswords: false, hideProfileList: true });

  const fresh = freshSqlite();
  await migrateToLatest(fresh);
  expect(await getSiteSettings(fresh.db)).toEqual({ requirePersonalPasswords: true, hideProfileList: true });
});
