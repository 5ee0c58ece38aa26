import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedStories } from '../../../tests/support/server/seed-stories';
import { createTestApp, loginSuperuserCookie, TEST_SUPERUSER_PASSWORD, type TestApp } from '../../../tests/support/server/test-app';
import { CROSS_ORIGIN_MESSAGE, NUL_MESSAGE } from './request-security';

let t: TestApp;
let superuser: string;
let storyId: string;

beforeAll(async () => {
  t = await createTestApp();
  superuser = await loginSuperuserCookie(t.app);
  storyId = (await seedStories(t.database.db, [{ authorId: null, authorName: 'Anonimo', title: 'Segreta' }]))[0]!;
});
afterAll(async () => {
  await t?.close();
});

const HOST = 'localhost:80';
const crossOrigin = { code: 'cross_origin', message: CROSS_ORIGIN_MESSAGE };

async function isPublic(): Promise<number> {
  const row = await t.database.db.selectFrom('stories').select('is_public').where('id', '=', storyId!).executeTakeFirstOrThrow();
  return row.is_public;
}

describe('CSRF: writes from another origin are refused before the body is read', () => {
  const attacks: Array<{ label: string; headers: Record<string, string> }> = [
    { label: 'Origin of another port', headers: { origin: 'http://localhost:8081' } },
    { label: 'Origin of another host', headers: { origin: 'http://evil.example' } },
    { label: 'Origin null (sandboxed frame, data: URL)', headers: { origin: 'null' } },
    { label: 'Origin of another scheme', headers: { origin: 'https://localhost:80' } },
    { label: 'Sec-Fetch-Site same-site', headers: { 'sec-fetch-site': 'same-site' } },
    { label: 'Sec-Fetch-Site cross-site with our own Origin', headers: { 'sec-fetch-site': 'cross-site', origin: `http://${HOST}` } },
  ];
  const bodies: Array<{ label: string; headers: Record<string, string>; payload?: string }> = [
    { label: 'text/plain form', headers: { 'content-type': 'text/plain' }, payload: 'a=b' },
    { label: 'JSON', headers: { 'content-type': 'application/json' }, payload: '{}' },
    { label: 'urlencoded form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' },
    {
      label: 'multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=X' },
      payload: '--X\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n--X--\r\n',
    },
    { label: 'no body', headers: {} },
  ];
  for (const attack of attacks) {
    for (const b of bodies) {
      test(`${attack.label}, ${b.label}: 403 cross_origin and nothing changes`, async () => {
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
          const res = await t.app.inject({
            method,
            url: method === 'POST' ? `/api/stories/${storyId}/publish` : `/api/stories/${storyId}`,
            headers: { host: HOST, cookie: superuser, ...attack.headers, ...b.headers },
            ...(b.payload !== undefined ? { payload: b.payload } : {}),
          });
          expect(res.statusCode, method).toBe(403);
          expect(res.json()).toEqual({ error: crossOrigin });
        }
        expect(await isPublic()).toBe(0);
      });
    }
  }

  test('the multipart create of a reading story from another origin creates nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reading-stories',
      headers: { host: HOST, cookie: superuser, origin: 'http://127.0.0.1:9999', 'content-type': 'multipart/form-data; boundary=X' },
      payload:
        '--X\r\nContent-Disposition: form-data; name="title"\r\n\r\nIntrusa\r\n--X\r\nContent-Disposition: form-data; name="content"\r\n\r\nTesto\r\n--X--\r\n',
    });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.selectFrom('reading_stories').select('id').where('title', '=', 'Intrusa').execute()).toEqual([]);
  });

  test('same-origin writes, navigations and header-less clients pass', async () => {
    for (const headers of [
      { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: `HTTP://LOCALHOST:80` },
      {},
    ]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/stories/${storyId}/unpublish`, headers: { host: HOST, cookie: superuser, ...headers } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  test('reads from another origin are not a write and are answered as usual', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: HOST, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  test('a login from another origin is refused too (no login CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/superuser',
      headers: { host: HOST, origin: 'http://evil.example' },
      payload: { password: TEST_SUPERUSER_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
  });
});

describe('NUL bytes are refused with 400 wherever they are', () => {
  test('in a path id, a query string and raw in the URL', async () => {
    for (const url of [
      '/api/stories/%00',
      '/api/stories/abc%00def',
      '/api/images/%00',
      '/api/reading-stories?sort=%00',
      '/api/stories?page=1%00',
      '/api/reading-stories/x%00/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: superuser } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: { code: 'invalid_input', message: NUL_MESSAGE } });
    }
  });

  test('in a JSON text, a JSON key and a text/plain body', async () => {
    const cases = [
      { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ title: 'A\u0000B', content: 'x', status: 'completed', mode: 'GHOST' }) },
      {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'A', content: 'x', status: 'completed', mode: 'GHOST', answers: ['ok', 'no\u0000'] }),
      },
      {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ['k\u0000']: 1, title: 'A', content: 'x', status: 'completed', mode: 'GHOST' }),
      },
      { headers: { 'content-type': 'text/plain' }, payload: 'a\u0000b' },
    ];
    const before = await t.database.db.selectFrom('stories').select('id').execute();
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/stories', ...c });
      expect(res.statusCode, c.payload).toBe(400);
    }
    expect(await t.database.db.selectFrom('stories').select('id').execute()).toHaveLength(before.length);
  });

  test('in a multipart form field of a reading story', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reading-stories',
      headers: { cookie: superuser, 'content-type': 'multipart/form-data; boundary=X' },
      payload:
        '--X\r\nContent-Disposition: form-data; name="title"\r\n\r\nNul\u0000lo\r\n--X\r\nContent-Disposition: form-data; name="content"\r\n\r\nTesto\r\n--X--\r\n',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('headers', () => {
  test('CSP forbids <base>, Permissions-Policy allows only our microphone, API answers are not stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: superuser } });
    expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    const policy = String(res.headers['permissions-policy']);
    expect(policy).toContain('microphone=(self)');
    for (const denied of ['camera=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(denied);
  });

  test('errors, 404s and refused requests under /api are not stored either', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api/stories'],
      ['GET', '/api/stories/%00'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['permissions-policy'], url).toContain('microphone=(self)');
    }
  });
});
