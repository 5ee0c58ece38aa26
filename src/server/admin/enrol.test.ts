import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
let su: string;
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

const create = (payload: unknown, cookie = su) => t.app.inject({ method: 'POST', url: '/api/admin/users', headers: { cookie }, payload: payload as object });

test("'Nuovo profilo' by the superuser keeps registration's rules", async () => {
  const noName = await create({ name: '', age: 8 });
  expect(noName.statusCode).toBe(400);
  expect(noName.json().error.message).toBe('Nome is required');
  expect((await create({ name: 'Anna <b>', age: 8 })).json().error.message).toBe('Nome contains invalid characters');
  expect((await create({ name: 'Anna Età', age: 0 })).json().error.message).toBe("Inserisci un'età valida tra 1 e 120 anni");
  expect((await create({ name: 'Anna Età', age: 8, email: 'non-una-email' })).json().error.message).toBe('Please enter a valid email address');

  const ok = await create({ name: 'Anna Classe', age: 8, email: 'anna@example.org', gender: 'female' });
  expect(ok.statusCode).toBe(201);
  expect(ok.json().profile.name).toBe('Anna Classe');
  // The superuser's own session is untouched.
  expect(ok.headers['set-cookie']).toBeUndefined();
  const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: su } });
  expect(session.json().user.isSuperuser).toBe(true);

  const taken = await create({ name: 'anna classe', age: 9 });
  expect(taken.statusCode).toBe(409);
  const row = await t.database.db
    .selectFrom('users')
    .select(['consent_at', 'enrolled_by', 'password_is_initial'])
    .where('name_key', '=', 'anna classe')
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ consent_at: null, enrolled_by: 'superuser', password_is_initial: 1 });
});

test("an enrolled profile's name login opens nothing until the superuser records the consent; then the profile is active", async () => {
  const created = await create({ name: 'Bruno Classe', age: 7 });
  const id = created.json().profile.id as string;
  // Whoever types the name gets no session in which to answer for the adult.
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { profileId: id, password: 'bruno classe' } });
  expect(login.statusCode).toBe(403);
  expect(login.json().error).toMatchObject({ code: 'consent_pending', message: expect.stringContaining('lettera per la famiglia') });
  expect(login.cookies.find((c) => c.name === 'fm_session')).toBeUndefined();
  const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { profileId: id, password: 'sbagliata' } });
  expect(wrong.statusCode).toBe(401);

  const recorded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/consent`,
    headers: { cookie: su },
    payload: { adultName: 'Papà di Bruno' },
  });
  expect(recorded.statusCode).toBe(200);
  const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { profileId: id, password: 'Bruno Classe' } });
  expect(again.json()).toMatchObject({ consentRequired: false, user: { name: 'Bruno Classe' } });
});

test('a profile registered through the public flow still cannot consent from another browser', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Carla Pubblica', age: 9 } });
  const id = created.json().profile.id as string;
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { profileId: id, password: 'carla pubblica' } });
  expect(login.statusCode).toBe(403);
  expect(login.json().error.code).toBe('consent_pending');
});

test('a child cannot enrol profiles', async () => {
  const child = await createChild(t.app, 'Dario Furbo');
  expect((await create({ name: 'Intruso', age: 9 }, child.cookie)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'POST', url: '/api/admin/users', payload: { name: 'Intruso', age: 9 } })).statusCode).toBe(401);
});
