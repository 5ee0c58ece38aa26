import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StoryListResponse, StoryResponse } from '../../shared/schemas/story';
import { createChild, createTestApp, type TestApp } from '../../../tests/support/server/test-app';

// Saves arriving together are committed together (group commit): each one must still
// be answered as if it were alone.
let t: TestApp;
let child: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  child = await createChild(t.app, 'Gaia');
});
afterAll(async () => {
  await t.close();
});

const save = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: { cookie: child.cookie },
    payload: { content: 'Testo.', status: 'completed', mode: 'GHOST', ...body },
  });

test('forty saves at once are all created, each with its own answer', async () => {
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => save({ title: `Insieme ${i}` })));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(201));
  const titles = answers.map((a) => (a.json() as StoryResponse).story.title);
  expect(new Set(titles).size).toBe(40);
  const list = (await t.app.inject({ method: 'GET', url: '/api/stories?pageSize=50', headers: { cookie: child.cookie } })).json() as StoryListResponse;
  expect(list.total).toBe(40);
});

test('two saves of the same new story in one batch: one creates it, the other updates it, the rest are unharmed', async () => {
  const id = randomUUID();
  const [first, second, other] = await Promise.all([save({ id, title: 'Doppio clic' }), save({ id, title: 'Doppio clic' }), save({ title: 'Accanto' })]);
  expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
  expect(other.statusCode).toBe(201);
  const rows = await t.database.db
    .selectFrom('stories')
    .select(['id', 'title'])
    .where('author_id', '=', child.id)
    .where('title', 'in', ['Doppio clic', 'Accanto'])
    .execute();
  expect(rows.filter((r) => r.id === id)).toHaveLength(1);
  expect(rows.filter((r) => r.title === 'Accanto')).toHaveLength(1);
});

test('an invalid save next to valid ones fails alone, without a half write', async () => {
  const before = await t.database.db
    .selectFrom('stories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const [good, bad] = await Promise.all([save({ title: 'Buona' }), save({ title: '' })]);
  expect(good.statusCode).toBe(201);
  expect(bad.statusCode).toBe(400);
  const after = await t.database.db
    .selectFrom('stories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n) + 1);
});

test('the list total follows every save and delete at once', async () => {
  const total = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/stories?page=1&pageSize=5', headers: { cookie: child.cookie } })).json() as StoryListResponse).total;
  const start = await total();
  expect(await total()).toBe(start);
  const created = (await save({ title: 'Conta anche me' })).json() as StoryResponse;
  expect(await total()).toBe(start + 1);
  const removed = await t.app.inject({ method: 'DELETE', url: `/api/stories/${created.story.id}`, headers: { cookie: child.cookie } });
  expect(removed.statusCode).toBe(200);
  expect(await total()).toBe(start);
  // A row written behind the API's back (like the backup CLI would) is counted too.
  await t.database.db.deleteFrom('stories').where('author_id', '=', child.id).where('title', '=', 'Buona').execute();
  expect(await total()).toBe(start - 1);
});

test('batches of 1, 2 and 3 saves (each its own kept INSERT) store every field of every row where it belongs', async () => {
  for (const size of [1, 3, 2, 1, 3]) {
    const inputs = Array.from({ length: size }, (_, i) => ({
      title: `Campi ${size}-${i}`,
      content: `Testo ${size}-${i}.`,
      status: i % 2 ? 'suspended' : 'completed',
      mode: i % 2 ? 'CSS' : 'PROPP',
      language: i % 2 ? 'english' : 'italian',
      category: i === 0 ? null : `categoria ${i}`,
      answers: [`risposta ${size}-${i}`],
      modeState: { passo: i },
    }));
    const answers = await Promise.all(inputs.map((input) => save(input)));
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode, answer.body).toBe(201);
      const created = (answer.json() as StoryResponse).story;
      const read = await t.app.inject({ method: 'GET', url: `/api/stories/${created.id}`, headers: { cookie: child.cookie } });
      expect(read.json()).toEqual({ story: created });
      const input = inputs[i]!;
      expect(created).toMatchObject({ ...input, authorId: child.id, authorName: 'Gaia', isPublic: false, publishedAt: null, imageUrl: null });
    }
  }
});
