import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StoryDto, StoryListResponse } from '../../shared/schemas/story';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
let anna: { id: string; cookie: string };
let bruno: { id: string; cookie: string };
let superuser: string;

beforeAll(async () => {
  t = await createTestApp();
  anna = await createChild(t.app, 'Anna');
  bruno = await createChild(t.app, 'Bruno');
  superuser = await loginSuperuserCookie(t.app);
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

async function save(payload: object, cookie?: string) {
  return t.app.inject({ method: 'POST', url: '/api/stories', payload, headers: cookie ? { cookie } : {} });
}

async function saved(payload: object, cookie?: string): Promise<StoryDto> {
  const res = await save(payload, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().story;
}

async function get(id: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url: `/api/stories/${id}`, headers: cookie ? { cookie } : {} });
}

async function list(cookie: string, query = ''): Promise<StoryListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/stories${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const countStories = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const tick = () => new Promise((r) => setTimeout(r, 5));

test('a logged-in child creates a story as its author, never public', async () => {
  const res = await save(story({ answers: ['Un drago', 'Nel bosco'], category: 'fantasy', modeState: { step: 6 }, language: 'english' }), anna.cookie);
  expect(res.statusCode).toBe(201);
  const s: StoryDto = res.json().story;
  expect(s).toMatchObject({
    title: 'Il drago gentile',
    content: "C'era una volta un drago gentile.",
    status: 'completed',
    mode: 'GHOST',
    language: 'english',
    category: 'fantasy',
    answers: ['Un drago', 'Nel bosco'],
    modeState: { step: 6 },
    authorId: anna.id,
    authorName: 'Anna',
    isPublic: false,
    publishedAt: null,
    imageUrl: null,
  });
  expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(s.createdAt).toBe(s.updatedAt);
  expect((await get(s.id, anna.cookie)).json().story).toEqual(s);
});

test('language defaults to italian and the title is trimmed', async () => {
  const s = await saved({ title: '  Titolo con spazi  ', content: 'Testo', status: 'completed', mode: 'CSS' }, anna.cookie);
  expect(s.title).toBe('Titolo con spazi');
  expect(s.language).toBe('italian');
  expect(s.answers).toEqual([]);
  expect(s.modeState).toBeNull();
  expect(s.category).toBeNull();
});

test('saving with the id updates the same story: 200, same author and creation date', async () => {
  const first = await saved(story({ status: 'suspended', content: '', modeState: { cluster: 3 } }), anna.cookie);
  await tick();
  const res = await save(story({ id: first.id, title: 'Il drago finito', content: 'Tutta la storia.', status: 'completed' }), anna.cookie);
  expect(res.statusCode).toBe(200);
  const s: StoryDto = res.json().story;
  expect(s).toMatchObject({
    id: first.id,
    title: 'Il drago finito',
    content: 'Tutta la storia.',
    status: 'completed',
    authorId: anna.id,
    createdAt: first.createdAt,
  });
  // Left out on the update: the mode state stays.
  expect(s.modeState).toEqual({ cluster: 3 });
  expect(s.updatedAt > first.updatedAt).toBe(true);
  expect(
    Number(
      (
        await t.database.db
          .selectFrom('stories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', '=', first.id)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  ).toBe(1);
});

test('a new id chosen by the client creates the story with that id', async () => {
  const id = randomUUID();
  const res = await save(story({ id }), anna.cookie);
  expect(res.statusCode).toBe(201);
  expect(res.json().story.id).toBe(id);
});

test('a title is required with the spec message and toast title', async () => {
  for (const title of [undefined, '', '    ']) {
    const before = await countStories();
    const res = await save(story({ title }), anna.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_input',
      message: 'Inserisci un titolo per salvare la storia',
      title: 'Titolo richiesto',
      fields: { title: 'Inserisci un titolo per salvare la storia' },
    });
    expect(await countStories()).toBe(before);
  }
});

test('a completed story needs content; a suspended one may be empty', async () => {
  const res = await save(story({ content: '  \n ' }), anna.cookie);
  expect(res.statusCode).toBe(400);
  expect(res.json().error.fields.content).toBe("Non c'è nessuna storia da salvare!");
  expect((await save(story({ content: '', status: 'suspended' }), anna.cookie)).statusCode).toBe(201);
});

test('bad fields are 400 with a field message', async () => {
  const cases: Array<[object, string]> = [
    [story({ mode: 'ROMANZO' }), 'mode'],
    [story({ status: 'draft' }), 'status'],
    [story({ language: 'french' }), 'language'],
    [story({ id: 'non-un-uuid' }), 'id'],
    [story({ title: 'x'.repeat(201) }), 'title'],
    [story({ content: 'x'.repeat(100_001) }), 'content'],
    [story({ answers: 'una risposta' }), 'answers'],
    [story({ answers: Array.from({ length: 101 }, () => 'a') }), 'answers'],
    [story({ answers: ['x'.repeat(10_001)] }), 'answers.0'],
    [story({ modeState: [1, 2] }), 'modeState'],
    [story({ modeState: { big: 'x'.repeat(70_000) } }), 'modeState'],
  ];
  const before = await countStories();
  for (const [payload, field] of cases) {
    const res = await save(payload, anna.cookie);
    expect(res.statusCode, field).toBe(400);
    expect(res.json().error.fields[field], field).toEqual(expect.any(String));
  }
  expect(await countStories()).toBe(before);
  const huge = await save(story({ content: 'x'.repeat(300_000) }), anna.cookie);
  expect(huge.statusCode).toBe(413);
  const notJson = await t.app.inject({
    method: 'POST',
    url: '/api/stories',
    payload: '{"title":',
    headers: { 'content-type': 'application/json', cookie: anna.cookie },
  });
  expect(notJson.statusCode).toBe(400);
});

test('a CSS story collapses runs of blank lines on save and on edit; other modes keep them', async () => {
  const text = 'Cosa succede se piove cioccolata?\n\n\n\nLo vede per primo il gatto.\n   \n\t\n\nTutti ridono.';
  const css = await saved(story({ mode: 'CSS', content: text }), anna.cookie);
  expect(css.content).toBe('Cosa succede se piove cioccolata?\n\nLo vede per primo il gatto.\n\nTutti ridono.');
  const ghost = await saved(story({ content: text }), anna.cookie);
  expect(ghost.content).toBe(text);
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/stories/${css.id}`,
    headers: { cookie: anna.cookie },
    payload: { content: 'Uno\n\n\n\n\nDue' },
  });
  expect(patched.json().story.content).toBe('Uno\n\nDue');
});

test('own list: newest change first, only mine, light rows, paged, filtered by mode', async () => {
  const carla = await createChild(t.app, 'Carla');
  const made: StoryDto[] = [];
  for (const [i, mode] of (['GHOST', 'CSS', 'PROPP', 'PROPP_FREE', 'GHOST'] as const).entries()) {
    made.push(await saved(story({ title: `Storia ${i + 1}`, mode }), carla.cookie));
    await tick();
  }
  await saved(story({ title: 'Di Bruno' }), bruno.cookie);
  // Touching the first story makes it the newest.
  await tick();
  await t.app.inject({ method: 'PATCH', url: `/api/stories/${made[0]?.id}`, headers: { cookie: carla.cookie }, payload: { title: 'Storia 1 rivista' } });

  const all = await list(carla.cookie);
  expect(all.total).toBe(5);
  expect(all.page).toBe(1);
  expect(all.pageSize).toBe(50);
  expect(all.stories.map((s) => s.title)).toEqual(['Storia 1 rivista', 'Storia 5', 'Storia 4', 'Storia 3', 'Storia 2']);
  expect(all.stories[0]).toEqual({
    id: made[0]?.id,
    title: 'Storia 1 rivista',
    status: 'completed',
    mode: 'GHOST',
    language: 'italian',
    authorName: 'Carla',
    isPublic: false,
    hasImage: false,
    createdAt: made[0]?.createdAt,
    updatedAt: expect.any(String),
  });

  const page2 = await list(carla.cookie, '?page=2&pageSize=2');
  expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
  expect(page2.stories.map((s) => s.title)).toEqual(['Storia 4', 'Storia 3']);
  expect((await list(carla.cookie, '?page=9&pageSize=2')).stories).toEqual([]);

  const ghost = await list(carla.cookie, '?mode=GHOST');
  expect(ghost.total).toBe(2);
  expect(ghost.stories.map((s) => s.title)).toEqual(['Storia 1 rivista', 'Storia 5']);
  // The PROPP category holds both PROPP modes; PROPP_FREE alone is exact.
  expect((await list(carla.cookie, '?mode=PROPP')).stories.map((s) => s.mode)).toEqual(['PROPP_FREE', 'PROPP']);
  expect((await list(carla.cookie, '?mode=PROPP_FREE')).total).toBe(1);
  expect((await list(carla.cookie, '?mode=')).total).toBe(5);

  for (const query of ['?pageSize=201', '?pageSize=0', '?page=0', '?page=abc', '?page=1.5', '?mode=ROMANZO']) {
    const res = await t.app.inject({ method: 'GET', url: `/api/stories${query}`, headers: { cookie: carla.cookie } });
    expect(res.statusCode, query).toBe(400);
  }
});

test('own list searched by title: accents, case and spaces aside, paged and counted, only mine; a bad search is a 400', async () => {
  const carla = await createChild(t.app, 'Giada Cerca');
  const dario = await createChild(t.app, 'Dario Cerca');
  for (const title of ['Perché il drago piange', 'Il DRAGO   e la luna', 'La rana 50% verde', 'Una gita al mare']) await saved(story({ title }), carla.cookie);
  await saved(story({ title: 'Il drago di Dario' }), dario.cookie);
  const list = async (q: string, extra = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/stories?q=${encodeURIComponent(q)}${extra}`, headers: { cookie: carla.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoryListResponse>();
  };
  const dragons = await list('drago');
  expect(dragons.total).toBe(2);
  expect(dragons.stories.map((s) => s.title).sort()).toEqual(['Il DRAGO   e la luna', 'Perché il drago piange']);
  expect((await list('PERCHE')).stories.map((s) => s.title)).toEqual(['Perché il drago piange']);
  expect((await list('drago e')).stories.map((s) => s.title)).toEqual(['Il DRAGO   e la luna']);
  // '%' and '_' are letters like any other, not wildcards.
  expect((await list('50%')).stories.map((s) => s.title)).toEqual(['La rana 50% verde']);
  expect((await list('_')).total).toBe(0);
  expect((await list('drago', '&pageSize=1&page=2')).stories).toHaveLength(1);
  expect((await list('   ')).total).toBe(4);
  expect((await list('nessuna storia così')).total).toBe(0);
  const tooLong = await t.app.inject({ method: 'GET', url: `/api/stories?q=${'a'.repeat(101)}`, headers: { cookie: carla.cookie } });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().error).toMatchObject({ code: 'invalid_input', message: 'La ricerca può avere al massimo 100 caratteri' });
  expect((await t.app.inject({ method: 'GET', url: '/api/stories?q=drago' })).statusCode).toBe(401);
});

test('the list needs a profile', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/stories' });
  expect(res.statusCode).toBe(401);
});

test('reading a story: author and superuser yes; another child and the public no, until it is published', async () => {
  const s = await saved(story({ title: 'Segreto di Anna' }), anna.cookie);
  expect((await get(s.id, anna.cookie)).statusCode).toBe(200);
  expect((await get(s.id, superuser)).statusCode).toBe(200);
  for (const cookie of [bruno.cookie, undefined]) {
    const res = await get(s.id, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Storia non trovata' } });
  }
  const missing = await get(randomUUID(), anna.cookie);
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error.message).toBe('Storia non trovata');

  const published = await t.app.inject({ method: 'POST', url: `/api/stories/${s.id}/publish`, headers: { cookie: superuser } });
  expect(published.statusCode).toBe(200);
  expect(published.json().story).toMatchObject({ isPublic: true, publishedAt: expect.any(String), updatedAt: s.updatedAt });
  expect((await get(s.id, bruno.cookie)).json().story.isPublic).toBe(true);
  expect((await get(s.id)).statusCode).toBe(200);

  const unpublished = await t.app.inject({ method: 'POST', url: `/api/stories/${s.id}/unpublish`, headers: { cookie: superuser } });
  expect(unpublished.json().story).toMatchObject({ isPublic: false, publishedAt: null });
  expect((await get(s.id, bruno.cookie)).statusCode).toBe(404);
  expect((await get(s.id)).statusCode).toBe(404);
});

test('only the superuser publishes and unpublishes', async () => {
  const s = await saved(story(), anna.cookie);
  for (const action of ['publish', 'unpublish']) {
    expect((await t.app.inject({ method: 'POST', url: `/api/stories/${s.id}/${action}` })).statusCode).toBe(401);
    const child = await t.app.inject({ method: 'POST', url: `/api/stories/${s.id}/${action}`, headers: { cookie: anna.cookie } });
    expect(child.statusCode).toBe(403);
  }
  expect((await get(s.id, bruno.cookie)).statusCode).toBe(404);
  const missing = await t.app.inject({ method: 'POST', url: `/api/stories/${randomUUID()}/publish`, headers: { cookie: superuser } });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error.message).toBe('Storia non trovata');
});

