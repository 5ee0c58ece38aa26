import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StoryDto } from '../../shared/schemas/story';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
let anna: { id: string; cookie: string };
let bruno: { id: string; cookie: string };
let superuser: string;

/** The eight bytes every PNG starts with, then a little body. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('corpo-di-prova')]);

beforeAll(async () => {
  t = await createTestApp();
  anna = await createChild(t.app, 'Anna');
  bruno = await createChild(t.app, 'Bruno');
  superuser = await loginSuperuserCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

async function storeImage(mime = 'image/png', data = PNG): Promise<string> {
  const id = randomUUID();
  await t.database.db.insertInto('images').values({ id, mime, data, size: data.length, created_at: new Date().toISOString() }).execute();
  return id;
}

async function storyWithImage(cookie: string): Promise<{ story: StoryDto; imageId: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: { cookie },
    payload: { title: 'Con disegno', content: 'Un drago.', status: 'completed', mode: 'GHOST' },
  });
  const story: StoryDto = res.json().story;
  const imageId = await storeImage();
  await t.database.db.updateTable('stories').set({ image_id: imageId }).where('id', '=', story.id).execute();
  return { story, imageId };
}

const getImage = (id: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/images/${id}`, headers: cookie ? { cookie } : {} });

test("a story's image follows the story: author and superuser, others only once published", async () => {
  const { story, imageId } = await storyWithImage(anna.cookie);
  const dto = (await t.app.inject({ method: 'GET', url: `/api/stories/${story.id}`, headers: { cookie: anna.cookie } })).json().story;
  expect(dto.imageUrl).toBe(`/api/images/${imageId}`);
  const listed = (await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie: anna.cookie } })).json().stories;
  expect(listed.find((s: { id: string }) => s.id === story.id).hasImage).toBe(true);

  const own = await getImage(imageId, anna.cookie);
  expect(own.statusCode).toBe(200);
  expect(own.headers['content-type']).toBe('image/png');
  expect(own.rawPayload.equals(PNG)).toBe(true);
  // A private story's picture is not kept in the browser's cache (a shared classroom PC).
  expect(own.headers['cache-control']).toBe('no-store');
  expect((await getImage(imageId, superuser)).statusCode).toBe(200);
  for (const cookie of [bruno.cookie, undefined]) {
    const res = await getImage(imageId, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Immagine non disponibile' } });
  }

  await t.app.inject({ method: 'POST', url: `/api/stories/${story.id}/publish`, headers: { cookie: superuser } });
  const published = await getImage(imageId);
  expect(published.statusCode).toBe(200);
  expect(published.headers['cache-control']).toBe('private, max-age=3600');
  expect((await getImage(imageId, bruno.cookie)).statusCode).toBe(200);
});

test('reading and science story images are for everyone', async () => {
  const readingImage = await storeImage('image/jpeg');
  const scienceImage = await storeImage('image/webp');
  const at = new Date().toISOString();
  await t.database.db
    .insertInto('reading_stories')
    .values({
      id: randomUUID(),
      title: 'Lettura',
      title_key: `lettura-${randomUUID()}`,
      content: 'Testo',
      author: null,
      image_id: readingImage,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await t.database.db
    .insertInto('science_stories')
    .values({ id: randomUUID(), title: 'Scienza', content: 'Testo', author: 'superuser', image_id: scienceImage, created_at: at, updated_at: at })
    .execute();
  const reading = await getImage(readingImage);
  expect(reading.statusCode).toBe(200);
  expect(reading.headers['content-type']).toBe('image/jpeg');
  expect(reading.headers['cache-control']).toBe('private, max-age=3600');
  expect((await getImage(scienceImage, bruno.cookie)).headers['content-type']).toBe('image/webp');
});

test('an image linked to nothing, or an unknown id, is not found', async () => {
  const loose = await storeImage();
  expect((await getImage(loose, superuser)).statusCode).toBe(404);
  expect((await getImage(randomUUID(), superuser)).statusCode).toBe(404);
  const tooLong = await getImage('x'.repeat(300));
  expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
  expect(tooLong.statusCode).toBeLessThan(500);
});

test('a stored type a browser would run is sent as a download', async () => {
  const { story, imageId } = await storyWithImage(anna.cookie);
  await t.database.db.updateTable('images').set({ mime: 'image/svg+xml' }).where('id', '=', imageId).execute();
  const res = await getImage(imageId, anna.cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/octet-stream');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(story.id).toBeTruthy();
});
