import { afterAll, beforeAll, expect, test } from 'vitest';
import { storyDeleteResponseSchema, storyListResponseSchema, storyResponseSchema } from '../../shared/schemas/story';
import { createChild, createTestApp, type TestApp } from '../../../tests/support/server/test-app';

/**
 * The shared response schemas are what the client tests' network handlers (MSW) answer with:
 * the real server's answers must parse with them, strictly, so the two cannot drift apart.
 */

let t: TestApp;
let anna: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  anna = await createChild(t.app, 'Anna');
});
afterAll(async () => {
  await t.close();
});

test('save, read, list and delete answer exactly the shared story response schemas', async () => {
  const headers = { cookie: anna.cookie };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers,
    payload: { title: 'Il drago', content: 'C’era una volta.', status: 'completed', mode: 'PROPP', answers: ['uno'], modeState: { cluster: 2 } },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { story } = storyResponseSchema.strict().parse(created.json());
  expect(storyResponseSchema.shape.story.strict().parse(story)).toEqual(story);

  const read = await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}`, headers });
  expect(storyResponseSchema.shape.story.strict().parse(read.json().story)).toEqual(story);

  const listed = await t.app.inject({ method: 'GET', url: '/api/stories?mode=PROPP', headers });
  const list = storyListResponseSchema.strict().parse(listed.json());
  expect(list.stories.map((s) => storyListResponseSchema.shape.stories.element.strict().parse(s).id)).toEqual([story.id]);

  const deleted = await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers });
  expect(storyDeleteResponseSchema.strict().parse(deleted.json())).toEqual({ ok: true });
});

test('a save’s answer, written by its response schema, carries every field as saved, whatever the mode keeps', async () => {
  const headers = { cookie: anna.cookie };
  const modeState = { tale: { phases: [1, 'due', null, { tre: true }] }, note: 'virgolette " e \\ barre', empty: {}, n: 2.5 };
  const input = {
    title: 'Stato',
    content: 'Testo "con" virgolette\ne a capo.',
    status: 'suspended',
    mode: 'AIROTS',
    answers: ['a', 'b "c"'],
    category: 'fiaba',
    modeState,
  };
  const created = await t.app.inject({ method: 'POST', url: '/api/stories', headers, payload: input });
  expect(created.statusCode, created.body).toBe(201);
  const { story } = storyResponseSchema.strict().parse(created.json());
  expect(story).toMatchObject({ ...input, imageUrl: null, publishedAt: null, isPublic: false });
  const read = await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}`, headers });
  expect(read.json().story).toEqual(story);
  // Updated (200): same shape; modeState cleared with null.
  const updated = await t.app.inject({ method: 'POST', url: '/api/stories', headers, payload: { ...input, id: story.id, modeState: null, category: '' } });
  expect(updated.statusCode, updated.body).toBe(200);
  expect(storyResponseSchema.strict().parse(updated.json()).story).toMatchObject({ id: story.id, modeState: null, category: null });
});

test('the list answer, written by the serializer generated from the zod schema, is the zod-parsed value byte for byte', async () => {
  const headers = { cookie: anna.cookie };
  for (const [title, status] of [
    ['Uno "virgolette"', 'completed'],
    ['Due', 'suspended'],
  ]) {
    const saved = await t.app.inject({ method: 'POST', url: '/api/stories', headers, payload: { title, content: 'Testo', status, mode: 'GHOST' } });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  const listed = await t.app.inject({ method: 'GET', url: '/api/stories?mode=GHOST', headers });
  expect(listed.statusCode, listed.body).toBe(200);
  const parsed = storyListResponseSchema.parse(JSON.parse(listed.body));
  expect(JSON.parse(listed.body)).toEqual(parsed);
  expect(listed.body).toBe(JSON.stringify(parsed));
  expect(parsed.stories.map((s) => s.title)).toEqual(expect.arrayContaining(['Uno "virgolette"', 'Due']));
});