test("a child cannot change or delete another child's story, by any route", async () => {
  const s = await saved(story({ title: 'Di Anna' }), anna.cookie);
  const overwrite = await save(story({ id: s.id, title: 'Rubata da Bruno' }), bruno.cookie);
  expect(overwrite.statusCode).toBe(404);
  expect(overwrite.json().error.message).toBe('Storia non trovata');
  const patch = await t.app.inject({ method: 'PATCH', url: `/api/stories/${s.id}`, headers: { cookie: bruno.cookie }, payload: { title: 'Rubata' } });
  expect(patch.statusCode).toBe(404);
  const del = await t.app.inject({ method: 'DELETE', url: `/api/stories/${s.id}`, headers: { cookie: bruno.cookie } });
  expect(del.statusCode).toBe(404);
  expect(del.json()).toEqual({ error: { code: 'not_found', message: "Si è verificato un errore durante l'eliminazione della storia" } });
  const after = (await get(s.id, anna.cookie)).json().story;
  expect(after).toEqual(s);
  expect((await list(bruno.cookie)).stories.some((x) => x.id === s.id)).toBe(false);
});

test('a published story is readable by others but still not theirs to change', async () => {
  const s = await saved(story({ title: 'Pubblica di Anna' }), anna.cookie);
  await t.app.inject({ method: 'POST', url: `/api/stories/${s.id}/publish`, headers: { cookie: superuser } });
  expect((await get(s.id, bruno.cookie)).statusCode).toBe(200);
  expect((await save(story({ id: s.id }), bruno.cookie)).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/stories/${s.id}`, headers: { cookie: bruno.cookie } })).statusCode).toBe(404);
});

test('edit (PATCH): author or superuser, title/content/language, at least one field', async () => {
  const s = await saved(story(), anna.cookie);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/stories/${s.id}`,
    headers: { cookie: anna.cookie },
    payload: { title: ' Nuovo titolo ', content: 'Nuovo testo', language: 'english' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().story).toMatchObject({
    id: s.id,
    title: 'Nuovo titolo',
    content: 'Nuovo testo',
    language: 'english',
    mode: 'GHOST',
    answers: [],
    authorName: 'Anna',
  });

  const bySuper = await t.app.inject({
    method: 'PATCH',
    url: `/api/stories/${s.id}`,
    headers: { cookie: superuser },
    payload: { content: 'Corretto dalla maestra' },
  });
  expect(bySuper.statusCode).toBe(200);
  expect(bySuper.json().story).toMatchObject({ content: 'Corretto dalla maestra', authorId: anna.id, authorName: 'Anna' });

  for (const payload of [{}, { title: '  ' }, { content: ' ' }, { language: 'de' }]) {
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/stories/${s.id}`, headers: { cookie: anna.cookie }, payload });
    expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
  }
  expect((await t.app.inject({ method: 'PATCH', url: `/api/stories/${s.id}`, payload: { title: 'x' } })).statusCode).toBe(401);
  expect(
    (await t.app.inject({ method: 'PATCH', url: `/api/stories/${randomUUID()}`, headers: { cookie: anna.cookie }, payload: { title: 'x' } })).statusCode,
  ).toBe(404);
});

test("an author's edit takes a published story back for moderation; the superuser's keeps it published", async () => {
  const s = await saved(story(), anna.cookie);
  const publish = () => t.app.inject({ method: 'POST', url: `/api/stories/${s.id}/publish`, headers: { cookie: superuser } });
  await publish();
  const bySuper = await t.app.inject({ method: 'PATCH', url: `/api/stories/${s.id}`, headers: { cookie: superuser }, payload: { title: 'Titolo corretto' } });
  expect(bySuper.json().story.isPublic).toBe(true);
  const byAuthor = await t.app.inject({ method: 'PATCH', url: `/api/stories/${s.id}`, headers: { cookie: anna.cookie }, payload: { content: 'Altro testo' } });
  expect(byAuthor.json().story).toMatchObject({ isPublic: false, publishedAt: null });
  await publish();
  const resaved = await save(story({ id: s.id }), anna.cookie);
  expect(resaved.json().story.isPublic).toBe(false);
});

test('delete: the author, or the superuser; then it is gone', async () => {
  const mine = await saved(story(), anna.cookie);
  const res = await t.app.inject({ method: 'DELETE', url: `/api/stories/${mine.id}`, headers: { cookie: anna.cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });
  expect((await get(mine.id, anna.cookie)).statusCode).toBe(404);
  const again = await t.app.inject({ method: 'DELETE', url: `/api/stories/${mine.id}`, headers: { cookie: anna.cookie } });
  expect(again.statusCode).toBe(404);
  expect(again.json().error.message).toBe("Si è verificato un errore durante l'eliminazione della storia");

  const other = await saved(story(), bruno.cookie);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/stories/${other.id}` })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/stories/${other.id}`, headers: { cookie: superuser } })).statusCode).toBe(200);
  expect((await get(other.id, bruno.cookie)).statusCode).toBe(404);
});

test("the public user's story is 'Anonimo', unpublished, readable only by the superuser until published", async () => {
  const res = await save(story({ title: 'Storia del pubblico' }));
  expect(res.statusCode).toBe(201);
  const s: StoryDto = res.json().story;
  expect(s).toMatchObject({ authorId: 'anonymous', authorName: 'Anonimo', isPublic: false, publishedAt: null });
  const row = await t.database.db.selectFrom('stories').select(['author_id', 'author_name']).where('id', '=', s.id).executeTakeFirstOrThrow();
  expect(row).toEqual({ author_id: null, author_name: 'Anonimo' });

  // Not even its anonymous writer can read, change or overwrite it.
  expect((await get(s.id)).statusCode).toBe(404);
  expect((await get(s.id, anna.cookie)).statusCode).toBe(404);
  const overwrite = await save(story({ id: s.id, title: 'Cambiata' }));
  expect(overwrite.statusCode).toBe(404);
  expect(overwrite.json().error.message).toBe('Storia non trovata');
  expect((await save(story({ id: s.id, title: 'Cambiata' }), anna.cookie)).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'PATCH', url: `/api/stories/${s.id}`, payload: { title: 'Cambiata' } })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/stories/${s.id}` })).statusCode).toBe(401);

  expect((await get(s.id, superuser)).json().story.title).toBe('Storia del pubblico');
  await t.app.inject({ method: 'POST', url: `/api/stories/${s.id}/publish`, headers: { cookie: superuser } });
  const seen = await get(s.id);
  expect(seen.statusCode).toBe(200);
  expect(seen.json().story).toMatchObject({ authorName: 'Anonimo', authorId: 'anonymous', isPublic: true });
});

