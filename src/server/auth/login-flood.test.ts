import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, TEST_SUPERUSER_PASSWORD, type TestApp } from '../../../tests/support/server/test-app';
import { passwordChecksSoFar } from './password-checks';
import { updateSiteSettings } from '../settings/site-settings';
import { FAMILY_SITE_SETTINGS } from '../../shared/schemas/settings';
import { PASSWORD_CHECKS_PER_CLIENT, passwordCheckLoad } from './passwords';
import { ACCOUNT_POLICY, ADDRESS_POLICY } from './throttle';

/**
 * Logins that tell nothing, count before they check, and keep the owners in during a flood:
 * names nobody has answer like real ones, parallel guesses from many addresses cannot pass the
 * account's count, and a trusted browser and the superuser get in while strangers flood.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('login_throttles').execute();
  await updateSiteSettings(t.database.db, FAMILY_SITE_SETTINGS);
});

function login(payload: Record<string, unknown>, remoteAddress: string, cookie?: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers: cookie ? { cookie } : {}, payload });
}

function deviceCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'fm_device');
  if (!c) throw new Error(`no device cookie in ${res.statusCode}: ${res.body}`);
  return `fm_device=${c.value}`;
}

/** What a client can see of an answer: status, body, whether and how long to wait, cookies. */
function seen(res: LightMyRequestResponse) {
  const retryAfter = res.headers['retry-after'];
  return {
    status: res.statusCode,
    // The wait said in words ('Aspetta 59 secondi', 'Aspetta 1 minuto') moves with the clock between two answers.
    body: JSON.parse(res.body.replace(/Aspetta [^"]*? e riprova/g, 'Aspetta … e riprova')) as unknown,
    // Whole seconds may differ by one between two runs of the same wait.
    retryAfter: retryAfter === undefined ? null : Math.round(Number(retryAfter) / 5) * 5,
    cookies: res.cookies.map((c) => c.name),
    headers: Object.keys(res.headers)
      .filter((h) => !['date', 'x-request-id'].includes(h))
      .sort(),
  };
}

test('a name nobody has answers exactly like a real one, try after try, waits included', async () => {
  await createChild(t.app, 'Sara Conti');
  const known: unknown[] = [];
  const unknown: unknown[] = [];
  // The clock stands still, so both waits are measured from the same instant on a busy machine too.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    for (let i = 0; i < 8; i += 1) {
      known.push(seen(await login({ name: 'Sara Conti', password: `prova-${i}` }, '10.81.0.1')));
      unknown.push(seen(await login({ name: 'Sara Contini', password: `prova-${i}` }, '10.81.0.2')));
    }
  } finally {
    vi.useRealTimers();
  }
  expect(unknown).toEqual(known);
  // The sequence itself: five wrong tries, the sixth starts a wait, then 429 with Retry-After.
  expect(known.map((k) => (k as { status: number }).status)).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  expect((known[6] as { retryAfter: number | null }).retryAfter).toBe(30);
  // By email and by id, too.
  const byEmail = seen(await login({ email: 'nessuno@example.org', password: 'x' }, '10.81.0.3'));
  expect(byEmail).toEqual(known[0]);
  const byId = seen(await login({ profileId: '00000000-0000-4000-8000-000000000000', password: 'x' }, '10.81.0.4'));
  expect(byId).toEqual(known[0]);
}, 60_000);

test('names nobody has count against the address like wrong passwords, and the wait is the same for every name', async () => {
  const { id } = await createChild(t.app, 'Ivo Marini');
  const before = passwordChecksSoFar();
  for (let i = 0; i < ADDRESS_POLICY.free; i += 1) expect((await login({ name: `Sconosciuto ${i}`, password: 'x' }, '10.82.0.1')).statusCode).toBe(401);
  expect(passwordChecksSoFar() - before).toBe(ADDRESS_POLICY.free);
  // The next try is still checked and starts the address's wait; then every name waits alike.
  expect((await login({ name: 'Sconosciuto ultimo', password: 'x' }, '10.82.0.1')).statusCode).toBe(401);
  const checks = passwordChecksSoFar();
  const unknownName = await login({ name: 'Sconosciuto ancora', password: 'x' }, '10.82.0.1');
  const knownName = await login({ name: 'Ivo Marini', password: 'ivo marini' }, '10.82.0.1');
  expect(seen(unknownName)).toEqual(seen(knownName));
  expect(unknownName.statusCode).toBe(429);
  expect(passwordChecksSoFar()).toBe(checks);
  // Another address is not slowed, and the owner's own trusted browser never is.
  expect((await login({ name: 'Ivo Marini', password: 'ivo marini' }, '10.82.0.2')).statusCode).toBe(200);
  const row = await t.database.db.selectFrom('trusted_devices').select('user_id').where('user_id', '=', id).executeTakeFirst();
  expect(row).toBeDefined();
}, 120_000);

test('sixty parallel wrong logins for one child from sixty addresses get at most the account’s free checks', async () => {
  await createChild(t.app, 'Lia Parallela');
  const own = await login({ name: 'Lia Parallela', password: 'lia parallela' }, '10.83.0.1');
  const device = deviceCookie(own);
  const before = passwordChecksSoFar();
  const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login({ name: 'Lia Parallela', password: `a-caso-${i}` }, `10.84.${i}.1`)));
  const checked = passwordChecksSoFar() - before;
  // The free tries and the one that starts the first wait; the others refused without a hash.
  expect(checked).toBeLessThanOrEqual(ACCOUNT_POLICY.free + 1);
  expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(checked);
  expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(60 - checked);
  // The owner's trusted browser is not counted by the account: it gets in at once.
  expect((await login({ name: 'Lia Parallela', password: 'lia parallela' }, '10.84.0.1', device)).statusCode).toBe(200);
}, 120_000);

