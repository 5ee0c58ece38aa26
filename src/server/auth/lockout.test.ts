import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { LOCKOUT_MINUTES, MAX_LOGIN_ATTEMPTS } from '../../shared/constants';
import { createTestApp, TEST_SUPERUSER_PASSWORD, type TestApp } from '../../../tests/support/server/test-app';
import { HttpError } from '../http/errors';
import { loginSuperuser } from './login-superuser';
import { passwordChecksSoFar } from './password-checks';

let t: TestApp;
let superuserId: string;

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.database.db.selectFrom('users').select('id').where('user_type', '=', 'superuser').executeTakeFirstOrThrow();
  superuserId = row.id;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Each test starts with a clean count.
  await t.database.db.deleteFrom('login_throttles').execute();
});

const LOCKED = { code: 'account_locked', title: 'Account Bloccato', message: 'Troppi tentativi falliti. Riprova tra 15 minuti.' };

function attempt(password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/superuser', payload: { password } });
}

async function expectWrong(remaining: number) {
  const res = await attempt('password-sbagliata');
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ error: { code: 'wrong_password', title: 'Errore', message: `Password non corretta. Tentativi rimasti: ${remaining}` } });
  expect(res.cookies.find((c) => c.name === 'fm_session')).toBeUndefined();
}

async function expectLocked(password: string) {
  const res = await attempt(password);
  expect(res.statusCode).toBe(423);
  expect(res.json()).toEqual({ error: LOCKED });
  expect(res.cookies.find((c) => c.name === 'fm_session')).toBeUndefined();
}

async function expectSuccess() {
  const res = await attempt(TEST_SUPERUSER_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().user).toMatchObject({ name: 'SuperUser', isSuperuser: true });
}

/** The count of this test's client (inject's default address); the lock counts per client. */
const CLIENT_KEY = 'su:addr:127.0.0.1';
async function lockRow() {
  const row = await t.database.db.selectFrom('login_throttles').selectAll().where('key', '=', CLIENT_KEY).where('user_id', '=', superuserId).executeTakeFirst();
  return row ? { attempts: row.failures, locked_until: row.blocked_until } : undefined;
}

test('four wrong passwords say how many tries are left; the fifth locks the account', async () => {
  for (const remaining of [4, 3, 2, 1]) await expectWrong(remaining);
  const before = Date.now();
  await expectLocked('password-sbagliata');
  const row = await lockRow();
  expect(row?.attempts).toBe(MAX_LOGIN_ATTEMPTS);
  const until = Date.parse(row?.locked_until ?? '');
  expect(until).toBeGreaterThanOrEqual(before + LOCKOUT_MINUTES * 60_000 - 1000);
  expect(until).toBeLessThanOrEqual(Date.now() + LOCKOUT_MINUTES * 60_000 + 1000);
});

test('while locked even the right password is refused, and more wrong ones do not extend the lock', async () => {
  for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i += 1) await attempt('sbagliata');
  const lockedUntil = (await lockRow())?.locked_until;
  expect(lockedUntil).toBeTruthy();
  await expectLocked(TEST_SUPERUSER_PASSWORD);
  await expectLocked('ancora-sbagliata');
  await expectLocked(TEST_SUPERUSER_PASSWORD);
  const row = await lockRow();
  expect(row?.locked_until).toBe(lockedUntil);
  expect(row?.attempts).toBe(MAX_LOGIN_ATTEMPTS);
});

test('a success before the limit resets the count', async () => {
  for (const remaining of [4, 3, 2]) await expectWrong(remaining);
  await expectSuccess();
  expect(await lockRow()).toBeUndefined();
  // A full fresh set of tries again.
  for (const remaining of [4, 3, 2, 1]) await expectWrong(remaining);
  // The fifth try is still a try: the right password gets in and clears the count.
  await expectSuccess();
  await expectWrong(4);
});

