import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { seedStories } from '../../../tests/support/server/seed-stories';

let t: TestApp;
let su: string;
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const roster = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/roster?q=${encodeURIComponent(q)}&pageSize=100`, headers: { cookie: su } })).json();
const createGroup = async (name: string): Promise<string> => (await post('/api/admin/groups', { name }, su)).json().group.id;

const BULK_ROUTES = ['/api/admin/users/selection', '/api/admin/users/group', '/api/admin/users/delete', '/api/admin/users/passwords'] as const;

test('the bulk routes are the superuser’s: anonymous callers get 401, a child 403, and nothing changes', async () => {
  const child = await createChild(t.app, 'Ada Bulkrifiuto');
  const g = await createGroup('Rifiuti bulk');
  const bodies = {
    '/api/admin/users/selection': { selection: { all: true } },
    '/api/admin/users/group': { selection: { all: true }, groupId: g },
    '/api/admin/users/delete': { selection: { all: true }, confirm: 'ELIMINA' },
    '/api/admin/users/passwords': { selection: { all: true } },
  };
  for (const url of BULK_ROUTES) {
    expect((await post(url, bodies[url])).statusCode, url).toBe(401);
    expect((await post(url, bodies[url], child.cookie)).statusCode, url).toBe(403);
  }
  const declared = t.routes.filter((r) => (BULK_ROUTES as readonly string[]).includes(r.url));
  expect(declared.map((r) => `${r.method} ${r.url} ${r.access}`).sort()).toEqual(BULK_ROUTES.map((u) => `POST ${u} superuser`).sort());
  expect((await roster('Bulkrifiuto')).rows[0]).toMatchObject({ name: 'Ada Bulkrifiuto', groupId: null });
});

test('bad input is a 400 with the error shape, never a 500', async () => {
  const bad: Array<[string, unknown]> = [
    ['/api/admin/users/selection', {}],
    ['/api/admin/users/selection', { selection: { userIds: [] } }],
    ['/api/admin/users/selection', { selection: { all: false } }],
    ['/api/admin/users/group', { selection: { all: true } }],
    ['/api/admin/users/group', { selection: { all: true }, groupId: 7 }],
    ['/api/admin/users/group', { selection: { groupId: 'x' }, groupId: null, extra: 1 }],
    ['/api/admin/users/delete', { selection: { all: true } }],
    ['/api/admin/users/delete', { selection: { all: true }, confirm: '' }],
    ['/api/admin/users/delete', { selection: { userIds: 'tutti' }, confirm: 'ELIMINA' }],
    ['/api/admin/users/delete', []],
    ['/api/admin/users/passwords', {}],
    ['/api/admin/users/passwords', { selection: { userIds: [] } }],
    ['/api/admin/users/passwords', { selection: { all: true }, password: 'uguale per tutti' }],
  ];
  for (const [url, body] of bad) {
    const res = await post(url, body, su);
    expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  }
});

test('a selection is previewed, moved to a group and out of it in one go', async () => {
  const ids = await Promise.all(['Aldo Spostami', 'Bea Spostami', 'Ciro Spostami'].map(async (n) => (await createChild(t.app, n)).id));
  const g = await createGroup('Spostati qui');
  const preview = await post('/api/admin/users/selection', { selection: { userIds: [ids[0], ids[1], 'non-esiste'] } }, su);
  expect(preview.statusCode).toBe(200);
  expect(preview.json()).toEqual({ count: 2, names: ['Aldo Spostami', 'Bea Spostami'] });

  const moved = await post('/api/admin/users/group', { selection: { userIds: ids }, groupId: g }, su);
  expect(moved.statusCode).toBe(200);
  expect(moved.json()).toEqual({ count: 3 });
  expect((await roster('Spostami')).rows.map((r: { groupId: string | null }) => r.groupId)).toEqual([g, g, g]);
  expect((await post('/api/admin/users/selection', { selection: { groupId: g } }, su)).json().count).toBe(3);

  // An unknown group: 404 and nobody moves.
  const unknown = await post('/api/admin/users/group', { selection: { userIds: ids }, groupId: 'non-esiste' }, su);
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().error.code).toBe('group_not_found');
  expect((await roster('Spostami')).rows.every((r: { groupId: string | null }) => r.groupId === g)).toBe(true);

  expect((await post('/api/admin/users/group', { selection: { groupId: g }, groupId: null }, su)).json()).toEqual({ count: 3 });
  expect((await roster('Spostami')).rows.every((r: { groupId: string | null }) => r.groupId === null)).toBe(true);
  expect((await post('/api/admin/users/group', { selection: { userIds: ['non-esiste'] }, groupId: g }, su)).statusCode).toBe(404);
});

test('a selection is deleted with everything of its children only with the right typed confirmation', async () => {
  const kids = await Promise.all(['Dario Eliminami', 'Elsa Eliminami', 'Fede Eliminami'].map((n) => createChild(t.app, n)));
  const keep = await createChild(t.app, 'Gino Restami');
  await seedStories(t.database.db, [
    { authorId: kids[0]!.id, authorName: 'Dario Eliminami' },
    { authorId: keep.id, authorName: 'Gino Restami' },
  ]);
  const selection = { userIds: kids.map((k) => k.id) };
  for (const confirm of ['2', '4', 'elimin', 'sì']) {
    const res = await post('/api/admin/users/delete', { selection, confirm }, su);
    expect(res.statusCode, confirm).toBe(400);
    expect(res.json().error.code).toBe('confirm_mismatch');
  }
  expect((await roster('Eliminami')).total).toBe(3);

  const res = await post('/api/admin/users/delete', { selection, confirm: ' 3 ' }, su);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ count: 3 });
  expect((await roster('Eliminami')).total).toBe(0);
  expect((await roster('Restami')).total).toBe(1);
  const stories = await t.database.db.selectFrom('stories').select('author_id').execute();
  expect(stories.map((s) => s.author_id)).not.toContain(kids[0]!.id);
  expect(stories.map((s) => s.author_id)).toContain(keep.id);
  // Their sessions end with them.
  expect((await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie: kids[1]!.cookie } })).statusCode).toBe(401);

  // 'ELIMINA' in any case also confirms; an empty selection is a 404.
  const g = await createGroup('Da svuotare');
  await post('/api/admin/users/group', { selection: { userIds: [keep.id] }, groupId: g }, su);
  expect((await post('/api/admin/users/delete', { selection: { groupId: g }, confirm: 'elimina' }, su)).json()).toEqual({ count: 1 });
  expect((await post('/api/admin/users/delete', { selection: { groupId: g }, confirm: 'ELIMINA' }, su)).statusCode).toBe(404);
});

test('new passwords for a group: readable, shown once, the old ones and the sessions end; more than a class at once is refused', async () => {
  const g = await createGroup('Password nuove');
  const anna = await createChild(t.app, 'Anna Nuovapass');
  const bruno = await createChild(t.app, 'Bruno Nuovapass');
  for (const c of [anna, bruno]) expect((await post('/api/admin/users/group', { selection: { userIds: [c.id] }, groupId: g }, su)).statusCode).toBe(200);
  const res = await post('/api/admin/users/passwords', { selection: { groupId: g } }, su);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const { passwords } = res.json<{ passwords: { id: string; name: string; password: string }[] }>();
  expect(passwords.map((p) => p.name).sort()).toEqual(['Anna Nuovapass', 'Bruno Nuovapass']);
  for (const p of passwords) expect(p.password).toMatch(/^\p{L}+ \p{L}+ \p{L}+ \d+$/u);
  // The old session is gone; the old password no longer opens; the new one does.
  expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: anna.cookie } })).json().user).toBeNull();
  const login = (name: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name, password } });
  expect((await login('Anna Nuovapass', 'anna nuovapass')).statusCode).toBe(401);
  const annaNew = passwords.find((p) => p.name === 'Anna Nuovapass')?.password ?? '';
  expect((await login('Anna Nuovapass', annaNew)).statusCode).toBe(200);
  // Stored hashed, never in clear.
  const row = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', anna.id).executeTakeFirstOrThrow();
  expect(row.password_hash).not.toContain(annaNew);
  expect(row.password_hash).toMatch(/^\$2[aby]\$/);

  const many = await Promise.all(
    Array.from({ length: 61 }, (_, i) =>
      createChild(t.app, `Classe Grande ${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`),
    ),
  );
  const tooMany = await post('/api/admin/users/passwords', { selection: { userIds: many.map((c) => c.id) } }, su);
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().error).toMatchObject({ code: 'too_many', message: expect.stringContaining('60') });
}, 120_000);
