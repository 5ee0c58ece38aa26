import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
});
afterAll(async () => {
  await t?.close();
});

const TOO_MANY = { error: { code: 'too_many_requests', message: 'Troppe richieste. Aspetta un momento e riprova.' } };

test('the fourth login from one address within a minute is refused with 429 and a JSON error', async () => {
  const login = (remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { name: 'Nessuno', password: 'nessuno' } });
  for (let i = 0; i < 3; i += 1) {
    const res = await login('10.0.0.1');
    expect(res.statusCode).toBe(401);
  }
  const fourth = await login('10.0.0.1');
  expect(fourth.statusCode).toBe(429);
  expect(fourth.headers['content-type']).toMatch(/application\/json/);
  expect(fourth.json()).toEqual(TOO_MANY);
  expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  // The limit is per client address: another classroom tablet still gets in.
  expect((await login('10.0.0.2')).statusCode).toBe(401);
});

test('superuser login is rate-limited too, before any password is checked', async () => {
  const attempt = () => t.app.inject({ method: 'POST', url: '/api/auth/superuser', remoteAddress: '10.0.1.1', payload: { password: 'sbagliata' } });
  const responses = [];
  for (let i = 0; i < 4; i += 1) responses.push(await attempt());
  expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
  expect(responses[3]?.json()).toEqual(TOO_MANY);
  // Refused by the rate limit, so the lockout count did not move past the three checked tries.
  const row = await t.database.db.selectFrom('login_throttles').select('failures').where('key', '=', 'su:addr:10.0.1.1').executeTakeFirst();
  expect(row?.failures).toBe(3);
});

test('profile creation is rate-limited per address', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await t.app.inject({ method: 'POST', url: '/api/profiles', remoteAddress: '10.0.2.1', payload: { name: 'A', age: 9 } });
    codes.push(res.statusCode);
  }
  expect(codes).toEqual([400, 400, 400, 429]);
});

test('other routes are not limited', async () => {
  for (let i = 0; i < 10; i += 1) {
    const res = await t.app.inject({ method: 'GET', url: '/api/session', remoteAddress: '10.0.0.1' });
    expect(res.statusCode).toBe(200);
  }
});
