import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { seedStories } from '../../../tests/support/server/seed-stories';

// Correctness at the size the archive must hold (10,000 stories); speed is measured by npm run bench.
let t: TestApp;
let su: string;
const MODES = ['GHOST', 'PROPP', 'CSS', 'CAMPBELL'] as const;

beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  const authors = await Promise.all(['Uno', 'Due', 'Tre', 'Quattro'].map((n) => createChild(t.app, `Autore ${n}`)));
  await seedStories(
    t.database.db,
    Array.from({ length: 10_000 }, (_, i) => {
      const author = authors[i % 4];
      if (!author) throw new Error('unreachable');
      return {
        authorId: author.id,
        authorName: `Autore ${['Uno', 'Due', 'Tre', 'Quattro'][i % 4]}`,
        mode: MODES[Math.floor(i / 4) % 4],
        isPublic: i % 10 === 0,
      };
    }),
  );
}, 120_000);
afterAll(async () => {
  await t.close();
});

test('10,000 stories page through on the server, newest first, each exactly once', async () => {
  const seen = new Set<string>();
  let previous = '9999';
  for (let page = 1; page <= 50; page += 1) {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/archive?page=${page}&pageSize=200`, headers: { cookie: su } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; rows: Array<{ id: string; updatedAt: string }> };
    expect(body.total).toBe(10_000);
    expect(body.rows).toHaveLength(200);
    for (const row of body.rows) {
      expect(row.updatedAt <= previous).toBe(true);
      previous = row.updatedAt;
      seen.add(row.id);
    }
  }
  expect(seen.size).toBe(10_000);
});

test('filters combine on the server at that size', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/archive?author=${encodeURIComponent('Autore Due')}&category=CSS&pageSize=10`,
    headers: { cookie: su },
  });
  const body = res.json() as { total: number; rows: Array<{ authorName: string; mode: string }>; authors: string[] };
  expect(body.total).toBe(625);
  expect(body.rows.every((r) => r.authorName === 'Autore Due' && r.mode === 'CSS')).toBe(true);
  expect(body.authors).toEqual(['Autore Due', 'Autore Quattro', 'Autore Tre', 'Autore Uno']);
  const pub = await t.app.inject({ method: 'GET', url: '/api/public-archive?pageSize=1' });
  expect((pub.json() as { total: number }).total).toBe(1000);
});
