import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, sessionCookie, TEST_SUPERUSER_PASSWORD, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('health answers ok with the database kind', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'sqlite' });
});

test('an unknown /api path is a JSON 404', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
});

test('nobody is logged in without a cookie', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/session' });
  expect(res.json()).toEqual({ user: null, pendingConsent: null });
});

test('a new profile waits for consent, then is logged in', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: '  Giulia  ', age: '8', email: '', gender: 'female' } });
  expect(created.statusCode).toBe(201);
  const body = created.json();
  expect(body.profile.name).toBe('Giulia');
  const pending = sessionCookie(created);

  const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: pending } });
  expect(session.json()).toEqual({ user: null, pendingConsent: { id: body.profile.id, name: 'Giulia' } });

  const refused = await t.app.inject({ method: 'POST', url: '/api/auth/consent', headers: { cookie: pending }, payload: { adultName: 'Papà Marco' } });
  expect(refused.statusCode).toBe(400);

  const consent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/consent',
    headers: { cookie: pending },
    payload: { adultName: 'Papà Marco', accepted: true },
  });
  expect(consent.statusCode).toBe(200);
  expect(consent.json().user).toMatchObject({ name: 'Giulia', isSuperuser: false, unreadMessages: 0 });
  const full = sessionCookie(consent);
  const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: full } });
  expect(after.json().user.name).toBe('Giulia');
  // The consent session was replaced.
  const old = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: pending } });
  expect(old.json()).toEqual({ user: null, pendingConsent: null });

  const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', body.profile.id).executeTakeFirstOrThrow();
  expect(row.consent_by).toBe('Papà Marco');
  expect(row.consent_at).not.toBeNull();
  // Still on its initial password (the name): nothing secret, so no hash is stored.
  expect(row).toMatchObject({ password_hash: '', password_is_initial: 1 });
});

test('profile creation answers the spec messages for bad input', async () => {
  const cases: Array<[unknown, string, string]> = [
    [{ age: 9 }, 'name', 'Nome is required'],
    [{ name: '   ', age: 9 }, 'name', 'Nome is required'],
    [{ name: 'A', age: 9 }, 'name', 'Il nome deve avere da 2 a 50 caratteri'],
    [{ name: 'x'.repeat(51), age: 9 }, 'name', 'Il nome deve avere da 2 a 50 caratteri'],
    [{ name: '<script>', age: 9 }, 'name', 'Nome contains invalid characters'],
    [{ name: 'Luca', age: 0 }, 'age', "Inserisci un'età valida tra 1 e 120 anni"],
    [{ name: 'Luca', age: 7.5 }, 'age', "Inserisci un'età valida tra 1 e 120 anni"],
    [{ name: 'Luca', age: '' }, 'age', "Inserisci un'età valida tra 1 e 120 anni"],
    [{ name: 'Luca' }, 'age', "Inserisci un'età valida tra 1 e 120 anni"],
    [{ name: 'Luca', age: 9, email: 'non-una-mail' }, 'email', 'Please enter a valid email address'],
    [{ name: 'Luca', age: 9, email: `${'a'.repeat(250)}@b.it` }, 'email', 'Please enter a valid email address'],
    [{ name: 'Luca', age: 9, gender: 'other' }, 'gender', 'Genere non valido'],
  ];
  for (const [payload, field, message] of cases) {
    const res = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: payload as object });
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().error.fields[field], JSON.stringify(payload)).toBe(message);
  }
  const count = await t.database.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('name_key', '=', 'luca')
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(0);
});

test('names are unique case-insensitively', async () => {
  await createChild(t.app, 'Marta');
  const res = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'MARTA', age: 10 } });
  expect(res.statusCode).toBe(409);
  expect(res.json().error.message).toBe('Esiste già un profilo con questo nome');
  const su = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'superuser', age: 10 } });
  expect(su.statusCode).toBe(409);
});

