import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDb } from '../db/client';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../testing/test-app';
import { SESSION_CACHE_TTL_MS, sessionCacheOf } from './session-cache';
import { readSession } from './sessions';

// Resolved sessions are kept for a moment. These tests prove that every way a session
// ends still ends it at once for the next request, on SQLite and on PostgreSQL (npm run test:pg).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sessionIdOf = (cookie: string) => createHash('sha256').update(cookie.slice('fm_session='.length)).digest('hex');

/** A protected route, asked twice so that the second answer comes from a cached session. */
async function listStatus(cookie: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie } });
  return res.statusCode;
}

async function warm(cookie: string): Promise<void> {
  expect(await listStatus(cookie)).toBe(200);
  expect(await listStatus(cookie)).toBe(200);
  const cache = sessionCacheOf(t.database.db);
  expect(cache?.get(sessionIdOf(cookie), Date.now())).toBeDefined();
}

test('the app database has a session cache, and a cached session keeps working', async () => {
  const { cookie } = await createChild(t.app, 'Cache Uno');
  await warm(cookie);
  expect(await listStatus(cookie)).toBe(200);
});

test('after logout the same cookie is refused at once, even though it was cached', async () => {
  const { cookie } = await createChild(t.app, 'Cache Logout');
  await warm(cookie);
  const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
  expect(out.statusCode).toBe(200);
  expect(await listStatus(cookie)).toBe(401);
});

test('deleting a profile refuses its cached session at once', async () => {
  const child = await createChild(t.app, 'Cache Cancellata');
  const su = await loginSuperuserCookie(t.app);
  await warm(child.cookie);
  const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${child.id}`, headers: { cookie: su } });
  expect(del.statusCode, del.body).toBe(200);
  expect(await listStatus(child.cookie)).toBe(401);
});

test("a password reset by the superuser refuses the profile's cached session at once", async () => {
  const child = await createChild(t.app, 'Cache Reset');
  const su = await loginSuperuserCookie(t.app);
  await warm(child.cookie);
  const reset = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${child.id}/password`,
    headers: { cookie: su },
    payload: { password: 'nuova-parola-1', confirm: 'nuova-parola-1' },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  expect(await listStatus(child.cookie)).toBe(401);
});

test('a password change ends the other cached sessions of the profile, and keeps the one that made it', async () => {
  const child = await createChild(t.app, 'Cache Cambio');
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: 'Cache Cambio', password: 'Cache Cambio' } });
  expect(login.statusCode, login.body).toBe(200);
  const other = `fm_session=${login.cookies.find((c) => c.name === 'fm_session')?.value ?? ''}`;
  await warm(child.cookie);
  await warm(other);
  const change = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: { cookie: child.cookie },
    payload: { current: 'Cache Cambio', password: 'una-parola-nuova-7', confirm: 'una-parola-nuova-7' },
  });
  expect(change.statusCode, change.body).toBe(200);
  expect(await listStatus(other)).toBe(401);
  expect(await listStatus(child.cookie)).toBe(200);
});

test('a session deleted by any statement of the app (even raw SQL) is refused at once', async () => {
  const { cookie } = await createChild(t.app, 'Cache Sql');
  await warm(cookie);
  await sql`delete from sessions where id = ${sessionIdOf(cookie)}`.execute(t.database.db);
  expect(await listStatus(cookie)).toBe(401);
});

test('a session that expires while cached is refused and removed', async () => {
  const { cookie } = await createChild(t.app, 'Cache Scade');
  await warm(cookie);
  const row = await t.database.db.selectFrom('sessions').select('expires_at').where('id', '=', sessionIdOf(cookie)).executeTakeFirstOrThrow();
  const request = { cookies: { fm_session: cookie.slice('fm_session='.length) } } as unknown as FastifyRequest;
  expect(await readSession(t.database.db, request, new Date(Date.parse(row.expires_at) - 1))).not.toBeNull();
  expect(await readSession(t.database.db, request, new Date(Date.parse(row.expires_at) + 1))).toBeNull();
  expect(await t.database.db.selectFrom('sessions').select('id').where('id', '=', sessionIdOf(cookie)).executeTakeFirst()).toBeUndefined();
});

test('saving stories does not empty the cache; writing a session or a user does', async () => {
  const { cookie } = await createChild(t.app, 'Cache Storie');
  await warm(cookie);
  const cache = sessionCacheOf(t.database.db);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: { cookie },
    payload: { title: 'Una storia', content: 'Testo.', status: 'completed', mode: 'GHOST' },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  expect(cache?.get(sessionIdOf(cookie), Date.now())).toBeDefined();
  await t.database.db.updateTable('users').set({ name: 'Cache Storie' }).where('name', '=', 'Cache Storie').execute();
  expect(cache?.get(sessionIdOf(cookie), Date.now())).toBeUndefined();
});

test('a session ended by another process (the superuser CLI) stops working within the cache lifetime', async () => {
  const { cookie } = await createChild(t.app, 'Cache Altro');
  await warm(cookie);
  const other = createDb({ dataDir: t.env.DATA_DIR, databaseUrl: t.env.DATABASE_URL });
  try {
    await other.db.deleteFrom('sessions').where('id', '=', sessionIdOf(cookie)).execute();
  } finally {
    await other.close();
  }
  await sleep(SESSION_CACHE_TTL_MS + 50);
  expect(await listStatus(cookie)).toBe(401);
});
