import { afterAll, beforeAll, expect, test } from 'vitest';
import { READING_STORY_CONTENT_MAX, READING_STORY_TITLE_MAX } from '../../shared/constants';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { EXAMPLE_READING_STORIES, EXAMPLE_SCIENCE_STORIES } from './example-stories';

let t: TestApp;
let su: string;
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

test('the example reading stories respect the reading story rules', () => {
  expect(EXAMPLE_READING_STORIES.length).toBeGreaterThanOrEqual(3);
  for (const s of EXAMPLE_READING_STORIES) {
    expect(s.content.length).toBeLessThanOrEqual(READING_STORY_CONTENT_MAX);
    expect(s.title.length).toBeLessThanOrEqual(READING_STORY_TITLE_MAX);
  }
  expect(EXAMPLE_SCIENCE_STORIES.length).toBeGreaterThanOrEqual(3);
});

test('a new installation starts empty: examples are offered, never forced', async () => {
  for (const url of ['/api/reading-stories', '/api/science-stories']) {
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({ stories: [] });
  }
});

test('only the superuser adds the examples; twice adds nothing new; they can be deleted', async () => {
  const child = await createChild(t.app, 'Curioso');
  expect((await t.app.inject({ method: 'POST', url: '/api/seed/reading-stories', headers: { cookie: child.cookie } })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'POST', url: '/api/seed/science-stories' })).statusCode).toBe(401);

  const first = await t.app.inject({ method: 'POST', url: '/api/seed/reading-stories', headers: { cookie: su } });
  expect(first.json()).toEqual({ added: EXAMPLE_READING_STORIES.length });
  expect((await t.app.inject({ method: 'POST', url: '/api/seed/reading-stories', headers: { cookie: su } })).json()).toEqual({ added: 0 });
  const science = await t.app.inject({ method: 'POST', url: '/api/seed/science-stories', headers: { cookie: su } });
  expect(science.json()).toEqual({ added: EXAMPLE_SCIENCE_STORIES.length });

  const newest = (await t.app.inject({ method: 'GET', url: '/api/reading-stories?sort=newest' })).json() as { stories: { id: string; title: string }[] };
  expect(newest.stories.map((s) => s.title)).toEqual(EXAMPLE_READING_STORIES.map((s) => s.title));

  const first_ = newest.stories[0];
  if (!first_) throw new Error('no example');
  expect((await t.app.inject({ method: 'DELETE', url: `/api/reading-stories/${first_.id}`, headers: { cookie: su } })).statusCode).toBe(200);
  // Pressing the button again brings back only the one that was removed.
  expect((await t.app.inject({ method: 'POST', url: '/api/seed/reading-stories', headers: { cookie: su } })).json()).toEqual({ added: 1 });
});
