import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StoryListResponse, StoryResponse, StorySaveInput } from '../../shared/schemas/story';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { StoryListCache } from './story-list-cache';

/**
 * GET /api/stories keeps its answers on SQLite until the next write (story-list-cache.ts). Each
 * test reads a list twice (the second answer comes from the cache), changes what it shows in one
 * of the ways the app can, and proves the very next read shows the change. On PostgreSQL (no
 * cache) the same tests pin the same behaviour.
 */
let t: TestApp;
let anna: { id: string; cookie: string };
let bruno: { id: string; cookie: string };
let su: string;

beforeAll(async () => {
  t = await createTestApp();
  anna = await createChild(t.app, 'Anna');
  bruno = await createChild(t.app, 'Bruno');
  su = await loginSuperuserCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

async function list(cookie: string, query = 'page=1&pageSize=5'): Promise<StoryListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/stories?${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

/** Two reads in a row: the second one is the kept answer (on SQLite), and it is the same. */
async function listTwice(cookie: string, query?: string): Promise<StoryListResponse> {
  const first = await list(cookie, query);
  expect(await list(cookie, query)).toEqual(first);
  return first;
}

async function save(cookie: string, input: Partial<StorySaveInput> = {}): Promise<StoryResponse['story']> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: { cookie },
    payload: { title: 'Una storia', content: 'C’era una volta.', status: 'completed', mode: 'GHOST', ...input },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<StoryResponse>().story;
}

test('a new story appears at once, and the answer is the same JSON as before the cache', async () => {
  const before = await listTwice(anna.cookie);
  const story = await save(anna.cookie, { title: 'Il drago gentile' });
  const after = await list(anna.cookie);
  expect(after.total).toBe(before.total + 1);
  expect(after.stories[0]).toEqual({
    id: story.id,
    title: 'Il drago gentile',
    status: 'completed',
    mode: 'GHOST',
    language: 'italian',
    authorName: 'Anna',
    isPublic: false,
    hasImage: false,
    createdAt: story.createdAt,
    updatedAt: story.updatedAt,
  });
});

test('an edit, a save over an existing story and a delete show at once', async () => {
  const story = await save(anna.cookie, { title: 'Prima' });
  expect((await listTwice(anna.cookie)).stories[0]?.title).toBe('Prima');
  const edited = await t.app.inject({ method: 'PATCH', url: `/api/stories/${story.id}`, headers: { cookie: anna.cookie }, payload: { title: 'Dopo' } });
  expect(edited.statusCode, edited.body).toBe(200);
  expect((await listTwice(anna.cookie)).stories[0]?.title).toBe('Dopo');
  await save(anna.cookie, { id: story.id, title: 'Ancora dopo', status: 'suspended' });
  expect((await listTwice(anna.cookie)).stories[0]).toMatchObject({ title: 'Ancora dopo', status: 'suspended' });
  const total = (await listTwice(anna.cookie)).total;
  const removed = await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: { cookie: anna.cookie } });
  expect(removed.statusCode).toBe(200);
  const after = await list(anna.cookie);
  expect(after.total).toBe(total - 1);
  expect(after.stories.map((s) => s.id)).not.toContain(story.id);
});

test('publishing and unpublishing (by the superuser) show in the child’s list at once', async () => {
  const story = await save(anna.cookie, { title: 'Da pubblicare' });
  expect((await listTwice(anna.cookie)).stories[0]).toMatchObject({ id: story.id, isPublic: false });
  const published = await t.app.inject({ method: 'POST', url: `/api/stories/${story.id}/publish`, headers: { cookie: su }, payload: {} });
  expect(published.statusCode, published.body).toBe(200);
  expect((await listTwice(anna.cookie)).stories[0]).toMatchObject({ id: story.id, isPublic: true });
  const unpublished = await t.app.inject({ method: 'POST', url: `/api/stories/${story.id}/unpublish`, headers: { cookie: su } });
  expect(unpublished.statusCode, unpublished.body).toBe(200);
  expect((await list(anna.cookie)).stories[0]).toMatchObject({ id: story.id, isPublic: false });
});

