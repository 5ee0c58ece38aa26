import { afterAll, beforeAll, expect, test } from 'vitest';
import { STORY_IMAGE_MESSAGES } from '../../shared/schemas/reading-story';
import { scienceStorySchema, type ScienceStory } from '../../shared/schemas/science-story';
import { storyFormData, TINY_GIF, TINY_PNG, TINY_WEBP } from '../media/test-images';
import { publishedStoryApi } from '../reading-stories/published-story-api.test-support';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../testing/test-app';

let t: TestApp;
let su: string;
let child: string;

beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  child = (await createChild(t.app, 'Scienziata')).cookie;
});
afterAll(async () => {
  await t.close();
});

const { create, createOk, imageCount } = publishedStoryApi({ url: '/api/science-stories', schema: scienceStorySchema, defaultContent: 'La natura è piena di magie.', context: () => ({ t, superuser: su }) });

test('every route declares who may call it: reads are open, writes are the superuser’s', () => {
  const mine = t.routes.filter((r) => r.url.startsWith('/api/science-stories'));
  expect(mine).toHaveLength(5);
  for (const r of mine) expect(r.access).toBe(r.method === 'GET' ? 'anonymous' : 'superuser');
});

test('the superuser publishes a science story (author superuser); everyone reads it', async () => {
  const story = await createOk('  Perché piove?  ', '  Le nuvole si riempiono di gocce.  ');
  expect(story).toMatchObject({ title: 'Perché piove?', content: 'Le nuvole si riempiono di gocce.', author: 'superuser', imageId: null });
  const asChild = await t.app.inject({ method: 'GET', url: `/api/science-stories/${story.id}`, headers: { cookie: child } });
  expect(asChild.json()).toEqual({ story });
  const anonymous = await t.app.inject({ method: 'GET', url: `/api/science-stories/${story.id}` });
  expect(anonymous.statusCode).toBe(200);
});

test('title and content are required and trimmed: \u2018Titolo e contenuto sono obbligatori\u2019', async () => {
  for (const payload of [{ title: '  ', content: 'x' }, { title: 'x', content: ' \n ' }, { content: 'x' }, { title: 'x' }, {}]) {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Titolo e contenuto sono obbligatori');
  }
});

test('there is no length limit on science stories', async () => {
  const story = await createOk('Lunghissima', 'scienza '.repeat(2000));
  expect(story.content.length).toBeGreaterThan(15000);
  const title = await createOk('t'.repeat(300));
  expect(title.title).toHaveLength(300);
});

test('the same title is allowed twice (only reading stories are unique)', async () => {
  await createOk('Il ciclo dell’acqua');
  await createOk('Il ciclo dell’acqua');
});

test('lists: by title for readers, newest first for the superuser', async () => {
  const b = await createOk('Bolle di sapone');
  const a = await createOk('arcobaleno');
  const byTitle = ((await t.app.inject({ method: 'GET', url: '/api/science-stories' })).json() as { stories: ScienceStory[] }).stories.map((s) => s.id);
  expect(byTitle.indexOf(a.id)).toBeLessThan(byTitle.indexOf(b.id));
  const newest = ((await t.app.inject({ method: 'GET', url: '/api/science-stories?sort=newest' })).json() as { stories: ScienceStory[] }).stories.map((s) => s.id);
  expect(newest[0]).toBe(a.id);
  expect(newest.indexOf(a.id)).toBeLessThan(newest.indexOf(b.id));
});

