import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, test } from 'vitest';
import { createDb } from './client';

const adminUrl = process.env.DATABASE_URL;

async function asAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// PostgreSQL only (npm run test:pg): a pooled connection the server kills must not crash us.
test.runIf(Boolean(adminUrl))('an idle PostgreSQL connection killed by the server is reported to onIdleError, and the next query reconnects', async () => {
  const name = `fm_test_${randomBytes(6).toString('hex')}`;
  await asAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-idle-'));

  // The deterministic signal: the pool's error event reaches the handler given to createDb.
  let reported: (error: Error) => void = () => undefined;
  const idleError = new Promise<Error>((resolve) => {
    reported = resolve;
  });
  const database = createDb({ dataDir, databaseUrl: url.toString(), onIdleError: (error) => reported(error) });
  try {
    const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]?.pid;
    expect(pid).toBeGreaterThan(0);

    // The query is done, so its connection sits idle in the pool: kill it from a second connection.
    const killed = await asAdmin((c) => c.query<{ ok: boolean }>('select pg_terminate_backend($1) as ok', [pid]));
    expect(killed.rows[0]?.ok).toBe(true);

    const error = await idleError;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/terminat/i);

    // The pool dropped the dead connection; the next query gets a fresh one.
    const next = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]?.pid;
    expect(next).toBeGreaterThan(0);
    expect(next).not.toBe(pid);
  } finally {
    await database.close();
    await asAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
