import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { ensureSuperuser } from '../auth/ensure-superuser';
import { createDb } from '../db/client';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { dumpTables, seedInstallation } from '../../../tests/support/server/seed-installation';
import { createTestApp, type TestApp } from '../../../tests/support/server/test-app';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

/**
 * How a school moves to PostgreSQL: a backup of SQLite restores into PostgreSQL, and PostgreSQL's
 * backup restores into SQLite, with identical content. Under `npm run test:pg` the middle database
 * is PostgreSQL (createTestApp follows DATABASE_URL); under `npm test` it is a second SQLite.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function freshSqlite(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-backup-'));
  const db = createDb({ dataDir: dir });
  await migrateToLatest(db);
  await ensureSuperuser({ db: db.db, password: 'password-sqlite', log: () => undefined });
  cleanups.push(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return db;
}

test('SQLite → PostgreSQL → SQLite keeps every row of every table identical, images included', async () => {
  const sqliteA = await freshSqlite();
  await seedInstallation(sqliteA.db, { imageBytes: 64 * 1024 });
  const original = await dumpTables(sqliteA.db);

  const first = await createBackup({ db: sqliteA.db, kind: 'sqlite' });
  expect(first.header.engine).toBe('sqlite');

  const middle: TestApp = await createTestApp({}, { secureDefaults: true });
  cleanups.push(() => middle.close());
  if (process.env.DATABASE_URL) expect(middle.database.kind).toBe('postgres');
  await restoreBackup({ db: middle.database.db, kind: middle.database.kind, file: first.file });
  expect(await dumpTables(middle.database.db)).toEqual(original);

  const second = await createBackup({ db: middle.database.db, kind: middle.database.kind });
  expect(second.header.engine).toBe(middle.database.kind);
  const sqliteB = await freshSqlite();
  await restoreBackup({ db: sqliteB.db, kind: 'sqlite', file: second.file });
  expect(await dumpTables(sqliteB.db)).toEqual(original);

  // And the files themselves carry the same rows whichever engine wrote them.
  const third = await createBackup({ db: sqliteB.db, kind: 'sqlite' });
  const body = (file: Buffer) => zlibLines(file).slice(1, -1).sort();
  expect(body(third.file)).toEqual(body(first.file));
});

function zlibLines(file: Buffer): string[] {
  return zlib.gunzipSync(file).toString('utf8').trimEnd().split('\n');
}
