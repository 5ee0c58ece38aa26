import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, type TestApp } from '../../../tests/support/server/test-app';

// A story saved offline is sent later with the id the device gave it (its idempotency
// key). However many times it arrives, and even all at once, it is one story.

let t: TestApp;
let anna: { id: string; cookie: string };
let bruno: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  anna = await createChild(t.app, 'Anna');
  bruno = await createChild(t.app, 'Bruno');
});
afterAll(async () => {
  await t.close();
});

const payload = (id: string) => ({ id, title: 'Il drago di carta', content: 'Un drago di carta volava tra le pagine.', status: 'completed', mode: 'GHOST' });
const send = (id: string, cookie: string) => t.app.inject({ method: 'POST', url: '/api/stories', payload: payload(id), headers: { cookie } });
const countWithId = async (id: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

test('the same queued save sent again (a lost answer) is still one story', async () => {
  const id = randomUUID();
  const first = await send(id, anna.cookie);
  expect(first.statusCode, first.body).toBe(201);
  const again = await send(id, anna.cookie);
  expect(again.statusCode, again.body).toBe(200);
  expect(again.json().story).toMatchObject({ id, authorId: anna.id, title: 'Il drago di carta' });
  expect(await countWithId(id)).toBe(1);
});

test('the same save sent five times at once (two tabs, a retry) creates it once', async () => {
  const id = randomUUID();
  const answers = await Promise.all(Array.from({ length: 5 }, () => send(id, anna.cookie)));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
  expect(await countWithId(id)).toBe(1);
  const mine = await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie: anna.cookie } });
  expect((mine.json().stories as { id: string }[]).filter((s) => s.id === id)).toHaveLength(1);
});

test("another child's device cannot take over a story by sending its id", async () => {
  const id = randomUUID();
  expect((await send(id, anna.cookie)).statusCode).toBe(201);
  const res = await send(id, bruno.cookie);
  expect(res.statusCode).toBe(404);
  expect(res.json().error.message).toBe('Storia non trovata');
  const kept = await t.database.db.selectFrom('stories').select(['author_id']).where('id', '=', id).executeTakeFirstOrThrow();
  expect(kept.author_id).toBe(anna.id);
});
