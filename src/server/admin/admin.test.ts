import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, sessionCookie, TEST_SUPERUSER_PASSWORD, type TestApp } from '../../../tests/support/server/test-app';
import { seedStories } from '../../../tests/support/server/seed-stories';

let t: TestApp;
let su: string;
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

test('the user list shows profiles with story counts and never a password', async () => {
  const anna = await createChild(t.app, 'Anna Lista');
  await seedStories(t.database.db, [
    { authorId: anna.id, authorName: 'Anna Lista' },
    { authorId: anna.id, authorName: 'Anna Lista' },
  ]);
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: su } });
  expect(res.statusCode).toBe(200);
  const users = res.json().users as Array<Record<string, unknown>>;
  const row = users.find((u) => u.id === anna.id);
  expect(row).toMatchObject({ name: 'Anna Lista', shortId: anna.id.slice(0, 8), storyCount: 2, passwordIsInitial: true });
  expect(users.map((u) => u.name)).not.toContain('SuperUser');
  expect(res.body).not.toMatch(/password_hash|\$2[aby]\$/);
});

test('the superuser resets a child password: hashed, old sessions end, the new one logs in', async () => {
  const luca = await createChild(t.app, 'Luca Reset');
  const empty = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${luca.id}/password`,
    headers: { cookie: su },
    payload: { password: '  ', confirm: '  ' },
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().error.message).toBe('Inserisci una nuova password');
  const differ = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${luca.id}/password`,
    headers: { cookie: su },
    payload: { password: 'drago', confirm: 'draghi' },
  });
  expect(differ.json().error.message).toBe('Le password non corrispondono');

  const ok = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${luca.id}/password`,
    headers: { cookie: su },
    payload: { password: 'Drago Verde', confirm: 'Drago Verde' },
  });
  expect(ok.statusCode).toBe(200);
  const old = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: luca.cookie } });
  expect(old.json().user).toBeNull();
  const byName = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { profileId: luca.id, password: 'luca reset' } });
  expect(byName.statusCode).toBe(401);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { profileId: luca.id, password: 'drago verde' } });
  expect(login.statusCode).toBe(200);
  const row = await t.database.db.selectFrom('users').select(['password_hash', 'password_is_initial']).where('id', '=', luca.id).executeTakeFirstOrThrow();
  expect(row.password_hash).toMatch(/^\$2[aby]\$10\$/);
  expect(row.password_is_initial).toBe(0);

  const missing = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users/00000000-0000-4000-8000-000000000000/password',
    headers: { cookie: su },
    payload: { password: 'x', confirm: 'x' },
  });
  expect(missing.statusCode).toBe(404);
});

test('deleting a user removes their stories, sessions and messages', async () => {
  const gino = await createChild(t.app, 'Gino Via');
  await seedStories(t.database.db, [{ authorId: gino.id, authorName: 'Gino Via' }]);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/admin/messages',
    headers: { cookie: su },
    payload: { toAll: false, recipientIds: [gino.id], text: 'Ciao Gino!' },
  });
  expect(sent.statusCode).toBe(201);

  const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${gino.id}`, headers: { cookie: su } });
  expect(del.statusCode).toBe(200);
  const db = t.database.db;
  const count = async (table: 'stories' | 'sessions' | 'message_recipients', column: 'author_id' | 'user_id') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', gino.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect(await count('stories', 'author_id')).toBe(0);
  expect(await count('sessions', 'user_id')).toBe(0);
  expect(await count('message_recipients', 'user_id')).toBe(0);
  const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${gino.id}`, headers: { cookie: su } });
  expect(again.statusCode).toBe(404);
});

test('the superuser cannot delete itself through the user list', async () => {
  const me = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: su } });
  const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${me.json().user.id}`, headers: { cookie: su } });
  expect(res.statusCode).toBe(404);
});

