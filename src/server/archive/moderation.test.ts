import { afterAll, beforeAll, expect, test } from 'vitest';
import { authorInitials } from '../../shared/schemas/archive';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
let su: string;
let child: { id: string; cookie: string };
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  child = await createChild(t.app, 'Maria Luisa Verdi');
  const save = async (cookie: string | undefined, title: string, content: string, status = 'completed') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      ...(cookie ? { headers: { cookie } } : {}),
      payload: { title, content, status, mode: 'GHOST', language: 'italian' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().story.id as string;
  };
  ids.drago = await save(child.cookie, 'Il drago 100%', '\n  Il drago dormiva sotto il ponte.\nPoi si svegliò.');
  ids.luna = await save(child.cookie, 'La luna', 'La luna rideva.');
  ids.bozza = await save(child.cookie, 'Bozza', 'Non finita.', 'suspended');
  ids.anon = await save(undefined, 'Il gatto anonimo', 'Un gatto senza nome.');
});
afterAll(async () => {
  await t.close();
});

const archive = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/archive${query}`, headers: { cookie: su } }).then((r) => r.json());
const titles = (body: { rows: Array<{ title: string }> }) => body.rows.map((r) => r.title).sort();

test('initials', () => {
  expect(authorInitials('Maria Luisa Verdi')).toBe('M. L. V.');
  expect(authorInitials('élodie  dupont')).toBe('É. D.');
});

test('the queue: Da moderare, Anonime, title search, first line, dashboard counts', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/moderation-counts', headers: { cookie: su } })).json()).toEqual({ pending: 3, anonymous: 1 });
  expect(titles(await archive('?status=pending'))).toEqual(['Il drago 100%', 'Il gatto anonimo', 'La luna']);
  const anon = await archive('?status=anonymous');
  expect(anon.rows).toHaveLength(1);
  expect(anon.rows[0]).toMatchObject({ title: 'Il gatto anonimo', authorName: 'Anonimo', isAnonymous: true, isPending: true });
  const found = await archive('?q=DRAGO');
  expect(found.rows).toHaveLength(1);
  expect(found.rows[0].firstLine).toBe('Il drago dormiva sotto il ponte.');
  expect((await archive('?q=100%25')).rows).toHaveLength(1);
  expect((await archive('?q=%25%25%25')).rows).toHaveLength(0);
  const bad = await t.app.inject({ method: 'GET', url: '/api/admin/archive?status=segrete', headers: { cookie: su } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.message).toBe('Stato non valido');
});

test("publishing 'con le iniziali' signs the public archive with initials; the authorship stays", async () => {
  const pub = await t.app.inject({ method: 'POST', url: `/api/stories/${ids.drago}/publish`, headers: { cookie: su }, payload: { as: 'initials' } });
  expect(pub.statusCode).toBe(200);
  const withdrawn = await t.app.inject({ method: 'POST', url: `/api/stories/${ids.luna}/unpublish`, headers: { cookie: su } });
  expect(withdrawn.statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: `/api/stories/${ids.anon}/publish`, headers: { cookie: su }, payload: { as: 'nome' } })).statusCode).toBe(
    400,
  );

  expect((await t.app.inject({ method: 'GET', url: '/api/admin/moderation-counts', headers: { cookie: su } })).json()).toEqual({ pending: 1, anonymous: 1 });
  expect(titles(await archive('?status=published'))).toEqual(['Il drago 100%']);
  expect(titles(await archive('?status=unpublished'))).toEqual(['Bozza', 'Il gatto anonimo', 'La luna']);
  const full = (await archive('?status=published')).rows[0];
  expect(full).toMatchObject({ authorName: 'Maria Luisa Verdi', publishedWithInitials: true });

  const pubArchive = (await t.app.inject({ method: 'GET', url: '/api/public-archive', headers: { cookie: child.cookie } })).json();
  expect(pubArchive.rows.map((r: { authorName: string }) => r.authorName)).toEqual(['M. L. V.']);
  expect(pubArchive.authors).toEqual(['M. L. V.']);
  expect(JSON.stringify(pubArchive)).not.toContain('Maria Luisa');
  const byInitials = (await t.app.inject({ method: 'GET', url: `/api/public-archive?author=${encodeURIComponent('M. L. V.')}` })).json();
  expect(byInitials.total).toBe(1);
  const classmate = await createChild(t.app, 'Compagno Curioso');
  const viewed = await t.app.inject({ method: 'GET', url: `/api/stories/${ids.drago}`, headers: { cookie: classmate.cookie } });
  expect(viewed.json().story.authorName).toBe('M. L. V.');
  const own = await t.app.inject({ method: 'GET', url: `/api/stories/${ids.drago}`, headers: { cookie: child.cookie } });
  expect(own.json().story.authorName).toBe('Maria Luisa Verdi');
  const row = await t.database.db.selectFrom('stories').select(['author_id', 'author_name']).where('id', '=', ids.drago!).executeTakeFirstOrThrow();
  expect(row).toEqual({ author_id: child.id, author_name: 'Maria Luisa Verdi' });

  // With the name.
  await t.app.inject({ method: 'POST', url: `/api/stories/${ids.drago}/publish`, headers: { cookie: su }, payload: { as: 'name' } });
  expect((await t.app.inject({ method: 'GET', url: '/api/public-archive' })).json().rows[0].authorName).toBe('Maria Luisa Verdi');
  expect((await archive('?status=published')).rows[0]).toMatchObject({ authorName: 'Maria Luisa Verdi', publishedWithInitials: false });

  // Withdrawn after 'con le iniziali': the choice goes with the publication.
  await t.app.inject({ method: 'POST', url: `/api/stories/${ids.drago}/publish`, headers: { cookie: su }, payload: { as: 'initials' } });
  await t.app.inject({ method: 'POST', url: `/api/stories/${ids.drago}/unpublish`, headers: { cookie: su } });
  const stored = await t.database.db.selectFrom('stories').select(['public_author', 'public_initials']).where('id', '=', ids.drago!).executeTakeFirstOrThrow();
  expect(stored).toEqual({ public_author: null, public_initials: 0 });
  await t.app.inject({ method: 'POST', url: `/api/stories/${ids.drago}/publish`, headers: { cookie: su }, payload: { as: 'name' } });
});

test('a child cannot see the counts', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/moderation-counts', headers: { cookie: child.cookie } })).statusCode).toBe(403);
});
