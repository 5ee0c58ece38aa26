import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { loadEnv } from '../env';
import { createChild, createTestApp, loginSuperuserCookie, sessionCookie, TEST_SUPERUSER_PASSWORD, type TestApp } from '../../../tests/support/server/test-app';
import { passwordChecksSoFar } from './password-checks';
import { ACCOUNT_POLICY } from './throttle';
import { updateSiteSettings } from '../settings/site-settings';
import { FAMILY_SITE_SETTINGS } from '../../shared/schemas/settings';
import { hashPassword } from './passwords';

/**
 * Accounts: throttles that strangers cannot turn against the owner, the superuser's
 * lock per client, consent only from the creating browser or the superuser, site settings,
 * personal passwords. Every request goes through the real app and database.
 */

let t: TestApp;
beforeAll(async () => {
  // The shipped per-address limit, not the test default: a class logs in behind one address.
  t = await createTestApp({ LOGIN_RATE_LIMIT: String(loadEnv({}).LOGIN_RATE_LIMIT) });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('login_throttles').execute();
  await t.database.db.deleteFrom('settings').execute();
  await updateSiteSettings(t.database.db, FAMILY_SITE_SETTINGS);
});

function deviceCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'fm_device');
  if (!c) throw new Error(`no device cookie in ${res.statusCode}: ${res.body}`);
  return `fm_device=${c.value}`;
}

function login(payload: Record<string, unknown>, remoteAddress = '10.0.0.1', cookie?: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers: cookie ? { cookie } : {}, payload });
}

/** Fifteen minutes (or any wait) pass for every counter. */
async function waitsEnd() {
  await t.database.db
    .updateTable('login_throttles')
    .set({ blocked_until: new Date(Date.now() - 1000).toISOString() })
    .execute();
}

async function setSettings(settings: Record<string, boolean>) {
  const su = await loginSuperuserCookie(t.app);
  const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: su }, payload: settings });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().settings as Record<string, boolean>;
}

test('thirty children behind one school address all log in within a minute', async () => {
  const names = Array.from({ length: 30 }, (_, i) => `Alunno ${String(i + 1).padStart(2, '0')}`);
  for (const name of names) await createChild(t.app, name);
  const answers = await Promise.all(names.map((name) => login({ name, password: name }, '192.168.1.1')));
  expect(answers.map((r) => r.statusCode)).toEqual(names.map(() => 200));
});

test('guessing one child from one address: after five tries, 429 with Retry-After and growing waits; no hash is computed while refused', async () => {
  await createChild(t.app, 'Marta Verdi');
  for (let i = 0; i < 5; i += 1) expect((await login({ name: 'Marta Verdi', password: `prova${i}` })).statusCode).toBe(401);
  const sixth = await login({ name: 'Marta Verdi', password: 'prova5' });
  expect(sixth.statusCode).toBe(401);
  expect(sixth.json().error.message).toBe('Password non corretta. Troppi tentativi sbagliati: aspetta 30 secondi prima di riprovare.');

  const checks = passwordChecksSoFar();
  const refused = await login({ name: 'Marta Verdi', password: 'Marta Verdi' });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error).toEqual({
    code: 'login_throttled',
    title: 'Aspetta un momento',
    message: 'Troppi tentativi sbagliati per questo profilo. Aspetta 30 secondi e riprova.',
  });
  const first = Number(refused.headers['retry-after']);
  expect(first).toBeGreaterThan(25);
  expect(first).toBeLessThanOrEqual(30);
  expect(passwordChecksSoFar()).toBe(checks);

  // Each further wrong try after a wait doubles the wait.
  const waits = [first];
  for (let i = 0; i < 3; i += 1) {
    await waitsEnd();
    expect((await login({ name: 'Marta Verdi', password: 'ancora-no' })).statusCode).toBe(401);
    const r = await login({ name: 'Marta Verdi', password: 'ancora-no' });
    expect(r.statusCode).toBe(429);
    waits.push(Number(r.headers['retry-after']));
  }
  expect(waits[1]).toBeGreaterThan(55);
  expect(waits[2]).toBeGreaterThan(115);
  expect(waits[3]).toBeGreaterThan(295);
  expect(waits[3]).toBeLessThanOrEqual(300);
  expect((await login({ name: 'Marta Verdi', password: 'Marta Verdi' })).json().error.message).toMatch(/Aspetta 5 minuti/);
  // Another address is a different pair: the owner on another tablet still gets in.
  expect((await login({ name: 'Marta Verdi', password: 'Marta Verdi' }, '10.0.0.2')).statusCode).toBe(200);
});

