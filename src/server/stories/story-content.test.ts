import { afterAll, beforeAll, expect, test } from 'vitest';
import { CONTENT_CHECK_CODE, CONTENT_CHECK_TITLE } from '../../shared/content-check';
import { STORY_MODES } from '../../shared/story-modes';
import { apiErrorSchema } from '../../shared/schemas/api-error';
import { storyResponseSchema } from '../../shared/schemas/story';
import { createChild, createTestApp, type TestApp } from '../../../tests/support/server/test-app';

/** Spec 000 §5: the content check runs on the server for every story save and edit, in every mode. */

let t: TestApp;
let anna: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  anna = await createChild(t.app, 'Anna');
});
afterAll(async () => {
  await t.close();
});

const story = (overrides: Record<string, unknown> = {}) => ({
  title: 'Il drago gentile',
  content: "C'era una volta un drago gentile.",
  status: 'completed',
  mode: 'GHOST',
  ...overrides,
});
const countStories = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function expectRefused(res: { statusCode: number; body: string; json: () => unknown }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = apiErrorSchema.parse(res.json());
  expect(error.code).toBe(CONTENT_CHECK_CODE);
  expect(error.title).toBe(CONTENT_CHECK_TITLE);
  expect(error.message).toMatch(/^Il testo /);
  expect(Object.keys(error.fields ?? {})).toEqual([field]);
}

test('a story with code in its content is refused in every mode, by the public user and by a child, and nothing is written', async () => {
  const before = await countStories();
  for (const mode of STORY_MODES) {
    for (const cookie of [anna.cookie, undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stories',
        headers: cookie ? { cookie } : {},
        payload: story({ mode, content: 'Il mago disse: <script>alert(1)</script>' }),
      });
      expectRefused(res, 'content');
    }
  }
  expect(await countStories()).toBe(before);
});

test('title, answers and category are checked too, with the field named', async () => {
  expectRefused(
    await t.app.inject({ method: 'POST', url: '/api/stories', headers: { cookie: anna.cookie }, payload: story({ title: 'javascript:alert(1)' }) }),
    'title',
  );
  expectRefused(
    await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie: anna.cookie },
      payload: story({ answers: ['un drago', '<img src=x onerror=1>'] }),
    }),
    'answers',
  );
  expectRefused(
    await t.app.inject({ method: 'POST', url: '/api/stories', headers: { cookie: anna.cookie }, payload: story({ category: 'data:text/html,ciao' }) }),
    'category',
  );
});

test('an update by id or an edit in the viewer with code is refused and leaves the story as it was', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/stories', headers: { cookie: anna.cookie }, payload: story() });
  expect(created.statusCode, created.body).toBe(201);
  const { story: saved } = storyResponseSchema.parse(created.json());

  expectRefused(
    await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: { cookie: anna.cookie },
      payload: story({ id: saved.id, content: 'fine <body onload=x>' }),
    }),
    'content',
  );
  expectRefused(
    await t.app.inject({ method: 'PATCH', url: `/api/stories/${saved.id}`, headers: { cookie: anna.cookie }, payload: { title: '<iframe src=x>' } }),
    'title',
  );
  expectRefused(
    await t.app.inject({ method: 'PATCH', url: `/api/stories/${saved.id}`, headers: { cookie: anna.cookie }, payload: { content: 'jav&#x61;script:x' } }),
    'content',
  );

  const after = await t.app.inject({ method: 'GET', url: `/api/stories/${saved.id}`, headers: { cookie: anna.cookie } });
  const { story: unchanged } = storyResponseSchema.parse(after.json());
  expect(unchanged).toMatchObject({ title: saved.title, content: saved.content, updatedAt: saved.updatedAt });
});

test('ordinary Italian that looks a little like code is saved', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: { cookie: anna.cookie },
    payload: story({ title: 'La data: lunedì', content: '3 < 5 e il mago disse: on, off, on. Onload? Non so cosa sia.', answers: ['Il dato: ventidue mele'] }),
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(storyResponseSchema.parse(res.json()).story.title).toBe('La data: lunedì');
});
