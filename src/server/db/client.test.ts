import pg from 'pg';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { createTestApp } from '../testing/test-app';

// PostgreSQL only (npm run test:pg): a pooled connection the server kills must not crash us.
test.runIf(Boolean(process.env.DATABASE_URL))('an idle PostgreSQL connection killed by the server is reported, and the next query reconnects', async () => {
  const t = await createTestApp();
  try {
    const { db } = t.database;
    const name = (await sql<{ db: string }>`select current_database() as db`.execute(db)).rows[0]?.db;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    const health = await t.app.inject({ method: 'GET', url: '/api/profiles' });
    expect(health.statusCode).toBe(200);
  } finally {
    await t.close();
  }
});
