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

test('the log lists sent messages newest first with read counts and who has not read; delete removes one for everyone', async () => {
  const anna = await createChild(t.app, 'Anna Posta');
  const bruno = await createChild(t.app, 'Bruno Posta');
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/admin/messages',
    headers: { cookie: su },
    payload: { toAll: false, recipientIds: [anna.id, bruno.id], text: 'Primo messaggio' },
  });
  expect(first.statusCode).toBe(201);
  const second = await t.app.inject({
    method: 'POST',
    url: '/api/admin/messages',
    headers: { cookie: su },
    payload: { toAll: false, recipientIds: [anna.id], text: 'Secondo messaggio' },
  });
  expect(second.statusCode).toBe(201);

  const mine = (await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: anna.cookie } })).json().messages as Array<{
    id: string;
    text: string;
  }>;
  const firstId = mine.find((m) => m.text === 'Primo messaggio')!.id;
  expect((await t.app.inject({ method: 'POST', url: `/api/messages/${firstId}/read`, headers: { cookie: anna.cookie } })).statusCode).toBe(200);

  const log = (await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie: su } })).json();
  expect(log.total).toBe(2);
  expect(log.messages.map((m: { text: string }) => m.text)).toEqual(['Secondo messaggio', 'Primo messaggio']);
  expect(log.messages[1]).toMatchObject({ recipients: 2, readCount: 1, unreadNames: ['Bruno Posta'], toAll: false });
  expect(log.messages[0]).toMatchObject({ recipients: 1, readCount: 0, unreadNames: ['Anna Posta'] });

  const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/messages/${firstId}`, headers: { cookie: su } });
  expect(del.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/messages/${firstId}`, headers: { cookie: su } })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie: su } })).json().total).toBe(1);
  const left = (await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: bruno.cookie } })).json().messages;
  expect(left).toEqual([]);

  // A child is refused; a bad page is a 400.
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie: anna.cookie } })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/messages/${firstId}`, headers: { cookie: anna.cookie } })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages?page=0', headers: { cookie: su } })).statusCode).toBe(400);
});