test('a profile still waiting for consent saves as the public user', async () => {
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Dario', age: 8 } });
  const pending = created.cookies.find((c) => c.name === 'fm_session');
  const res = await save(story(), `fm_session=${pending?.value}`);
  expect(res.statusCode).toBe(201);
  expect(res.json().story.authorName).toBe('Anonimo');
  expect((await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie: `fm_session=${pending?.value}` } })).statusCode).toBe(403);
});

test('the superuser saves stories of its own and may update any story through save', async () => {
  const own = await saved(story({ title: 'Della maestra' }), superuser);
  expect(own.authorName).toBe('SuperUser');
  const childStory = await saved(story(), bruno.cookie);
  const res = await save(story({ id: childStory.id, title: 'Sistemata' }), superuser);
  expect(res.statusCode).toBe(200);
  expect(res.json().story).toMatchObject({ title: 'Sistemata', authorId: bruno.id, authorName: 'Bruno' });
});

test('every story route declares its access', () => {
  const declared = t.routes.filter((r) => r.url.startsWith('/api/stories')).map((r) => `${r.method} ${r.url} ${r.access}`);
  expect(declared.sort()).toEqual(
    [
      'POST /api/stories anonymous',
      'GET /api/stories profile',
      'GET /api/stories/:id anonymous',
      'PATCH /api/stories/:id profile',
      'DELETE /api/stories/:id profile',
      'POST /api/stories/:id/publish superuser',
      'POST /api/stories/:id/unpublish superuser',
      'POST /api/stories/:id/send-back superuser',
      'POST /api/stories/:id/delete-with-reason superuser',
      'GET /api/stories/:id/booklet anonymous',
      // The child's voice (recordings/routes.ts).
      'GET /api/stories/:id/recordings anonymous',
      'PUT /api/stories/:id/recordings/:page profile',
      'DELETE /api/stories/:id/recordings/:page profile',
      'DELETE /api/stories/:id/recordings profile',
      'POST /api/stories/:id/voice-link profile',
      'DELETE /api/stories/:id/voice-link profile',
    ].sort(),
  );
});
