import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StoryListResponse, StorySummaryDto } from '../../shared/schemas/story';
import type { Story } from '../db/schema';
import { createChild, createTestApp, type TestApp } from '../../../tests/support/server/test-app';

const TOTAL = 5000;
let t: TestApp;
let child: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  child = await createChild(t.app, 'Elena');
  const other = await createChild(t.app, 'Fabio');
  const base = Date.parse('2024-01-01T08:00:00.000Z');
  const rows: Story[] = Array.from({ length: TOTAL + 50 }, (_, i) => {
    // Three stories share each timestamp, so the order needs its tie-break to page cleanly.
    const at = new Date(base + Math.floor(i / 3) * 60_000).toISOString();
    const mine = i < TOTAL;
    return {
      id: randomUUID(),
      title: `Storia ${i}`,
      title_fold: `storia ${i}`,
      content: 'Testo lungo che la lista non deve mandare. '.repeat(20),
      status: i % 10 === 0 ? 'suspended' : 'completed',
      mode: i % 4 === 0 ? 'CSS' : 'GHOST',
      language: 'italian',
      category: null,
      answers: '[]',
      mode_state: null,
      author_id: mine ? child.id : other.id,
      author_name: mine ? 'Elena' : 'Fabio',
      is_public: 0,
      published_at: null,
      image_id: null,
      created_at: at,
      updated_at: at,
      reviewed_at: null,
      public_author: null,
      public_initials: 0,
      review_note: null,
      voice_pages: 0,
      voice_link_secret: null,
    };
  });
  // One transaction; batches keep each statement under the engines' parameter limits.
  await t.database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('stories')
        .values(rows.slice(i, i + 500))
        .execute();
  });
});
afterAll(async () => {
  await t.close();
});

async function page(query: string): Promise<StoryListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/stories?${query}`, headers: { cookie: child.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function walk(filter: string, pageSize: number): Promise<{ seen: StorySummaryDto[]; total: number }> {
  const seen: StorySummaryDto[] = [];
  let total = -1;
  for (let p = 1; ; p++) {
    const body = await page(`${filter}page=${p}&pageSize=${pageSize}`);
    total = body.total;
    if (body.stories.length === 0) break;
    expect(body.stories.length).toBeLessThanOrEqual(pageSize);
    seen.push(...body.stories);
  }
  return { seen, total };
}

function expectNewestFirst(rows: StorySummaryDto[]): void {
  for (let i = 1; i < rows.length; i++) {
    const prev = rows[i - 1];
    const cur = rows[i];
    if (!prev || !cur) continue;
    expect(prev.updatedAt >= cur.updatedAt).toBe(true);
  }
}

test('5,000 stories of one profile page through completely, newest first, each exactly once', async () => {
  const { seen, total } = await walk('', 200);
  expect(total).toBe(TOTAL);
  expect(seen).toHaveLength(TOTAL);
  expect(new Set(seen.map((s) => s.id)).size).toBe(TOTAL);
  expectNewestFirst(seen);
  expect(seen[0]?.title).toMatch(/^Storia 499[7-9]$/);
  expect(seen.every((s) => s.authorName === 'Elena')).toBe(true);
  expect(seen[0]).not.toHaveProperty('content');
});

test('the mode filter pages through its own stories only', async () => {
  const { seen, total } = await walk('mode=CSS&', 150);
  expect(total).toBe(TOTAL / 4);
  expect(seen).toHaveLength(TOTAL / 4);
  expect(new Set(seen.map((s) => s.id)).size).toBe(TOTAL / 4);
  expect(seen.every((s) => s.mode === 'CSS')).toBe(true);
  expectNewestFirst(seen);
});

test('the first page is the same whatever page size comes next', async () => {
  const small = await page('page=3&pageSize=7');
  const large = await page('page=1&pageSize=21');
  expect(small.stories.map((s) => s.id)).toEqual(large.stories.slice(14, 21).map((s) => s.id));
});