test("a stranger, even behind the same school address, cannot lock the owner's trusted device", async () => {
  await createChild(t.app, 'Luca Neri');
  const own = await login({ name: 'Luca Neri', password: 'luca neri' }, '172.16.0.1');
  expect(own.statusCode).toBe(200);
  const device = deviceCookie(own);
  expect(own.cookies.find((c) => c.name === 'fm_device')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(Number(own.cookies.find((c) => c.name === 'fm_device')?.maxAge)).toBeGreaterThan(300 * 24 * 3600);
  // The stored row is a hash, not the token.
  const row = await t.database.db.selectFrom('trusted_devices').select('token_hash').executeTakeFirstOrThrow();
  expect(device).not.toContain(row.token_hash);

  // Strangers guess from the same address and from many others, until the account slows down.
  for (let i = 0; i < 8; i += 1) await login({ name: 'Luca Neri', password: `indovino${i}` }, '172.16.0.1');
  expect((await login({ name: 'Luca Neri', password: 'luca neri' }, '172.16.0.1')).statusCode).toBe(429);
  for (let i = 0; i < ACCOUNT_POLICY.free + 2; i += 1) await login({ name: 'Luca Neri', password: `indovino${i}` }, `10.9.${i}.1`);
  const elsewhere = await login({ name: 'Luca Neri', password: 'luca neri' }, '10.200.0.1');
  expect(elsewhere.statusCode).toBe(429);
  expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(60);

  // The owner's own browser, on the same address as the stranger, is counted apart and gets in.
  const back = await login({ name: 'Luca Neri', password: 'Luca Neri' }, '172.16.0.1', device);
  expect(back.statusCode, back.body).toBe(200);
  // A device cookie trusted by another account (or made up) is no way around the throttle.
  const forged = await login({ name: 'Luca Neri', password: 'luca neri' }, '172.16.0.1', `fm_device=${'A'.repeat(43)}`);
  expect(forged.statusCode).toBe(429);
});

test("the owner's own device has its own count, and a success resets it", async () => {
  await createChild(t.app, 'Anna Blu');
  const device = deviceCookie(await login({ name: 'Anna Blu', password: 'anna blu' }));
  for (let i = 0; i < 5; i += 1) expect((await login({ name: 'Anna Blu', password: 'sbagliata' }, '10.0.0.1', device)).statusCode).toBe(401);
  expect((await login({ name: 'Anna Blu', password: 'anna blu' }, '10.0.0.1', device)).statusCode).toBe(200);
  // The count started again: five more mistakes before any wait.
  for (let i = 0; i < 5; i += 1)
    expect((await login({ name: 'Anna Blu', password: 'sbagliata' }, '10.0.0.1', device)).json().error.message).toBe('Password non corretta');
});

test('the account-wide slowdown is capped: it never becomes a lockout', async () => {
  const { id } = await createChild(t.app, 'Piero Rosa');
  for (let i = 0; i < ACCOUNT_POLICY.free + ACCOUNT_POLICY.waitsMs.length + 4; i += 1) {
    await login({ name: 'Piero Rosa', password: `x${i}` }, `10.50.${i}.1`);
    await waitsEnd();
  }
  await login({ name: 'Piero Rosa', password: 'x' }, '10.60.0.1');
  const row = await t.database.db.selectFrom('login_throttles').selectAll().where('key', '=', `account:${id}`).executeTakeFirstOrThrow();
  expect(Date.parse(row.blocked_until ?? '') - Date.now()).toBeLessThanOrEqual(60_000);
});

test('superuser lock counts per client: a stranger locks only himself, the teacher still gets in', async () => {
  const teacher = await t.app.inject({ method: 'POST', url: '/api/auth/superuser', remoteAddress: '10.7.0.1', payload: { password: TEST_SUPERUSER_PASSWORD } });
  const device = deviceCookie(teacher);
  const stranger = (password: string, remoteAddress = '10.7.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/superuser', remoteAddress, payload: { password } });
  for (let i = 0; i < 4; i += 1) expect((await stranger('indovino')).statusCode).toBe(401);
  const locked = await stranger('indovino');
  expect(locked.statusCode).toBe(423);
  expect(locked.json().error).toEqual({ code: 'account_locked', title: 'Account Bloccato', message: 'Troppi tentativi falliti. Riprova tra 15 minuti.' });
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  expect((await stranger(TEST_SUPERUSER_PASSWORD)).statusCode).toBe(423);
  // The teacher's browser, behind the same address, is its own client.
  const mine = await t.app.inject({
    method: 'POST',
    url: '/api/auth/superuser',
    remoteAddress: '10.7.0.1',
    headers: { cookie: device },
    payload: { password: TEST_SUPERUSER_PASSWORD },
  });
  expect(mine.statusCode, mine.body).toBe(200);
  // So is another address.
  expect((await stranger(TEST_SUPERUSER_PASSWORD, '10.7.0.2')).statusCode).toBe(200);
  // The lock lives in the database: a second app instance on the same database sees it.
  const { buildApp } = await import('../app');
  const { app: other } = await buildApp({ db: t.database.db, dbKind: t.database.kind, env: t.env, logger: false, clientDir: '/nonexistent' });
  try {
    const r = await other.inject({ method: 'POST', url: '/api/auth/superuser', remoteAddress: '10.7.0.1', payload: { password: TEST_SUPERUSER_PASSWORD } });
    expect(r.statusCode).toBe(423);
  } finally {
    await other.close();
  }
});

