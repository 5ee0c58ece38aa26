import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, testPersonalPassword, type TestApp } from '../../../tests/support/server/test-app';

/**
 * A typed name may leave out its accents ('Zoe Ferrari' opens 'Zoë Ferrari'), but only when it
 * means one profile: the exact name wins, and two profiles that differ only by accents are never
 * guessed between. The counters and answers stay those of any login.
 */

let t: TestApp;
let su: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  // Safe defaults: hidden list (names are typed) and personal passwords.
  t = await createTestApp({}, { secureDefaults: true });
  su = await loginSuperuserCookie(t.app);
  for (const name of ['Zoë Ferrari', 'Zoë Rossi', 'Zoe Rossi', 'Nicolò Bruno']) ids[name] = (await createChild(t.app, name)).id;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('login_throttles').execute();
});

function login(payload: Record<string, unknown>, remoteAddress = '10.90.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload });
}

const userOf = (res: LightMyRequestResponse) => (res.json() as { profile: { id: string; name: string } }).profile;

test("'Zoe Ferrari' (and 'ZOE  ferrari') with the right password opens 'Zoë Ferrari'; a wrong password is refused as usual", async () => {
  for (const typed of ['Zoe Ferrari', 'ZOE  ferrari', ' zoë ferrari ']) {
    const res = await login({ name: typed, password: testPersonalPassword('Zoë Ferrari') });
    expect(res.statusCode, res.body).toBe(200);
    expect(userOf(res)).toEqual({ id: ids['Zoë Ferrari'], name: 'Zoë Ferrari' });
  }
  const wrong = await login({ name: 'Zoe Ferrari', password: 'non è lei' });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json().error).toMatchObject({ code: 'wrong_password', message: 'Password non corretta' });
  const nicolo = await login({ name: 'nicolo bruno', password: testPersonalPassword('Nicolò Bruno') });
  expect(nicolo.statusCode, nicolo.body).toBe(200);
  expect(userOf(nicolo).id).toBe(ids['Nicolò Bruno']);
});

test("with 'Zoë Rossi' and 'Zoe Rossi' both there, the exact name opens its own, and an accent matching neither opens none", async () => {
  const zoeUmlaut = await login({ name: 'ZOË ROSSI', password: testPersonalPassword('Zoë Rossi') });
  expect(userOf(zoeUmlaut).id).toBe(ids['Zoë Rossi']);
  const zoePlain = await login({ name: 'zoe rossi', password: testPersonalPassword('Zoe Rossi') });
  expect(userOf(zoePlain).id).toBe(ids['Zoe Rossi']);
  // The exact name never falls back to its look-alike, even with the look-alike's password.
  expect((await login({ name: 'Zoe Rossi', password: testPersonalPassword('Zoë Rossi') })).statusCode).toBe(401);
  // 'Zoé Rossi' is neither exactly: ambiguous, so the existing answer, whichever password.
  for (const password of [testPersonalPassword('Zoë Rossi'), testPersonalPassword('Zoe Rossi')]) {
    const res = await login({ name: 'Zoé Rossi', password });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'wrong_password', message: 'Password non corretta' });
    expect(res.cookies.find((c) => c.name === 'fm_session')).toBeUndefined();
  }
});

/** What a client can see of an answer: status, body, wait, cookies. */
function seen(res: LightMyRequestResponse) {
  const retryAfter = res.headers['retry-after'];
  return {
    status: res.statusCode,
    body: res.json() as unknown,
    retryAfter: retryAfter === undefined ? null : Math.round(Number(retryAfter) / 5) * 5,
    cookies: res.cookies.map((c) => c.name),
  };
}

test('spellings of a name nobody has share one counter, as the spellings of a real name share its profile’s: the answers match', async () => {
  const known: unknown[] = [];
  const unknown: unknown[] = [];
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    for (let i = 0; i < 8; i += 1) {
      const spelling = i % 2 === 0 ? 'Zoë' : 'Zoe';
      known.push(seen(await login({ name: `${spelling} Ferrari`, password: `prova-${i}` }, '10.91.0.1')));
      unknown.push(seen(await login({ name: `${spelling} Ferraris`, password: `prova-${i}` }, '10.91.0.2')));
    }
  } finally {
    vi.useRealTimers();
  }
  expect(unknown).toEqual(known);
  expect(known.map((k) => (k as { status: number }).status)).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
}, 60_000);

test("the card's words open the profile typed without accents, and refuse an ambiguous name", async () => {
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/admin/cards',
    headers: { cookie: su },
    payload: { userIds: [ids['Zoë Ferrari'], ids['Zoë Rossi']] },
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const cards = issued.json<{ cards: Array<{ userId: string; code: string }> }>().cards;
  const ferrari = cards.find((c) => c.userId === ids['Zoë Ferrari']);
  const rossi = cards.find((c) => c.userId === ids['Zoë Rossi']);
  if (!ferrari || !rossi) throw new Error('no cards');
  const card = (name: string, code: string) => t.app.inject({ method: 'POST', url: '/api/auth/card', remoteAddress: '10.92.0.1', payload: { name, code } });
  const opened = await card('zoe ferrari', ferrari.code);
  expect(opened.statusCode, opened.body).toBe(200);
  expect((await card('Zoé Rossi', rossi.code)).statusCode).toBe(401);
  expect((await card('Zoë Rossi', rossi.code)).statusCode).toBe(200);
});