test('an image given to a story, and the image removed (the database clears the link), show at once', async () => {
  const story = await save(anna.cookie, { title: 'Con disegno' });
  expect((await listTwice(anna.cookie)).stories[0]).toMatchObject({ id: story.id, hasImage: false });
  const imageId = randomUUID();
  await t.database.db
    .insertInto('images')
    .values({ id: imageId, mime: 'image/png', data: Buffer.from([1]), size: 1, created_at: new Date().toISOString() })
    .execute();
  // What the drawing's confirmation writes (ai/associate-image.ts).
  await t.database.db.updateTable('stories').set({ image_id: imageId }).where('id', '=', story.id).execute();
  expect((await listTwice(anna.cookie)).stories[0]).toMatchObject({ id: story.id, hasImage: true });
  // ON DELETE SET NULL: the story row changes without a statement naming it.
  await t.database.db.deleteFrom('images').where('id', '=', imageId).execute();
  expect((await list(anna.cookie)).stories[0]).toMatchObject({ id: story.id, hasImage: false });
});

test('a write by another connection (the backup or superuser command line) shows at once', async () => {
  const story = await save(anna.cookie, { title: 'Da fuori' });
  expect((await listTwice(anna.cookie)).stories[0]?.title).toBe('Da fuori');
  if (t.database.kind === 'sqlite') {
    const other = new SQLite(path.join(t.env.DATA_DIR, 'fantasmia.sqlite'));
    try {
      other.prepare('update stories set title = ? where id = ?').run('Cambiata da fuori', story.id);
    } finally {
      other.close();
    }
  } else {
    await t.database.db.updateTable('stories').set({ title: 'Cambiata da fuori' }).where('id', '=', story.id).execute();
  }
  expect((await list(anna.cookie)).stories[0]?.title).toBe('Cambiata da fuori');
});

test('each child, page, page size and filter has its own answer', async () => {
  await save(bruno.cookie, { title: 'Di Bruno', mode: 'CSS' });
  const annaList = await listTwice(anna.cookie);
  const brunoList = await listTwice(bruno.cookie);
  expect(brunoList.stories.map((s) => s.title)).toEqual(['Di Bruno']);
  expect(annaList.stories.map((s) => s.title)).not.toContain('Di Bruno');
  const second = await listTwice(anna.cookie, 'page=2&pageSize=2');
  expect(second.page).toBe(2);
  expect(second.stories.map((s) => s.id)).toEqual(annaList.stories.slice(2, 4).map((s) => s.id));
  expect((await listTwice(bruno.cookie, 'mode=GHOST&page=1&pageSize=5')).total).toBe(0);
  expect((await listTwice(bruno.cookie, 'mode=CSS&page=1&pageSize=5')).total).toBe(1);
});

test('a logged-out child gets 401, never a kept answer', async () => {
  const child = await createChild(t.app, 'Carla');
  await listTwice(child.cookie);
  const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: child.cookie } });
  expect(out.statusCode).toBeLessThan(300);
  const res = await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie: child.cookie } });
  expect(res.statusCode).toBe(401);
});

test('StoryListCache: an answer computed while a write happened is not served afterwards', async () => {
  if (t.database.kind !== 'sqlite') return;
  const cache = new StoryListCache(t.database.db);
  const story = await save(anna.cookie, { title: 'Prima della scrittura' });
  let computed = 0;
  const compute = async () => {
    computed += 1;
    const row = await t.database.db.selectFrom('stories').select('title').where('id', '=', story.id).executeTakeFirstOrThrow();
    // A write that lands after this answer's queries (another request's save).
    if (computed === 1) await t.database.db.updateTable('stories').set({ title: 'Dopo la scrittura' }).where('id', '=', story.id).execute();
    return Buffer.from(row.title);
  };
  expect((await cache.get('k', compute)).toString()).toBe('Prima della scrittura');
  expect((await cache.get('k', compute)).toString()).toBe('Dopo la scrittura');
  expect((await cache.get('k', compute)).toString()).toBe('Dopo la scrittura');
  expect(computed).toBe(2);
  // Two lookups across a write: the older one's answer is not kept under the newer version.
  const slow = cache.get('s', async () => {
    await t.database.db.updateTable('stories').set({ title: 'Terza' }).where('id', '=', story.id).execute();
    await cache.get('other', async () => Buffer.from('x'));
    return Buffer.from('vecchia');
  });
  expect((await slow).toString()).toBe('vecchia');
  expect((await cache.get('s', async () => Buffer.from('nuova'))).toString()).toBe('nuova');
});