test('export gives a child profile and stories as JSON, without the password hash', async () => {
  const eva = await createChild(t.app, 'Eva Export');
  await seedStories(t.database.db, [{ authorId: eva.id, authorName: 'Eva Export', title: 'Il drago gentile' }]);
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/users/${eva.id}/export`, headers: { cookie: su } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toContain('attachment');
  const body = res.json();
  expect(body.profile).toMatchObject({ id: eva.id, name: 'Eva Export', consentBy: 'Maestra Lucia' });
  expect(body.stories[0].title).toBe('Il drago gentile');
  expect(res.body).not.toContain('password');
});

test('messages: validation, delivery to selected users, unread count and read state', async () => {
  const a = await createChild(t.app, 'Mia Messaggi');
  const b = await createChild(t.app, 'Teo Messaggi');
  const blank = await t.app.inject({ method: 'POST', url: '/api/admin/messages', headers: { cookie: su }, payload: { toAll: true, text: '   ' } });
  expect(blank.statusCode).toBe(400);
  expect(blank.json().error.message).toBe('Inserisci un messaggio valido');
  const none = await t.app.inject({
    method: 'POST',
    url: '/api/admin/messages',
    headers: { cookie: su },
    payload: { toAll: false, recipientIds: [], text: 'Ciao' },
  });
  expect(none.json().error.message).toBe('Seleziona almeno un utente');

  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/admin/messages',
    headers: { cookie: su },
    payload: { toAll: false, recipientIds: [a.id], text: 'Brava Mia!' },
  });
  expect(sent.json()).toMatchObject({ recipients: 1 });
  const sessionA = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: a.cookie } });
  expect(sessionA.json().user.unreadMessages).toBe(1);
  const sessionB = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: b.cookie } });
  expect(sessionB.json().user.unreadMessages).toBe(0);

  const list = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: a.cookie } });
  const [message] = list.json().messages;
  expect(message).toMatchObject({ text: 'Brava Mia!', read: false });
  const foreign = await t.app.inject({ method: 'POST', url: `/api/messages/${message.id}/read`, headers: { cookie: b.cookie } });
  expect(foreign.statusCode).toBe(404);
  const read = await t.app.inject({ method: 'POST', url: `/api/messages/${message.id}/read`, headers: { cookie: a.cookie } });
  expect(read.statusCode).toBe(200);
  const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: a.cookie } });
  expect(after.json().user.unreadMessages).toBe(0);

  const all = await t.app.inject({ method: 'POST', url: '/api/admin/messages', headers: { cookie: su }, payload: { toAll: true, text: 'Ciao a tutti' } });
  expect(all.statusCode).toBe(201);
  const sessionB2 = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: b.cookie } });
  expect(sessionB2.json().user.unreadMessages).toBe(1);
});

test('the media cost is summed on the server', async () => {
  const zero = await t.app.inject({ method: 'GET', url: '/api/admin/media-cost', headers: { cookie: su } });
  expect(zero.json()).toEqual({ total: 0 });
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('media_generations')
    .values([
      { id: 'm1', story_id: null, user_id: null, media_type: 'image', media_url: '/x', media_style: 'Fumetto', cost: 0.04, created_at: now },
      { id: 'm2', story_id: null, user_id: null, media_type: 'image', media_url: '/y', media_style: 'Manga', cost: 0.0125, created_at: now },
    ])
    .execute();
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/media-cost', headers: { cookie: su } });
  expect(res.json().total).toBeCloseTo(0.0525, 6);
});

test('superuser password change: every rule, then other sessions end', async () => {
  const other = await loginSuperuserCookie(t.app);
  const post = (payload: object, cookie = su) => t.app.inject({ method: 'POST', url: '/api/admin/password', headers: { cookie }, payload });
  expect((await post({ current: '', next: 'abcdef', confirm: 'abcdef' })).json().error.message).toBe('Tutti i campi sono obbligatori');
  expect((await post({ current: 'x', next: 'abcdef', confirm: 'abcdeg' })).json().error.message).toBe('Le nuove password non coincidono');
  expect((await post({ current: 'x', next: 'abc', confirm: 'abc' })).json().error.message).toBe('La nuova password deve contenere almeno 6 caratteri');
  expect((await post({ current: 'sbagliata', next: 'nuova-password', confirm: 'nuova-password' })).json().error.message).toBe(
    'La password attuale non è corretta',
  );
  const same = await post({ current: TEST_SUPERUSER_PASSWORD, next: TEST_SUPERUSER_PASSWORD, confirm: TEST_SUPERUSER_PASSWORD });
  expect(same.statusCode).toBe(400);
  expect(same.json().error.message).toBe('La nuova password deve essere diversa da quella attuale');

  const ok = await post({ current: TEST_SUPERUSER_PASSWORD, next: 'nuova-password', confirm: 'nuova-password' });
  expect(ok.statusCode).toBe(200);
  const mine = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: su } });
  expect(mine.json().user.isSuperuser).toBe(true);
  const theirs = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: other } });
  expect(theirs.json().user).toBeNull();
  const oldLogin = await t.app.inject({ method: 'POST', url: '/api/auth/superuser', payload: { password: TEST_SUPERUSER_PASSWORD } });
  expect(oldLogin.statusCode).toBe(401);
  const newLogin = await t.app.inject({ method: 'POST', url: '/api/auth/superuser', payload: { password: 'nuova-password' } });
  expect(newLogin.statusCode).toBe(200);
  su = sessionCookie(newLogin);
});