test('login by profile, name or email compares case-insensitively after trimming', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Pietro Rossi', age: 11, email: 'Pietro@Example.org' } });
  const id = created.json().profile.id as string;
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/consent',
    headers: { cookie: sessionCookie(created) },
    payload: { adultName: 'Nonna Ada', accepted: true },
  });

  for (const payload of [
    { profileId: id, password: '  PIETRO rossi ' },
    { name: 'pietro ROSSI', password: 'pietro rossi' },
    { email: ' pietro@example.org', password: 'Pietro Rossi' },
  ]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode, JSON.stringify(payload)).toBe(200);
    expect(res.json()).toMatchObject({ consentRequired: false, user: { id, name: 'Pietro Rossi' } });
  }

  const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { profileId: id, password: 'pietro' } });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json().error.message).toBe('Password non corretta');
  const blank = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { profileId: id, password: '   ' } });
  expect(blank.statusCode).toBe(400);
  expect(blank.json().error.message).toBe('Inserisci la password');
  const nobody = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: 'Nessuno', password: 'nessuno' } });
  expect(nobody.statusCode).toBe(401);
});

test('a profile without consent: only the browser that created it gets back to the consent step', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Sofia', age: 7 } });
  expect(created.statusCode).toBe(201);
  // Any other browser is refused and gets no session: nobody can take over a pending consent.
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: 'sofia', password: 'SOFIA' } });
  expect(res.statusCode).toBe(403);
  expect(res.json().error).toMatchObject({ code: 'consent_pending', title: 'Manca il consenso' });
  expect(res.cookies.find((c) => c.name === 'fm_session')).toBeUndefined();
  // The creating browser, logging in again, keeps its consent step.
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { cookie: sessionCookie(created) },
    payload: { name: 'sofia', password: 'SOFIA' },
  });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ user: null, consentRequired: true, profile: { name: 'Sofia' } });
  const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: sessionCookie(created) } });
  expect(session.json()).toMatchObject({ user: null, pendingConsent: { name: 'Sofia' } });
});

test('the profile list offers children only, never passwords', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/profiles' });
  const profiles = res.json().profiles as Array<Record<string, unknown>>;
  expect(profiles.length).toBeGreaterThan(0);
  expect(profiles.map((p) => p.name)).not.toContain('SuperUser');
  for (const p of profiles) expect(Object.keys(p).sort()).toEqual(['id', 'name']);
});

test('logout ends the session on the server', async () => {
  const { cookie } = await createChild(t.app, 'Elena');
  const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
  expect(out.statusCode).toBe(200);
  const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  expect(session.json().user).toBeNull();
});

test('superuser login works with the configured password', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/superuser', payload: { password: TEST_SUPERUSER_PASSWORD } });
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toMatchObject({ name: 'SuperUser', isSuperuser: true });
  const cookieAttrs = res.cookies.find((c) => c.name === 'fm_session');
  expect(cookieAttrs).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
});

test('a body over the size limit is refused with 413', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'x'.repeat(400_000), age: 9 }),
  });
  expect(res.statusCode).toBe(413);
  expect(res.json().error.code).toBe('payload_too_large');
});

test('malformed JSON is a 400, not a 500', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"name": ' });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('invalid_input');
});

test('an Italian name with an apostrophe: created, unique whatever the apostrophe, and logs in typed either way', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: "Nicolò D'Angelo", age: 9 } });
  expect(created.statusCode).toBe(201);
  const consent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/consent',
    headers: { cookie: sessionCookie(created) },
    payload: { adultName: 'Mamma Rita', accepted: true },
  });
  expect(consent.statusCode).toBe(200);

  const twin = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'nicolò d’angelo', age: 9 } });
  expect(twin.statusCode).toBe(409);

  // A tablet's keyboard types the typographic apostrophe: name and initial password still match.
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: 'Nicolò D’Angelo', password: 'NICOLÒ D’ANGELO' } });
  expect(login.statusCode, login.body).toBe(200);
  expect(login.json().user).toMatchObject({ name: "Nicolò D'Angelo" });
});