test('a pending profile cannot be consented by a stranger; the superuser records consent with the adult name', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Nina Gialli', age: 8 } });
  const id = created.json().profile.id as string;
  const stranger = await login({ name: 'nina gialli', password: 'Nina Gialli' }, '10.3.0.1');
  expect(stranger.statusCode).toBe(403);
  expect(stranger.json().error).toEqual({
    code: 'consent_pending',
    title: 'Manca il consenso',
    message:
      "Questo profilo aspetta ancora il consenso di un adulto. L'adulto può darlo sul dispositivo dove il profilo è stato creato, oppure può chiederlo all'insegnante.",
  });
  expect(stranger.cookies.find((c) => c.name === 'fm_session')).toBeUndefined();
  // Without the consent session, consent is refused.
  const noSession = await t.app.inject({ method: 'POST', url: '/api/auth/consent', payload: { adultName: 'Estraneo', accepted: true } });
  expect(noSession.statusCode).toBe(401);

  const su = await loginSuperuserCookie(t.app);
  const child = (await createChild(t.app, 'Bimbo Curioso')).cookie;
  const refused = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/consent`,
    headers: { cookie: child },
    payload: { adultName: 'Mamma Rita' },
  });
  expect(refused.statusCode).toBe(403);
  const bad = await t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/consent`, headers: { cookie: su }, payload: { adultName: ' ' } });
  expect(bad.statusCode).toBe(400);
  const recorded = await t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/consent`, headers: { cookie: su }, payload: { adultName: 'Mamma Rita' } });
  expect(recorded.statusCode, recorded.body).toBe(200);
  expect(recorded.json()).toMatchObject({ consentBy: 'Mamma Rita' });
  const again = await t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/consent`, headers: { cookie: su }, payload: { adultName: 'Altro' } });
  expect(again.statusCode).toBe(409);
  const missing = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users/00000000-0000-4000-8000-000000000000/consent',
    headers: { cookie: su },
    payload: { adultName: 'Altro' },
  });
  expect(missing.statusCode).toBe(404);
  const users = (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: su } })).json().users as Array<Record<string, unknown>>;
  expect(users.find((u) => u.id === id)).toMatchObject({ consentBy: 'Mamma Rita', consentBySuperuser: true });
  expect(typeof users.find((u) => u.id === id)?.consentAt).toBe('string');
  // Now the child logs in anywhere.
  expect((await login({ name: 'Nina Gialli', password: 'nina gialli' }, '10.3.0.1')).statusCode).toBe(200);
});

