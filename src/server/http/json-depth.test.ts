import { afterAll, beforeAll, expect, test } from 'vitest';
import { MAX_JSON_DEPTH } from '../../shared/json-depth';
import { API_ERROR_MESSAGES } from '../../shared/messages/api-errors';
import type { WorkshopView } from '../../shared/workshop/view';
import { LiveClient } from '../../../tests/support/server/live-client';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';

/**
 * Every JSON body (and every message of the workshop's live line) nests at most MAX_JSON_DEPTH
 * levels: deeper is a 400 `too_deep` before anything is parsed or stored, on SQLite and, under
 * test:pg, on PostgreSQL.
 */

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t?.close();
});

/** `{"a":{"a":…{"a":1}…}}`: an object `levels` deep. */
const nested = (levels: number): string => `${'{"a":'.repeat(levels - 1)}{"a":1}${'}'.repeat(levels - 1)}`;
/** A public story whose modeState is `levels` deep: the whole body is one level deeper. */
const storyBody = (levels: number) =>
  `{"title":"Profonda","content":"C'era una volta un pozzo.","status":"completed","mode":"GHOST","modeState":${nested(levels)}}`;

const saveRaw = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/stories', headers: { 'content-type': 'application/json', ...headers }, payload });
const storyCount = async () => (await t.database.db.selectFrom('stories').select('id').execute()).length;
const TOO_DEEP = { error: { code: 'too_deep', message: API_ERROR_MESSAGES.too_deep } };

for (const levels of [5_000, 4_000, 200]) {
  test(`an anonymous story with modeState nested ${levels} levels: 400 too_deep, nothing stored, the server stays healthy`, async () => {
    const before = await storyCount();
    const res = await saveRaw(storyBody(levels));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json()).toEqual(TOO_DEEP);
    expect(await storyCount()).toBe(before);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
}

test('the limit is exact: a body of 64 levels is saved, 65 levels is refused', async () => {
  // The body itself is the first level.
  const atLimit = await saveRaw(storyBody(MAX_JSON_DEPTH - 1));
  expect(atLimit.statusCode, atLimit.body.slice(0, 200)).toBe(201);
  const stored = await t.app.inject({ method: 'GET', url: `/api/stories/${atLimit.json().story.id}`, headers: { cookie: await loginSuperuserCookie(t.app) } });
  expect(JSON.stringify(stored.json().story.modeState)).toBe(nested(MAX_JSON_DEPTH - 1));
  const over = await saveRaw(storyBody(MAX_JSON_DEPTH));
  expect(over.statusCode).toBe(400);
  expect(over.json()).toEqual(TOO_DEEP);
});

test('a stored mode state deeper than the limit (not written through the API) reads as empty, never a 500', async () => {
  const saved = await saveRaw(storyBody(3));
  expect(saved.statusCode).toBe(201);
  const id = saved.json().story.id as string;
  await t.database.db
    .updateTable('stories')
    .set({ mode_state: nested(4_000) })
    .where('id', '=', id)
    .execute();
  const res = await t.app.inject({ method: 'GET', url: `/api/stories/${id}`, headers: { cookie: await loginSuperuserCookie(t.app) } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.json().story.modeState).toBeNull();
});

test('arrays count like objects, brackets inside strings do not', async () => {
  const deepArrays = await saveRaw(
    `{"title":"Liste","content":"x","status":"completed","mode":"GHOST","answers":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`,
  );
  expect(deepArrays.json()).toEqual(TOO_DEEP);
  const brackets = '[{'.repeat(3_000);
  const text = await saveRaw(JSON.stringify({ title: 'Parentesi', content: `C'era una volta ${brackets} "e \\" [`, status: 'completed', mode: 'GHOST' }));
  expect(text.statusCode, text.body.slice(0, 200)).toBe(201);
});

test('every JSON route is covered, whoever calls: a login, a child’s save, a superuser’s settings', async () => {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: nested(5_000) });
  expect(login.json()).toEqual(TOO_DEEP);
  const child = await createChild(t.app, 'Pietro Profondo');
  const own = await saveRaw(storyBody(5_000), { cookie: child.cookie });
  expect(own.json()).toEqual(TOO_DEEP);
  const su = await loginSuperuserCookie(t.app);
  const settings = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { 'content-type': 'application/json; charset=utf-8', cookie: su },
    payload: `{"x":${nested(4_000)}}`,
  });
  expect(settings.statusCode).toBe(400);
  expect(settings.json()).toEqual(TOO_DEEP);
});

test('Fastify’s own JSON checks still hold: bad JSON, an empty body, a __proto__ key', async () => {
  expect((await saveRaw('{"title":')).json().error.code).toBe('invalid_input');
  expect((await saveRaw('')).json().error.code).toBe('invalid_input');
  const poisoned = await saveRaw('{"title":"x","content":"y","status":"completed","mode":"GHOST","__proto__":{"admin":true}}');
  expect(poisoned.statusCode).toBe(400);
});

test('the workshop’s live line answers a too-deep message with too_deep and keeps working', async () => {
  const su = await loginSuperuserCookie(t.app);
  const created = await t.app.inject({ method: 'POST', url: '/api/workshops', headers: { cookie: su }, payload: { method: 'CAMPBELL', turnMode: 'turns' } });
  expect(created.statusCode, created.body).toBe(201);
  const w = created.json<{ workshop: WorkshopView }>().workshop;
  const live = await LiveClient.open(base, w.id, su);
  try {
    // 3,000 levels of arrays fit in one message (16 KB at most).
    live.send(`{"kind":"action","action":${'['.repeat(3_000)}${']'.repeat(3_000)}}`);
    await live.untilError('too_deep');
    expect(live.errors.find((e) => e.code === 'too_deep')?.message).toBe(API_ERROR_MESSAGES.too_deep);
    // The line is still read: the next (shallow, wrong) message gets its own answer.
    live.send('{"kind":"nope"}');
    await live.untilError('invalid_input');
    expect(live.closeCode).toBeNull();
  } finally {
    live.close();
  }
});
