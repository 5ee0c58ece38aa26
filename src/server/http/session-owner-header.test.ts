import { afterAll, beforeAll, expect, test } from 'vitest';
import { SESSION_OWNER_HEADER } from '../../shared/session-owner-header';
import { createChild, createTestApp, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test("an API answer to a logged-in child names her profile; an anonymous answer names nobody's", async () => {
  const child = await createChild(t.app, 'Ginevra');
  for (const url of ['/api/session', '/api/stories', '/api/config']) {
    const mine = await t.app.inject({ method: 'GET', url, headers: { cookie: child.cookie } });
    expect(mine.statusCode, url).toBe(200);
    expect(mine.headers[SESSION_OWNER_HEADER], url).toBe(child.id);
  }
  const anonymous = await t.app.inject({ method: 'GET', url: '/api/session' });
  expect(anonymous.headers[SESSION_OWNER_HEADER]).toBeUndefined();
  const refused = await t.app.inject({ method: 'GET', url: '/api/stories' });
  expect(refused.statusCode).toBe(401);
  expect(refused.headers[SESSION_OWNER_HEADER]).toBeUndefined();
});