test('a right password from a new address gives the account its try back', async () => {
  const { id } = await createChild(t.app, 'Ada Ritorno');
  for (let i = 0; i < 3; i += 1) expect((await login({ name: 'Ada Ritorno', password: 'ada ritorno' }, `10.85.${i}.1`)).statusCode).toBe(200);
  const account = await t.database.db.selectFrom('login_throttles').select('failures').where('key', '=', `account:${id}`).executeTakeFirst();
  expect(account?.failures ?? 0).toBe(0);
});

test('one address flooding names nobody has holds a few places in the queue; the rest is refused at once, without a hash', async () => {
  const before = passwordChecksSoFar();
  const answers = await Promise.all(Array.from({ length: 250 }, (_, i) => login({ name: `Fantasma ${i}`, password: 'boo' }, '10.86.0.1')));
  const statuses = answers.map((r) => r.statusCode);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(passwordChecksSoFar() - before).toBeLessThanOrEqual(PASSWORD_CHECKS_PER_CLIENT);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(250 - PASSWORD_CHECKS_PER_CLIENT);
  const busy = answers.find((r) => r.statusCode === 429);
  expect(busy?.json().error.code).toBe('login_throttled');
  expect(Number(busy?.headers['retry-after'])).toBeGreaterThan(0);
  // Nothing of it lingers.
  await vi.waitFor(() => expect(passwordCheckLoad()).toEqual({ running: 0, waiting: 0, priorityWaiting: 0, clients: 0 }));
}, 120_000);

