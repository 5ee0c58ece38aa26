import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { seedStories } from '../../../tests/support/server/seed-stories';

let t: TestApp;
let su: string;
let child: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  child = await createChild(t.app, 'Zeno Roster', 11);
  // 1,000 profiles: the roster pages on the server.
  const now = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: 1000 }, (_, i) => {
    const name = `Bimbo ${String(i).padStart(4, '0')}`;
    return {
      id: randomUUID(),
      name,
      name_key: name.toLowerCase(),
      name_fold: name.toLowerCase(),
      email: null,
      age: 6 + (i % 7),
      gender: '',
      password_hash: 'x',
      password_is_initial: 1,
      user_type: 'user' as const,
      style_preference: '',
      consent_at: null,
      consent_by: null,
      consent_recorded_by: null,
      ai_consent_at: null,
      ai_consent_by: null,
      created_at: new Date(now + i * 1000).toISOString(),
      last_access: i % 2 === 0 ? new Date(now + i * 60_000).toISOString() : null,
    };
  });
  for (let i = 0; i < rows.length; i += 100)
    await t.database.db
      .insertInto('users')
      .values(rows.slice(i, i + 100))
      .execute();
  await seedStories(t.database.db, [
    { authorId: child.id, authorName: 'Zeno Roster' },
    { authorId: child.id, authorName: 'Zeno Roster', isPublic: true },
    { authorId: child.id, authorName: 'Zeno Roster', isPublic: true },
  ]);
});
afterAll(async () => {
  await t.close();
});

const roster = (query: string, cookie = su) => t.app.inject({ method: 'GET', url: `/api/admin/roster${query}`, headers: { cookie } });

test('the roster pages 1,001 profiles on the server, 25 at a time by default, sorted by name', async () => {
  const first = await roster('');
  expect(first.statusCode).toBe(200);
  const body = first.json();
  expect(body.total).toBe(1001);
  expect(body.rows).toHaveLength(25);
  expect(body.rows[0].name).toBe('Bimbo 0000');
  const last = (await roster('?page=41')).json();
  expect(last.rows.map((r: { name: string }) => r.name)).toEqual(['Zeno Roster']);
  const seen = new Set<string>();
  for (let page = 1; page <= 11; page += 1) for (const r of (await roster(`?page=${page}&pageSize=100`)).json().rows) seen.add(r.id);
  expect(seen.size).toBe(1001);
  expect(first.body).not.toMatch(/password_hash|\$2[aby]\$/);
});

test('search is by name, case-insensitive, and treats % and _ literally', async () => {
  const found = (await roster('?q=zENO')).json();
  expect(found.total).toBe(1);
  expect(found.rows[0]).toMatchObject({ name: 'Zeno Roster', age: 11, storyCount: 3, publishedCount: 2, passwordIsInitial: true, consentBy: 'Maestra Lucia' });
  expect(found.rows[0].consentAt).toEqual(expect.any(String));
  expect((await roster('?q=0999')).json().rows.map((r: { name: string }) => r.name)).toEqual(['Bimbo 0999']);
  expect((await roster('?q=%25')).json().total).toBe(0);
  expect((await roster('?q=_')).json().total).toBe(0);
});

test('sorts by stories, age and last access, with missing values last', async () => {
  expect((await roster('?sort=stories&dir=desc&pageSize=1')).json().rows[0].name).toBe('Zeno Roster');
  const oldest = (await roster('?sort=age&dir=desc&pageSize=1')).json().rows[0];
  expect(oldest.age).toBe(12);
  const young = (await roster('?sort=age&dir=asc&pageSize=1')).json().rows[0];
  expect(young.age).toBe(6);
  const recent = (await roster('?sort=lastAccess&dir=desc&pageSize=2')).json().rows;
  expect(recent[0].name).toBe('Zeno Roster');
  const never = (await roster('?sort=lastAccess&dir=asc&page=1001&pageSize=1')).json().rows[0];
  expect(never.lastAccess).toBeNull();
});

test('bad parameters are a 400 with an Italian message; a child gets 403', async () => {
  const bad = await roster('?sort=password');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.message).toBe('Ordinamento non valido');
  expect((await roster('?pageSize=5000')).statusCode).toBe(400);
  expect((await roster('', child.cookie)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/roster' })).statusCode).toBe(401);
});
