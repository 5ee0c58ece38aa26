import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { forgetSession } from './recent-sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 3_600_000;

function tokenOf(cookie: string): string {
  return cookie.slice('fm_session='.length);
}

function sessionIdOf(cookie: string): string {
  return createHash('sha256').update(tokenOf(cookie)).digest('hex');
}

async function whoIs(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ user: { id: string; name: string } | null; pendingConsent: unknown }>();
}

// These tests move a session's end by writing the row directly, as no route does: like the app's
// own writers, they tell the recently resolved sessions to forget it.
async function ageSession(cookie: string, expiresAt: Date) {
  await t.database.db.updateTable('sessions').set({ expires_at: expiresAt.toISOString() }).where('id', '=', sessionIdOf(cookie)).execute();
  forgetSession(t.database.db, sessionIdOf(cookie));
}

test('a session lasts 24 hours on the server, and the database keeps only a hash of the cookie', async () => {
  const before = Date.now();
  const { id, cookie } = await createChild(t.app, 'Durata');
  const row = await t.database.db.selectFrom('sessions').selectAll().where('id', '=', sessionIdOf(cookie)).executeTakeFirstOrThrow();
  expect(row.user_id).toBe(id);
  expect(row.kind).toBe('full');
  expect(row.id).not.toBe(tokenOf(cookie));
  expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(DAY_MS);
  expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
  const stored = await t.database.db.selectFrom('sessions').select('id').where('id', '=', tokenOf(cookie)).executeTakeFirst();
  expect(stored).toBeUndefined();
});

test('a session older than 24 hours no longer authenticates and is removed', async () => {
  const { id, cookie } = await createChild(t.app, 'Scaduta');
  expect((await whoIs(cookie)).user?.id).toBe(id);

  // Still valid a moment before the end.
  await ageSession(cookie, new Date(Date.now() + 5_000));
  expect((await whoIs(cookie)).user?.id).toBe(id);

  // Created more than 24 hours ago: expired.
  await t.database.db
    .updateTable('sessions')
    .set({ created_at: new Date(Date.now() - DAY_MS - 60_000).toISOString(), expires_at: new Date(Date.now() - 60_000).toISOString() })
    .where('id', '=', sessionIdOf(cookie))
    .execute();
  forgetSession(t.database.db, sessionIdOf(cookie));
  expect(await whoIs(cookie)).toEqual({ user: null, pendingConsent: null });
  const row = await t.database.db.selectFrom('sessions').select('id').where('id', '=', sessionIdOf(cookie)).executeTakeFirst();
  expect(row).toBeUndefined();
});

test('an expired session is refused by a protected route with 401', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Attesa', age: 8 } });
  const cookie = `fm_session=${created.cookies.find((c) => c.name === 'fm_session')?.value ?? ''}`;
  await ageSession(cookie, new Date(Date.now() - 1000));
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/consent', headers: { cookie }, payload: { adultName: 'Mamma Rita', accepted: true } });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Devi accedere con il tuo profilo' } });
});

test("the superuser's session also ends after 24 hours", async () => {
  const cookie = await loginSuperuserCookie(t.app);
  expect((await whoIs(cookie)).user).toMatchObject({ name: 'SuperUser', isSuperuser: true });
  await ageSession(cookie, new Date(Date.now() - 1));
  expect((await whoIs(cookie)).user).toBeNull();
});

test('a forged, unknown or oversized cookie is nobody', async () => {
  for (const cookie of ['fm_session=inventato', 'fm_session=', `fm_session=${'a'.repeat(5000)}`, 'altro=1']) {
    expect(await whoIs(cookie), cookie).toEqual({ user: null, pendingConsent: null });
  }
});

test('every session cookie is httpOnly, SameSite=Lax, for the whole site, for 24 hours', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Biscotto', age: 10 } });
  const pending = `fm_session=${created.cookies.find((c) => c.name === 'fm_session')?.value ?? ''}`;
  const consent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/consent',
    headers: { cookie: pending },
    payload: { adultName: 'Zio Carlo', accepted: true },
  });
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: 'biscotto', password: 'Biscotto' } });
  const superuser = await t.app.inject({ method: 'POST', url: '/api/auth/superuser', payload: { password: t.env.SUPERUSER_PASSWORD ?? '' } });
  for (const res of [created, consent, login, superuser]) {
    expect(res.statusCode, res.body).toBeLessThan(300);
    const c = res.cookies.find((x) => x.name === 'fm_session');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 24 * 3600 });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
  }
});

test('logout clears the cookie in the browser and ends the session on the server', async () => {
  const { cookie } = await createChild(t.app, 'Uscita');
  const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
  expect(out.statusCode).toBe(200);
  const cleared = out.cookies.find((c) => c.name === 'fm_session');
  expect(cleared?.value).toBe('');
  expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
  const row = await t.database.db.selectFrom('sessions').select('id').where('id', '=', sessionIdOf(cookie)).executeTakeFirst();
  expect(row).toBeUndefined();
  expect((await whoIs(cookie)).user).toBeNull();
});
