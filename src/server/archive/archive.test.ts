import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { seedStories } from '../../../tests/support/server/seed-stories';

let t: TestApp;
let su: string;
let child: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  child = await createChild(t.app, 'Nina Archivio');
  const other = await createChild(t.app, 'Oscar Archivio');
  await seedStories(t.database.db, [
    { authorId: child.id, authorName: 'Nina Archivio', title: 'Il fantasma timido', mode: 'GHOST' },
    { authorId: child.id, authorName: 'Nina Archivio', title: 'La fiaba di Nina', mode: 'PROPP' },
    { authorId: child.id, authorName: 'Nina Archivio', title: 'Fiaba libera', mode: 'PROPP_FREE', isPublic: true },
    { authorId: other.id, authorName: 'Oscar Archivio', title: 'Il viaggio di Oscar', mode: 'CAMPBELL', isPublic: true },
    { authorId: null, authorName: 'Anonimo', title: 'Storia del pubblico', mode: 'CSS' },
    // Left out of the complete archive by spec 000 §5:
    { authorId: null, authorName: '', title: 'Senza autore' },
    { authorId: null, authorName: 'superuser', title: 'Del superuser' },
    { authorId: null, authorName: 'Maestra', title: 'Lettura', category: 'reading_story' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

test('the complete archive lists every author newest first, without the excluded stories', async () => {
  const res = await get('/api/admin/archive', su);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.total).toBe(5);
  expect(body.rows.map((r: { title: string }) => r.title)).toEqual([
    'Storia del pubblico',
    'Il viaggio di Oscar',
    'Fiaba libera',
    'La fiaba di Nina',
    'Il fantasma timido',
  ]);
  expect(body.authors).toEqual(['Anonimo', 'Nina Archivio', 'Oscar Archivio']);
  expect(body.rows[0]).toMatchObject({ authorName: 'Anonimo', isPublic: false, imageCount: 0, image: null });
});

test('filters by category (PROPP includes free mode) and by author', async () => {
  const propp = (await get('/api/admin/archive?category=PROPP', su)).json();
  expect(propp.rows.map((r: { title: string }) => r.title)).toEqual(['Fiaba libera', 'La fiaba di Nina']);
  const nina = (await get(`/api/admin/archive?author=${encodeURIComponent('Nina Archivio')}`, su)).json();
  expect(nina.total).toBe(3);
  expect(nina.authors).toHaveLength(3);
  const both = (await get(`/api/admin/archive?author=${encodeURIComponent('Nina Archivio')}&category=GHOST`, su)).json();
  expect(both.rows.map((r: { title: string }) => r.title)).toEqual(['Il fantasma timido']);
});

test('pages on the server', async () => {
  const p1 = (await get('/api/admin/archive?pageSize=2&page=1', su)).json();
  const p3 = (await get('/api/admin/archive?pageSize=2&page=3', su)).json();
  expect(p1.rows).toHaveLength(2);
  expect(p3.rows).toHaveLength(1);
  expect(p3.total).toBe(5);
});

test('bad filters are a 400', async () => {
  expect((await get('/api/admin/archive?category=NOPE', su)).statusCode).toBe(400);
  expect((await get('/api/admin/archive?page=0', su)).statusCode).toBe(400);
});

test('the complete archive is refused to children and anonymous visitors', async () => {
  expect((await get('/api/admin/archive', child.cookie)).statusCode).toBe(403);
  expect((await get('/api/admin/archive')).statusCode).toBe(401);
});

test('the public archive returns only published stories, to anyone', async () => {
  const anon = (await get('/api/public-archive')).json();
  expect(anon.rows.map((r: { title: string }) => r.title)).toEqual(['Il viaggio di Oscar', 'Fiaba libera']);
  expect(anon.total).toBe(2);
  expect(anon.authors).toEqual(['Nina Archivio', 'Oscar Archivio']);
  const asChild = (await get('/api/public-archive', child.cookie)).json();
  expect(asChild.total).toBe(2);
});