test('a child and the public user cannot create, edit or delete', async () => {
  const story = await createOk('Intoccabile');
  expect((await create({ title: 'Mia', content: 'x' }, child)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'POST', url: '/api/science-stories', payload: { title: 'Mia', content: 'x' } })).statusCode).toBe(401);
  for (const cookie of [child, undefined]) {
    const headers = cookie ? { cookie } : {};
    const put = await t.app.inject({ method: 'PUT', url: `/api/science-stories/${story.id}`, headers, payload: { title: 'x', content: 'y' } });
    expect(put.statusCode).toBe(cookie ? 403 : 401);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/science-stories/${story.id}`, headers });
    expect(del.statusCode).toBe(cookie ? 403 : 401);
  }
  expect((await t.app.inject({ method: 'POST', url: '/api/seed/science-stories', headers: { cookie: child } })).statusCode).toBe(403);
  const still = await t.app.inject({ method: 'GET', url: `/api/science-stories/${story.id}` });
  expect(still.json().story.title).toBe('Intoccabile');
});

test('create with an image, edit title, content and image, then delete', async () => {
  const created = await create(storyFormData({ title: 'Le farfalle', content: 'Le ali sono fatte di scaglie.' }, { data: TINY_GIF, name: 'farfalla.gif', type: 'image/gif' }));
  expect(created.statusCode, created.body).toBe(201);
  const story = (created.json() as { story: ScienceStory }).story;
  expect(story.imageUrl).toBe(`/api/images/${story.imageId}`);
  const first = await t.database.db.selectFrom('images').select('mime').where('id', '=', story.imageId ?? '').executeTakeFirstOrThrow();
  // Stored re-encoded: a GIF (a drawing) becomes a PNG.
  expect(first.mime).toBe('image/png');

  const edited = await t.app.inject({
    method: 'PUT',
    url: `/api/science-stories/${story.id}`,
    headers: { cookie: su },
    payload: storyFormData({ title: 'Le ali delle farfalle', content: 'Scaglie colorate, come tegole.' }, { data: TINY_WEBP, name: 'ali.webp', type: 'image/webp' }),
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const after = (edited.json() as { story: ScienceStory }).story;
  expect(after).toMatchObject({ title: 'Le ali delle farfalle', content: 'Scaglie colorate, come tegole.', author: 'superuser', createdAt: story.createdAt });
  expect(after.imageId).not.toBe(story.imageId);
  expect(await t.database.db.selectFrom('images').select('id').where('id', '=', story.imageId ?? '').executeTakeFirst()).toBeUndefined();

  const removed = await t.app.inject({ method: 'PUT', url: `/api/science-stories/${story.id}`, headers: { cookie: su }, payload: { title: 'Le ali delle farfalle', content: 'Senza foto', removeImage: true } });
  expect(removed.json().story.imageId).toBeNull();
  expect(await t.database.db.selectFrom('images').select('id').where('id', '=', after.imageId ?? '').executeTakeFirst()).toBeUndefined();

  const withImage = await create(storyFormData({ title: 'Da eliminare', content: 'x' }, { data: TINY_PNG, name: 'x.png', type: 'image/png' }));
  const doomed = (withImage.json() as { story: ScienceStory }).story;
  const before = await imageCount();
  const del = await t.app.inject({ method: 'DELETE', url: `/api/science-stories/${doomed.id}`, headers: { cookie: su } });
  expect(del.statusCode).toBe(200);
  expect(await imageCount()).toBe(before - 1);
  expect((await t.app.inject({ method: 'GET', url: `/api/science-stories/${doomed.id}` })).json().error.message).toBe('Storia non trovata');
});

test('a file that is not an image is refused, whatever its name', async () => {
  const before = await imageCount();
  const res = await create(storyFormData({ title: 'Finta', content: 'x' }, { data: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'x.png', type: 'image/png' }));
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toBe(STORY_IMAGE_MESSAGES.notAnImage);
  expect(await imageCount()).toBe(before);
  const list = (await t.app.inject({ method: 'GET', url: '/api/science-stories' })).json() as { stories: ScienceStory[] };
  expect(list.stories.some((s) => s.title === 'Finta')).toBe(false);
});

test('a 6 MB image is refused by the server too, with the Italian message, and nothing is stored', async () => {
  const before = await imageCount();
  const big = Buffer.concat([TINY_PNG, Buffer.alloc(6 * 1024 * 1024)]);
  const res = await create(storyFormData({ title: 'Troppo grande', content: 'x' }, { data: big, name: 'grande.png', type: 'image/png' }));
  expect(res.statusCode).toBe(413);
  expect(res.json().error.message).toBe(STORY_IMAGE_MESSAGES.tooLarge);
  expect(await imageCount()).toBe(before);
});

test('an empty file input means no image', async () => {
  const res = await create(storyFormData({ title: 'Senza file', content: 'x' }, { data: Buffer.alloc(0), name: '', type: 'application/octet-stream' }));
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().story.imageId).toBeNull();
});

test('missing ids are 404', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/science-stories/nulla' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'PUT', url: '/api/science-stories/nulla', headers: { cookie: su }, payload: { title: 'a', content: 'b' } })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'DELETE', url: '/api/science-stories/nulla', headers: { cookie: su } })).statusCode).toBe(404);
});