test('after the lock expires the right password works again and the count restarts', async () => {
  for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i += 1) await attempt('sbagliata');
  await expectLocked(TEST_SUPERUSER_PASSWORD);
  // Fifteen minutes pass.
  await t.database.db
    .updateTable('login_throttles')
    .set({ blocked_until: new Date(Date.now() - 1000).toISOString() })
    .where('key', '=', CLIENT_KEY)
    .execute();
  await expectSuccess();
  expect(await lockRow()).toBeUndefined();
  for (const remaining of [4, 3, 2, 1]) await expectWrong(remaining);
  await expectLocked('sbagliata');
});

test('an expired lock followed by a wrong password starts a fresh count', async () => {
  for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i += 1) await attempt('sbagliata');
  await t.database.db
    .updateTable('login_throttles')
    .set({ blocked_until: new Date(Date.now() - 1000).toISOString() })
    .where('key', '=', CLIENT_KEY)
    .execute();
  await expectWrong(4);
  await expectWrong(3);
});

test('the lock lasts exactly fifteen minutes (use case with a clock)', async () => {
  const db = t.database.db;
  const start = new Date('2030-01-01T10:00:00.000Z');
  const at = (ms: number) => new Date(start.getTime() + ms);
  const tryAt = async (password: string, now: Date) => {
    try {
      await loginSuperuser({ db, password, now, client: { address: '127.0.0.1', deviceToken: null } });
      return 'ok';
    } catch (error) {
      if (error instanceof HttpError) return `${error.statusCode} ${error.message}`;
      throw error;
    }
  };
  for (let i = 0; i < 4; i += 1) expect(await tryAt('sbagliata', at(i * 1000))).toBe(`401 Password non corretta. Tentativi rimasti: ${4 - i}`);
  expect(await tryAt('sbagliata', at(4000))).toBe('423 Troppi tentativi falliti. Riprova tra 15 minuti.');
  const lockedAt = at(4000).getTime();
  expect(await tryAt(TEST_SUPERUSER_PASSWORD, new Date(lockedAt + LOCKOUT_MINUTES * 60_000 - 1))).toBe('423 Troppi tentativi falliti. Riprova tra 15 minuti.');
  expect(await tryAt(TEST_SUPERUSER_PASSWORD, new Date(lockedAt + LOCKOUT_MINUTES * 60_000))).toBe('ok');
  expect(await tryAt('sbagliata', new Date(lockedAt + LOCKOUT_MINUTES * 60_000 + 1000))).toBe('401 Password non corretta. Tentativi rimasti: 4');
});

test('twenty parallel wrong attempts get at most five password checks between them', async () => {
  const checksBefore = passwordChecksSoFar();
  {
    const responses = await Promise.all(Array.from({ length: 20 }, () => attempt('sbagliata-in-parallelo')));
    const wrong = responses.filter((r) => r.statusCode === 401);
    const locked = responses.filter((r) => r.statusCode === 423);
    expect(wrong.length + locked.length).toBe(20);
    // Each checked try took its own slot: the four 401s say 4, 3, 2, 1 once each; the fifth
    // checked try answers the lock like every refused one (the spec's sequence).
    expect(wrong.map((r) => r.json().error.message).sort()).toEqual([1, 2, 3, 4].map((n) => `Password non corretta. Tentativi rimasti: ${n}`));
    expect(locked).toHaveLength(16);
    for (const r of locked) expect(r.json()).toEqual({ error: LOCKED });
    // Exactly five password checks ran, however the requests interleaved.
    expect(passwordChecksSoFar() - checksBefore).toBe(MAX_LOGIN_ATTEMPTS);
    expect((await lockRow())?.attempts).toBe(MAX_LOGIN_ATTEMPTS);
  }
  await expectLocked(TEST_SUPERUSER_PASSWORD);
});

test('while locked, parallel right passwords are refused without checking any password', async () => {
  for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i += 1) await attempt('sbagliata');
  const checksBefore = passwordChecksSoFar();
  const responses = await Promise.all(Array.from({ length: 10 }, () => attempt(TEST_SUPERUSER_PASSWORD)));
  expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 423));
  expect(passwordChecksSoFar()).toBe(checksBefore);
});