test('site settings: superuser only, validated, exposed to the client through /api/config', async () => {
  const anon = await t.app.inject({ method: 'GET', url: '/api/admin/settings' });
  expect(anon.statusCode).toBe(401);
  const su = await loginSuperuserCookie(t.app);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: su } })).json()).toEqual({
    settings: { requirePersonalPasswords: false, hideProfileList: false },
  });
  for (const payload of [{ hideProfileList: 'yes' }, { other: true }, [true], { requirePersonalPasswords: 1 }]) {
    const r = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: su }, payload: payload as never });
    expect(r.statusCode, JSON.stringify(payload)).toBe(400);
    expect(r.json().error.code).toBe('invalid_input');
  }
  expect(await setSettings({ hideProfileList: true })).toEqual({ requirePersonalPasswords: false, hideProfileList: true });
  expect(await setSettings({ requirePersonalPasswords: true })).toEqual({ requirePersonalPasswords: true, hideProfileList: true });
  const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
  expect(config).toMatchObject({ requirePersonalPasswords: true, hideProfileList: true });
});

test('hidden profile list: nobody but the superuser sees it; login by typed name still works', async () => {
  await createChild(t.app, 'Elsa Viola');
  expect((await t.app.inject({ method: 'GET', url: '/api/profiles' })).json().profiles.length).toBeGreaterThan(0);
  await setSettings({ hideProfileList: true });
  expect((await t.app.inject({ method: 'GET', url: '/api/profiles' })).json()).toEqual({ profiles: [], hidden: true });
  const child = await login({ name: '  elsa VIOLA ', password: 'Elsa Viola' });
  expect(child.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/profiles', headers: { cookie: sessionCookie(child) } })).json()).toEqual({
    profiles: [],
    hidden: true,
  });
  const su = await loginSuperuserCookie(t.app);
  const list = (await t.app.inject({ method: 'GET', url: '/api/profiles', headers: { cookie: su } })).json();
  expect(list.hidden).toBe(true);
  expect(list.profiles.map((p: { name: string }) => p.name)).toContain('Elsa Viola');
});

test('personal passwords required: the adult sets one at consent, with the rules', async () => {
  await setSettings({ requirePersonalPasswords: true });
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Teo Azzurri', age: 9 } });
  const pending = sessionCookie(created);
  const consent = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/consent', headers: { cookie: pending }, payload: { adultName: 'Papà Gino', accepted: true, ...body } });
  const cases: Array<[Record<string, unknown>, string]> = [
    [{}, 'Scegli una password'],
    [{ password: 'abc', confirm: 'abc' }, 'La password deve avere almeno 6 caratteri'],
    [{ password: ' teo AZZURRI ', confirm: 'teo azzurri' }, 'La password non può essere uguale al nome'],
    [{ password: 'luna-piena', confirm: 'luna-vuota' }, 'Le due password non coincidono'],
  ];
  for (const [body, message] of cases) {
    const r = await consent(body);
    expect(r.statusCode, JSON.stringify(body)).toBe(400);
    expect(r.json().error.message).toBe(message);
  }
  const row = await t.database.db
    .selectFrom('users')
    .select(['consent_at', 'password_is_initial'])
    .where('name_key', '=', 'teo azzurri')
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ consent_at: null, password_is_initial: 1 });
  const ok = await consent({ password: 'Luna-Piena', confirm: 'luna-piena' });
  expect(ok.statusCode, ok.body).toBe(200);
  expect(ok.body).not.toMatch(/luna/i);
  expect((await login({ name: 'Teo Azzurri', password: 'Teo Azzurri' }, '10.4.0.1')).statusCode).toBe(401);
  const full = await login({ name: 'Teo Azzurri', password: ' LUNA-PIENA ' }, '10.4.0.2');
  expect(full.statusCode).toBe(200);
  expect(full.json()).toMatchObject({ consentRequired: false, user: { name: 'Teo Azzurri' } });
});