test('a trusted browser and the superuser get in while a flood of names nobody has fills the queue', async () => {
  await createChild(t.app, 'Maestra Ilaria');
  const device = deviceCookie(await login({ name: 'Maestra Ilaria', password: 'maestra ilaria' }, '10.87.0.1'));
  const teacherPc = deviceCookie(
    await t.app.inject({ method: 'POST', url: '/api/auth/superuser', remoteAddress: '10.87.0.2', payload: { password: TEST_SUPERUSER_PASSWORD } }),
  );
  const flood = Promise.all(
    Array.from({ length: 100 }, (_, i) => login({ name: `Ombra ${i}`, password: 'boo' }, `10.88.${i % 4}.1`).then((r) => r.statusCode)),
  );
  await vi.waitFor(() => expect(passwordCheckLoad().waiting).toBeGreaterThanOrEqual(40), { timeout: 30_000 });
  const [child, teacher] = await Promise.all([
    login({ name: 'Maestra Ilaria', password: 'maestra ilaria' }, '10.87.0.1', device),
    t.app.inject({
      method: 'POST',
      url: '/api/auth/superuser',
      remoteAddress: '10.87.0.2',
      headers: { cookie: teacherPc },
      payload: { password: TEST_SUPERUSER_PASSWORD },
    }),
  ]);
  // They were served ahead of the flood, which is still waiting its turn.
  const stillWaiting = passwordCheckLoad().waiting;
  expect(child.statusCode, child.body).toBe(200);
  expect(teacher.statusCode, teacher.body).toBe(200);
  expect(stillWaiting).toBeGreaterThan(0);
  const statuses = await flood;
  expect(statuses.filter((s) => s !== 401)).toEqual([]);
  await vi.waitFor(() => expect(passwordCheckLoad()).toEqual({ running: 0, waiting: 0, priorityWaiting: 0, clients: 0 }));
  // Afterwards everything answers normally, from a new browser too.
  expect((await login({ name: 'Maestra Ilaria', password: 'maestra ilaria' }, '10.87.0.9')).statusCode).toBe(200);
}, 120_000);

test('hidden list: a taken name is counted like a login try on the address; shown list: said plainly, not counted', async () => {
  await createChild(t.app, 'Nome Preso');
  const create = (name: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/profiles', remoteAddress, payload: { name, age: 8 } });
  // List shown: names are public, the answer says so and counts nothing.
  const shown = await create('Nome Preso', '10.89.0.1');
  expect(shown.statusCode).toBe(409);
  expect(shown.json().error.code).toBe('name_taken');
  expect(await t.database.db.selectFrom('login_throttles').selectAll().where('key', '=', 'addr:10.89.0.1').executeTakeFirst()).toBeUndefined();

  const su = await loginSuperuserCookie(t.app);
  expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: su }, payload: { hideProfileList: true } })).statusCode).toBe(200);
  const taken = await create('nome preso', '10.89.0.2');
  expect(taken.statusCode).toBe(409);
  const counted = await t.database.db.selectFrom('login_throttles').select('failures').where('key', '=', 'addr:10.89.0.2').executeTakeFirstOrThrow();
  expect(counted.failures).toBe(1);
  // A new profile gives its try back.
  expect((await create('Nome Libero', '10.89.0.2')).statusCode).toBe(201);
  expect((await t.database.db.selectFrom('login_throttles').select('failures').where('key', '=', 'addr:10.89.0.2').executeTakeFirstOrThrow()).failures).toBe(1);
  // Probing names is as slow as guessing logins: the same counter, the same wait for every name.
  for (let i = 1; i <= ADDRESS_POLICY.free; i += 1) expect((await create('Nome Preso', '10.89.0.2')).statusCode).toBe(409);
  const takenAgain = await create('Nome Preso', '10.89.0.2');
  const free = await create('Nome Nuovissimo', '10.89.0.2');
  const loginTry = await login({ name: 'Nome Preso', password: 'x' }, '10.89.0.2');
  for (const r of [takenAgain, free, loginTry]) {
    expect(r.statusCode).toBe(429);
    expect(r.json().error.code).toBe('login_throttled');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  }
  // The superuser, who sees every name, is told plainly and not counted.
  const bySuperuser = await t.app.inject({
    method: 'POST',
    url: '/api/profiles',
    remoteAddress: '10.89.0.3',
    headers: { cookie: su },
    payload: { name: 'Nome Preso', age: 8 },
  });
  expect(bySuperuser.statusCode).toBe(409);
  expect(await t.database.db.selectFrom('login_throttles').selectAll().where('key', '=', 'addr:10.89.0.3').executeTakeFirst()).toBeUndefined();
}, 60_000);
