import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, sessionCookie, TEST_SUPERUSER_PASSWORD, type TestApp } from '../../../tests/support/server/test-app';
import type { AuthUser } from '../http/access';
import { RecentSessions, recentSessionsOf, TTL_MS } from './recent-sessions';

/**
 * Sessions are resolved from memory for a moment (recent-sessions.ts). Every change that ends a
 * session or changes what it opens must be seen by the very next request, on both engines.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sessionIdOf = (cookie: string) => createHash('sha256').update(cookie.slice('fm_session='.length)).digest('hex');

async function listStatus(cookie: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie } })).statusCode;
}

/** A second browser of the same child (the site is in family use: her name is her password). */
async function loginAgain(name: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name, password: name } });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

/** Two requests, so the session is surely resolved from memory before the change under test. */
async function warm(cookie: string): Promise<void> {
  expect(await listStatus(cookie)).toBe(200);
  expect(await listStatus(cookie)).toBe(200);
  expect(recentSessionsOf(t.database.db).get(sessionIdOf(cookie), new Date())).toBeDefined();
}

test('a logout is seen by the very next request of that cookie', async () => {
  const { cookie } = await createChild(t.app, 'Lia Uscita');
  await warm(cookie);
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
  expect(await listStatus(cookie)).toBe(401);
});

test("a child's password change ends her other browsers' sessions at their very next request, not her own", async () => {
  const { cookie } = await createChild(t.app, 'Mia Cambio');
  const other = await loginAgain('Mia Cambio');
  await warm(cookie);
  await warm(other);
  const change = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: { cookie },
    payload: { current: 'Mia Cambio', password: 'drago-verde', confirm: 'drago-verde' },
  });
  expect(change.statusCode, change.body).toBe(200);
  expect(await listStatus(other)).toBe(401);
  expect(await listStatus(cookie)).toBe(200);
});

test("the superuser's reset of a child's password ends every session of hers at the very next request", async () => {
  const su = await loginSuperuserCookie(t.app);
  const { id, cookie } = await createChild(t.app, 'Ida Reset');
  await warm(cookie);
  const reset = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/password`,
    headers: { cookie: su },
    payload: { password: 'nuova-password', confirm: 'nuova-password' },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  expect(await listStatus(cookie)).toBe(401);
});

test("the superuser's own password change ends her other sessions at their very next request", async () => {
  const su = await loginSuperuserCookie(t.app);
  const other = await loginSuperuserCookie(t.app);
  await warm(su);
  await warm(other);
  const change = await t.app.inject({
    method: 'POST',
    url: '/api/admin/password',
    headers: { cookie: su },
    payload: { current: TEST_SUPERUSER_PASSWORD, next: 'un-altro-segreto-lungo', confirm: 'un-altro-segreto-lungo' },
  });
  expect(change.statusCode, change.body).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: other } })).statusCode).toBe(401);
  expect(await listStatus(su)).toBe(200);
  // Back to the test password for the other tests of this file.
  const back = await t.app.inject({
    method: 'POST',
    url: '/api/admin/password',
    headers: { cookie: su },
    payload: { current: 'un-altro-segreto-lungo', next: TEST_SUPERUSER_PASSWORD, confirm: TEST_SUPERUSER_PASSWORD },
  });
  expect(back.statusCode, back.body).toBe(200);
});

test("a deleted profile's sessions open nothing from the very next request", async () => {
  const su = await loginSuperuserCookie(t.app);
  const { id, cookie } = await createChild(t.app, 'Eva Cancellata');
  const other = await loginAgain('Eva Cancellata');
  await warm(cookie);
  await warm(other);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: { cookie: su } })).statusCode).toBe(200);
  expect(await listStatus(cookie)).toBe(401);
  expect(await listStatus(other)).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json()).toEqual({ user: null, pendingConsent: null });
});

const user = (id: string): AuthUser => ({ id, name: id, isSuperuser: false, sessionId: `s-${id}`, sessionKind: 'full' });
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

test('an entry lives a few seconds at most, and never past its session’s end', () => {
  const cache = new RecentSessions();
  const now = new Date();
  cache.remember('s1', user('u1'), inAnHour, cache.version, now);
  expect(cache.get('s1', now)?.id).toBe('u1');
  expect(cache.get('s1', new Date(now.getTime() + TTL_MS))).toBeUndefined();
  cache.remember('s2', user('u2'), new Date(now.getTime() + 10).toISOString(), cache.version, now);
  expect(cache.get('s2', new Date(now.getTime() + 10))).toBeUndefined();
});

test('a lookup that was running while a session was forgotten is not kept', () => {
  const cache = new RecentSessions();
  const now = new Date();
  const version = cache.version; // the lookup starts…
  cache.forgetUser('u1'); // …a password change commits and forgets…
  cache.remember('s1', user('u1'), inAnHour, version, now); // …the lookup ends with the old row
  expect(cache.get('s1', now)).toBeUndefined();
});

test('forgetting a user forgets every session of hers and nobody else’s', () => {
  const cache = new RecentSessions();
  const now = new Date();
  cache.remember('a1', user('a'), inAnHour, cache.version, now);
  cache.remember('a2', user('a'), inAnHour, cache.version, now);
  cache.remember('b1', user('b'), inAnHour, cache.version, now);
  cache.forgetUser('a');
  expect([cache.get('a1', now), cache.get('a2', now), cache.get('b1', now)?.id]).toEqual([undefined, undefined, 'b']);
});

test('a transaction has no cache of its own: writers forget on the app database after committing', async () => {
  await t.database.db.transaction().execute(async (trx) => {
    expect(() => recentSessionsOf(trx)).toThrow(/not to a transaction/);
  });
});