test('personal passwords required: a profile still on its initial password never logs in by name, exactly like a wrong password', async () => {
  const { cookie } = await createChild(t.app, 'Ugo Arancio');
  await setSettings({ requirePersonalPasswords: true });
  const before = passwordChecksSoFar();
  const byName = await login({ name: 'Ugo Arancio', password: 'ugo arancio' }, '10.4.1.1');
  const wrong = await login({ name: 'Ugo Arancio', password: 'non-la-sua' }, '10.4.1.2');
  // One password check each: the same cost, the same answer.
  expect(passwordChecksSoFar() - before).toBe(2);
  expect(byName.statusCode).toBe(401);
  expect(byName.json()).toEqual(wrong.json());
  expect(byName.cookies.find((c) => c.name === 'fm_session')).toBeUndefined();
  // No restricted session exists any more in which whoever typed the name picks the password.
  const takeover = await t.app.inject({ method: 'POST', url: '/api/auth/personal-password', payload: { password: 'drago-verde', confirm: 'drago-verde' } });
  expect(takeover.statusCode).toBe(404);
  // The child's own open session still changes it with the current one (the name).
  const change = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: { cookie },
    payload: { current: 'Ugo Arancio', password: 'drago-verde', confirm: 'drago-verde' },
  });
  expect(change.statusCode, change.body).toBe(200);
  expect((await login({ name: 'Ugo Arancio', password: 'drago-verde' }, '10.4.1.3')).statusCode).toBe(200);
});

test('the initial password stores no hash; a profile from before, with a bcrypt hash of its name, still logs in', async () => {
  const { id } = await createChild(t.app, 'Ada Vecchia');
  expect(await t.database.db.selectFrom('users').select(['password_hash', 'password_is_initial']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
    password_hash: '',
    password_is_initial: 1,
  });
  await t.database.db
    .updateTable('users')
    .set({ password_hash: await hashPassword('ada vecchia') })
    .where('id', '=', id)
    .execute();
  expect((await login({ name: 'ada vecchia', password: ' ADA VECCHIA ' }, '10.4.2.1')).statusCode).toBe(200);
  expect((await login({ name: 'ada vecchia', password: 'ada' }, '10.4.2.2')).statusCode).toBe(401);
  // With personal passwords required, that hash of the name opens nothing either.
  await setSettings({ requirePersonalPasswords: true });
  expect((await login({ name: 'ada vecchia', password: 'ada vecchia' }, '10.4.2.3')).statusCode).toBe(401);
});

