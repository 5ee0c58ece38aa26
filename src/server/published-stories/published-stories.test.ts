import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { READING_STORY_MESSAGES, readingStorySchema, STORY_IMAGE_MAX_BYTES, STORY_IMAGE_MESSAGES, type ReadingStory } from '../../shared/schemas/reading-story';
import { scienceStorySchema, type ScienceStory } from '../../shared/schemas/science-story';
import { storyFormData, TINY_GIF, TINY_JPEG, TINY_PNG, TINY_WEBP } from '../../../tests/support/server/test-images';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { publishedStoryApi } from '../../../tests/support/server/published-story-api';

let t: TestApp;
let su: string;
let child: string;

beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  child = (await createChild(t.app, 'Lettrice')).cookie;
});
afterAll(async () => {
  await t.close();
});

const context = () => ({ t, superuser: su });
const reading = publishedStoryApi({ url: '/api/reading-stories', schema: readingStorySchema, defaultContent: 'C’era una volta...', context });
const science = publishedStoryApi({ url: '/api/science-stories', schema: scienceStorySchema, defaultContent: 'La natura è piena di magie.', context });

/** What both kinds do alike: the same five routes, access rules, lists, 404s and image checks. */
describe.each([
  { kind: 'reading', url: '/api/reading-stories', api: reading, author: null },
  { kind: 'science', url: '/api/science-stories', api: science, author: 'superuser' },
] as const)('$kind stories ($url)', ({ kind, url, api, author }) => {
  const { create, createOk, imageCount } = api;
  const list = async (query = ''): Promise<ReadingStory[]> =>
    ((await t.app.inject({ method: 'GET', url: `${url}${query}` })).json() as { stories: ReadingStory[] }).stories;

  test('every route declares who may call it: reads are open, writes are the superuser’s', () => {
    const mine = t.routes.filter((r) => r.url.startsWith(url));
    expect(mine).toEqual(
      expect.arrayContaining([
        { method: 'GET', url, access: 'anonymous' },
        { method: 'GET', url: `${url}/:id`, access: 'anonymous' },
        { method: 'POST', url, access: 'superuser' },
        { method: 'PUT', url: `${url}/:id`, access: 'superuser' },
        { method: 'DELETE', url: `${url}/:id`, access: 'superuser' },
      ]),
    );
    expect(mine).toHaveLength(5);
  });

  test('the superuser publishes a story (trimmed); a child and the public user read it', async () => {
    const story = await createOk('  Il drago gentile  ', '  Un drago che non sputava fuoco.  ');
    expect(story).toMatchObject({ title: 'Il drago gentile', content: 'Un drago che non sputava fuoco.', author, imageId: null, imageUrl: null });
    expect(story.createdAt).toBe(story.updatedAt);

    const asChild = await t.app.inject({ method: 'GET', url: `${url}/${story.id}`, headers: { cookie: child } });
    expect(asChild.statusCode).toBe(200);
    expect(asChild.json()).toEqual({ story });

    const anonymous = await t.app.inject({ method: 'GET', url: `${url}/${story.id}` });
    expect(anonymous.statusCode).toBe(200);
    expect((await list()).map((s) => s.id)).toContain(story.id);
  });

  test('readers get the list by title, the superuser’s lists newest first', async () => {
    const zebra = await createOk('Zebra a pois');
    const ape = await createOk('ape curiosa');
    const titles = (await list()).map((s) => s.title);
    expect(titles.indexOf('ape curiosa')).toBeLessThan(titles.indexOf('Zebra a pois'));
    expect([...titles].sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' }))).toEqual(titles);

    const ids = (await list('?sort=newest')).map((s) => s.id);
    expect(ids[0]).toBe(ape.id);
    expect(ids.indexOf(ape.id)).toBeLessThan(ids.indexOf(zebra.id));

    const bad = await t.app.inject({ method: 'GET', url: `${url}?sort=random` });
    expect(bad.statusCode).toBe(400);
  });

  test('a child (403) and the public user (401) cannot create, change or delete', async () => {
    const story = await createOk('Solo per leggere');
    expect((await create({ title: 'Storia del bimbo', content: 'Testo' }, child)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, payload: { title: 'Anonima', content: 'x' } })).statusCode).toBe(401);
    const upload = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: child },
      payload: storyFormData({ title: 'Con foto', content: 'x' }, { data: TINY_PNG, name: 'a.png', type: 'image/png' }),
    });
    expect(upload.statusCode).toBe(403);
    for (const cookie of [child, undefined]) {
      const headers = cookie ? { cookie } : {};
      const put = await t.app.inject({ method: 'PUT', url: `${url}/${story.id}`, headers, payload: { title: 'Cambiata', content: 'x' } });
      expect(put.statusCode).toBe(cookie ? 403 : 401);
      const del = await t.app.inject({ method: 'DELETE', url: `${url}/${story.id}`, headers });
      expect(del.statusCode).toBe(cookie ? 403 : 401);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/seed/${kind}-stories` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/seed/${kind}-stories`, headers: { cookie: child } })).statusCode).toBe(403);
    const still = await t.app.inject({ method: 'GET', url: `${url}/${story.id}` });
    expect((still.json() as { story: ReadingStory }).story.title).toBe('Solo per leggere');
  });

  test('a missing story is 404 \u2018Storia non trovata\u2019 for read, edit and delete', async () => {
    const get = await t.app.inject({ method: 'GET', url: `${url}/non-esiste` });
    expect(get.statusCode).toBe(404);
    expect(get.json().error).toEqual({ code: 'not_found', message: 'Storia non trovata' });
    const put = await t.app.inject({ method: 'PUT', url: `${url}/non-esiste`, headers: { cookie: su }, payload: { title: 'a', content: 'b' } });
    expect(put.statusCode).toBe(404);
    expect(put.json().error.message).toBe('Storia non trovata');
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/non-esiste`, headers: { cookie: su } })).statusCode).toBe(404);
  });

  test('deleting removes the story and its image', async () => {
    const res = await create(storyFormData({ title: 'Da cancellare', content: 'Ciao' }, { data: TINY_PNG, name: 'x.png', type: 'image/png' }));
    expect(res.statusCode, res.body).toBe(201);
    const story = (res.json() as { story: ReadingStory }).story;
    const before = await imageCount();
    const del = await t.app.inject({ method: 'DELETE', url: `${url}/${story.id}`, headers: { cookie: su } });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true });
    expect(await imageCount()).toBe(before - 1);
    expect((await t.app.inject({ method: 'GET', url: `${url}/${story.id}` })).statusCode).toBe(404);
  });

  test.each([
    { what: 'a text file named x.png', data: Buffer.from('non sono una foto') },
    { what: 'an SVG named x.png', data: Buffer.from('<svg onload="alert(1)"></svg>') },
  ])('$what is refused, and nothing is saved', async ({ data }) => {
    const before = await imageCount();
    const res = await create(storyFormData({ title: 'Finta immagine', content: 'x' }, { data, name: 'x.png', type: 'image/png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_image', message: STORY_IMAGE_MESSAGES.notAnImage });
    expect(await imageCount()).toBe(before);
    expect((await list()).some((s) => s.title === 'Finta immagine')).toBe(false);
  });

  test('an empty file input means no image', async () => {
    const res = await create(storyFormData({ title: 'Senza file', content: 'x' }, { data: Buffer.alloc(0), name: '', type: 'application/octet-stream' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().story.imageId).toBeNull();
  });

  test('an image over 5 MB is refused with 413 and a clear message', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(STORY_IMAGE_MAX_BYTES)]);
    const before = await imageCount();
    const res = await create(storyFormData({ title: 'Immagine enorme', content: 'x' }, { data: big, name: 'big.png', type: 'image/png' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'image_too_large', message: "L'immagine è troppo grande: può pesare al massimo 5 MB" });
    expect(await imageCount()).toBe(before);
  });
});

describe('reading stories only (spec 000 §5: limits, unique titles, author)', () => {
  const { create, createOk, imageCount } = reading;

  test('title and content are required, with the spec’s messages', async () => {
    const noTitle = await create({ title: '   ', content: 'Qualcosa' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error).toMatchObject({ code: 'invalid_input', message: 'Il titolo è obbligatorio', fields: { title: 'Il titolo è obbligatorio' } });

    const missingTitle = await create({ content: 'Qualcosa' });
    expect(missingTitle.json().error.message).toBe('Il titolo è obbligatorio');

    const noContent = await create({ title: 'Senza testo', content: '  \n ' });
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().error).toMatchObject({ message: 'Il contenuto è obbligatorio', fields: { content: 'Il contenuto è obbligatorio' } });

    expect((await create({ title: 'Senza testo' })).json().error.message).toBe('Il contenuto è obbligatorio');
    expect((await create({ title: 42, content: 'x' })).statusCode).toBe(400);
  });

  test('content up to 2000 characters is accepted, 2001 refused', async () => {
    const ok = await create({ title: 'Lunga esatta', content: 'a'.repeat(2000) });
    expect(ok.statusCode).toBe(201);
    const tooLong = await create({ title: 'Troppo lunga', content: 'a'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({
      message: 'Il contenuto non può superare i 2000 caratteri',
      fields: { content: READING_STORY_MESSAGES.contentTooLong },
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/reading-stories' })).json() as { stories: ReadingStory[] };
    expect(list.stories.some((s) => s.title === 'Troppo lunga')).toBe(false);
  });

  test('a title longer than 100 characters is refused', async () => {
    expect((await create({ title: 't'.repeat(100), content: 'ok' })).statusCode).toBe(201);
    const res = await create({ title: 'u'.repeat(101), content: 'ok' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(READING_STORY_MESSAGES.titleTooLong);
  });

  test('titles are unique case-insensitively, on create and on edit', async () => {
    const first = await createOk('Il Gatto Con Gli Stivali');
    const dup = await create({ title: '  il gatto con gli stivali ', content: 'Un altro' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({ code: 'duplicate_title', message: 'Esiste già una storia con questo titolo' });

    const other = await createOk('Un gatto diverso');
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/reading-stories/${other.id}`,
      headers: { cookie: su },
      payload: { title: 'IL GATTO CON GLI STIVALI', content: 'x' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('Esiste già una storia con questo titolo');

    const sameStory = await t.app.inject({
      method: 'PUT',
      url: `/api/reading-stories/${first.id}`,
      headers: { cookie: su },
      payload: { title: 'Il gatto con gli stivali', content: 'Nuovo testo' },
    });
    expect(sameStory.statusCode).toBe(200);
    expect(sameStory.json().story.title).toBe('Il gatto con gli stivali');
  });

  test('the database itself refuses a second story with the same title key', async () => {
    const story = await createOk('Chiave unica');
    const at = new Date().toISOString();
    await expect(
      t.database.db
        .insertInto('reading_stories')
        .values({
          id: 'other-id',
          title: 'CHIAVE UNICA',
          title_key: 'chiave unica',
          content: 'x',
          author: null,
          image_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute(),
    ).rejects.toThrow();
    expect(story.title).toBe('Chiave unica');
  });

  test('editing changes title, content and author and moves the update date', async () => {
    const story = await createOk('Da modificare', 'Prima');
    await new Promise((r) => setTimeout(r, 5));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/reading-stories/${story.id}`,
      headers: { cookie: su },
      payload: { title: 'Modificata', content: 'Dopo', author: 'Maestra Lucia' },
    });
    expect(res.statusCode).toBe(200);
    const updated = (res.json() as { story: ReadingStory }).story;
    expect(updated).toMatchObject({ id: story.id, title: 'Modificata', content: 'Dopo', author: 'Maestra Lucia', createdAt: story.createdAt });
    expect(updated.updatedAt > story.updatedAt).toBe(true);
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/reading-stories/${story.id}`,
      headers: { cookie: su },
      payload: { title: 'Modificata', content: '' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Il contenuto è obbligatorio');
  });

  test('an image is stored re-encoded (only pixels), then replaced and removed on edit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reading-stories',
      headers: { cookie: su },
      payload: storyFormData(
        { title: 'Con immagine', content: 'Guarda il disegno', author: 'Anna' },
        { data: TINY_PNG, name: 'disegno.bin', type: 'application/octet-stream' },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const story = (res.json() as { story: ReadingStory }).story;
    expect(story.author).toBe('Anna');
    expect(story.imageUrl).toBe(`/api/images/${story.imageId}`);
    const stored = await t.database.db
      .selectFrom('images')
      .selectAll()
      .where('id', '=', story.imageId ?? '')
      .executeTakeFirstOrThrow();
    // A transparent PNG stays a PNG of the same pixels, encoded again by the server.
    expect(stored.mime).toBe('image/png');
    expect(await sharp(Buffer.from(stored.data)).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(stored.size).toBe(Buffer.from(stored.data).length);
    // Anyone may see it (no cookie), served with the type its bytes say.
    const served = await t.app.inject({ method: 'GET', url: story.imageUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(Buffer.from(stored.data))).toBe(true);

    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/reading-stories/${story.id}`,
      headers: { cookie: su },
      payload: storyFormData({ title: 'Con immagine', content: 'Nuovo disegno' }, { data: TINY_JPEG, name: 'foto.png', type: 'image/png' }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = (replaced.json() as { story: ReadingStory }).story;
    expect(second.imageId).not.toBe(story.imageId);
    expect(
      (
        await t.database.db
          .selectFrom('images')
          .select('mime')
          .where('id', '=', second.imageId ?? '')
          .executeTakeFirstOrThrow()
      ).mime,
    ).toBe('image/jpeg');
    expect(
      await t.database.db
        .selectFrom('images')
        .select('id')
        .where('id', '=', story.imageId ?? '')
        .executeTakeFirst(),
    ).toBeUndefined();

    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/reading-stories/${story.id}`,
      headers: { cookie: su },
      payload: { title: 'Con immagine', content: 'Solo testo cambiato' },
    });
    expect(kept.json().story.imageId).toBe(second.imageId);

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/reading-stories/${story.id}`,
      headers: { cookie: su },
      payload: storyFormData({ title: 'Con immagine', content: 'Senza disegno', removeImage: 'true' }),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().story).toMatchObject({ imageId: null, imageUrl: null });
    expect(
      await t.database.db
        .selectFrom('images')
        .select('id')
        .where('id', '=', second.imageId ?? '')
        .executeTakeFirst(),
    ).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${second.imageId}` })).statusCode).toBe(404);
  });

  test('a duplicate title with an image leaves no stray image behind', async () => {
    await createOk('Doppione con foto');
    const before = await imageCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reading-stories',
      headers: { cookie: su },
      payload: storyFormData({ title: 'DOPPIONE con foto', content: 'x' }, { data: TINY_PNG, name: 'a.png', type: 'image/png' }),
    });
    expect(res.statusCode).toBe(409);
    expect(await imageCount()).toBe(before);
  });

  test('multipart validation errors use the same messages as JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reading-stories',
      headers: { cookie: su },
      payload: storyFormData({ title: '', content: 'x' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Il titolo è obbligatorio');
    const two = storyFormData({ title: 'Due file', content: 'x' }, { data: TINY_PNG, name: 'a.png', type: 'image/png' });
    two.append('image', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'b.png');
    const many = await t.app.inject({ method: 'POST', url: '/api/reading-stories', headers: { cookie: su }, payload: two });
    expect(many.statusCode).toBe(413);
  });
});