test('an open session of a consented profile cannot give consent again nor replace the password', async () => {
  const { id, cookie } = await createChild(t.app, 'Pia Ferri');
  const other = sessionCookie(await login({ name: 'Pia Ferri', password: 'pia ferri' }, '10.6.0.1'));
  for (const session of [cookie, other]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/consent',
      headers: { cookie: session },
      payload: { adultName: 'xx', accepted: true, password: 'presa-tua', confirm: 'presa-tua' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('consent_already_given');
  }
  const row = await t.database.db
    .selectFrom('users')
    .select(['consent_by', 'password_hash', 'password_is_initial'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ consent_by: 'Maestra Lucia', password_hash: '', password_is_initial: 1 });
  expect((await login({ name: 'Pia Ferri', password: 'presa-tua' }, '10.6.0.2')).statusCode).toBe(401);
  expect((await login({ name: 'Pia Ferri', password: 'pia ferri' }, '10.6.0.3')).statusCode).toBe(200);
});

test('a profile the superuser enrolled gets no consent session from a name login: only the superuser or the family letter give consent', async () => {
  const su = await loginSuperuserCookie(t.app);
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users/import',
    headers: { cookie: su },
    payload: { csv: 'nome;età\r\nLia Importata;8\r\n', commit: true },
  });
  expect(imported.json().created).toBe(1);
  const stranger = await login({ name: 'Lia Importata', password: 'lia importata' }, '10.7.0.1');
  expect(stranger.statusCode).toBe(403);
  expect(stranger.json().error).toEqual({
    code: 'consent_pending',
    title: 'Manca il consenso',
    message: "Questo profilo aspetta ancora il consenso di un adulto. L'adulto può darlo da casa con la lettera per la famiglia, oppure tramite l'insegnante.",
  });
  expect(stranger.cookies.find((c) => c.name === 'fm_session')).toBeUndefined();
  const consent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/consent',
    payload: { adultName: 'xx', accepted: true, password: 'presa-tua', confirm: 'presa-tua' },
  });
  expect(consent.statusCode).toBe(401);
  const row = await t.database.db
    .selectFrom('users')
    .select(['id', 'consent_at', 'password_hash'])
    .where('name_key', '=', 'lia importata')
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ consent_at: null, password_hash: '' });
  // 'Registra consenso' by the superuser opens the profile.
  const recorded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${row.id}/consent`,
    headers: { cookie: su },
    payload: { adultName: 'Mamma Sara' },
  });
  expect(recorded.statusCode).toBe(200);
  expect((await login({ name: 'Lia Importata', password: 'lia importata' }, '10.7.0.2')).statusCode).toBe(200);
});

test('a new installation starts safe: list hidden, personal passwords required; a name on its initial password does not log in', async () => {
  const safe = await createTestApp({}, { secureDefaults: true });
  try {
    const su = await loginSuperuserCookie(safe.app);
    expect((await safe.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: su } })).json()).toEqual({
      settings: { requirePersonalPasswords: true, hideProfileList: true },
    });
    const created = await safe.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Sofia Nuova', age: 8 } });
    expect(created.statusCode).toBe(201);
    expect((await safe.app.inject({ method: 'GET', url: '/api/profiles' })).json()).toEqual({ profiles: [], hidden: true });
    const byName = await safe.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: 'Sofia Nuova', password: 'Sofia Nuova' } });
    const wrong = await safe.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: 'Sofia Nuova', password: 'altro-nome' } });
    expect(byName.statusCode).toBe(401);
    expect(byName.json()).toEqual(wrong.json());
  } finally {
    await safe.close();
  }
});

test('a child changes the password from the profile menu: current, new, repeat; other sessions end', async () => {
  const { cookie } = await createChild(t.app, 'Rita Grigi');
  const other = sessionCookie(await login({ name: 'Rita Grigi', password: 'rita grigi' }, '10.5.0.1'));
  const change = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie }, payload });
  const wrong = await change({ current: 'non-lei', password: 'stella-cadente', confirm: 'stella-cadente' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().error).toMatchObject({ code: 'wrong_password', message: 'La password di adesso non è corretta' });
  expect((await change({ current: 'rita grigi', password: 'corta', confirm: 'corta' })).json().error.message).toBe('La password deve avere almeno 6 caratteri');
  expect((await change({ current: 'rita grigi', password: 'stella-cadente', confirm: 'stella' })).json().error.message).toBe('Le due password non coincidono');
  const ok = await change({ current: 'Rita Grigi', password: 'stella-cadente', confirm: 'stella-cadente' });
  expect(ok.statusCode, ok.body).toBe(200);
  expect(ok.body).not.toContain('stella');
  expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user?.name).toBe('Rita Grigi');
  expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: other } })).json().user).toBeNull();
  expect((await login({ name: 'Rita Grigi', password: 'rita grigi' }, '10.5.0.2')).statusCode).toBe(401);
  expect((await login({ name: 'Rita Grigi', password: 'stella-cadente' }, '10.5.0.3')).statusCode).toBe(200);
  const su = await loginSuperuserCookie(t.app);
  const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: su } })).body;
  expect(listed).not.toContain('stella');
  expect(JSON.parse(listed).users.find((u: { name: string }) => u.name === 'Rita Grigi')).toMatchObject({ passwordIsInitial: false });
  // The superuser's reset still sets the given password.
  const reset = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${JSON.parse(listed).users.find((u: { name: string }) => u.name === 'Rita Grigi').id}/password`,
    headers: { cookie: su },
    payload: { password: 'nuova-data', confirm: 'nuova-data' },
  });
  expect(reset.statusCode).toBe(200);
  expect((await login({ name: 'Rita Grigi', password: 'nuova-data' }, '10.5.0.4')).statusCode).toBe(200);
  // The superuser changes its own password elsewhere.
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { cookie: su },
        payload: { current: 'x', password: 'abcdefg', confirm: 'abcdefg' },
      })
    ).statusCode,
  ).toBe(403);
});

test('twenty parallel guesses on one child from one address get at most six password checks between them', async () => {
  await createChild(t.app, 'Gino Paralleli');
  const before = passwordChecksSoFar();
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login({ name: 'Gino Paralleli', password: `a-caso-${i}` }, '10.66.0.1')));
  // Five free tries and the sixth, which starts the first wait; every other one is refused unhashed.
  expect(passwordChecksSoFar() - before).toBe(6);
  expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(6);
  expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(14);
});