describe('science stories only (spec 000 §5: one message, no limits, author superuser)', () => {
  const { create, createOk } = science;

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

  test('create with an image, edit title, content and image, then delete', async () => {
    const created = await create(
      storyFormData({ title: 'Le farfalle', content: 'Le ali sono fatte di scaglie.' }, { data: TINY_GIF, name: 'farfalla.gif', type: 'image/gif' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const story = (created.json() as { story: ScienceStory }).story;
    expect(story.imageUrl).toBe(`/api/images/${story.imageId}`);
    const first = await t.database.db
      .selectFrom('images')
      .select('mime')
      .where('id', '=', story.imageId ?? '')
      .executeTakeFirstOrThrow();
    // Stored re-encoded: a GIF (a drawing) becomes a PNG.
    expect(first.mime).toBe('image/png');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/science-stories/${story.id}`,
      headers: { cookie: su },
      payload: storyFormData(
        { title: 'Le ali delle farfalle', content: 'Scaglie colorate, come tegole.', author: 'Qualcun altro' },
        { data: TINY_WEBP, name: 'ali.webp', type: 'image/webp' },
      ),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (edited.json() as { story: ScienceStory }).story;
    expect(after).toMatchObject({ title: 'Le ali delle farfalle', content: 'Scaglie colorate, come tegole.', author: 'superuser', createdAt: story.createdAt });
    expect(after.imageId).not.toBe(story.imageId);
    expect(
      await t.database.db
        .selectFrom('images')
        .select('id')
        .where('id', '=', story.imageId ?? '')
        .executeTakeFirst(),
    ).toBeUndefined();

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/science-stories/${story.id}`,
      headers: { cookie: su },
      payload: { title: 'Le ali delle farfalle', content: 'Senza foto', removeImage: true },
    });
    expect(removed.json().story.imageId).toBeNull();
    expect(
      await t.database.db
        .selectFrom('images')
        .select('id')
        .where('id', '=', after.imageId ?? '')
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});
