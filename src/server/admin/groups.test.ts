import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { seedStories } from '../../../tests/support/server/seed-stories';

let t: TestApp;
let su: string;
let anna: { id: string; cookie: string };
let bruno: { id: string; cookie: string };
let carla: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  anna = await createChild(t.app, 'Anna Gruppi', 8);
  bruno = await createChild(t.app, 'Bruno Gruppi', 9);
  carla = await createChild(t.app, 'Carla Gruppi', 10);
  await seedStories(t.database.db, [
    { authorId: anna.id, authorName: 'Anna Gruppi', title: 'Il drago di Anna' },
    { authorId: bruno.id, authorName: 'Bruno Gruppi', title: 'La barca di Bruno' },
    { authorId: carla.id, authorName: 'Carla Gruppi', title: 'Il castello di Carla' },
    { authorId: null, authorName: 'Anonimo', title: 'Il vento di nessuno' },
  ]);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = su) => t.app.inject({ method, url, payload, headers: { cookie } });
const create = async (name: string): Promise<string> => {
  const res = await call('POST', '/api/admin/groups', { name });
  expect(res.statusCode).toBe(201);
  return res.json().group.id as string;
};

test('a group is created with a trimmed name, listed with its member count, and its name is unique case-insensitively', async () => {
  const res = await call('POST', '/api/admin/groups', { name: '  classe 3ªB  ' });
  expect(res.statusCode).toBe(201);
  expect(res.json().group).toMatchObject({ name: 'classe 3ªB', memberCount: 0 });
  const dup = await call('POST', '/api/admin/groups', { name: 'CLASSE 3ªb' });
  expect(dup.statusCode).toBe(409);
  expect(dup.json().error).toMatchObject({ code: 'group_name_taken', message: 'Esiste già un gruppo con questo nome' });
  const list = (await call('GET', '/api/admin/groups')).json().groups;
  expect(list.filter((g: { name: string }) => g.name.toLowerCase() === 'classe 3ªb')).toHaveLength(1);
});

test('bad group names are refused with 400 and nothing is written', async () => {
  const before = (await call('GET', '/api/admin/groups')).json().groups.length;
  for (const name of ['', '   ', 'x'.repeat(41), 'riga\nnuova', 'tab\tqui', 42]) {
    const res = await call('POST', '/api/admin/groups', { name });
    expect(res.statusCode, String(name)).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  }
  expect((await call('POST', '/api/admin/groups', { name: 'x'.repeat(40) })).statusCode).toBe(201);
  expect((await call('GET', '/api/admin/groups')).json().groups.length).toBe(before + 1);
});

test('a group is renamed; renaming onto another group’s name is 409, onto a missing group 404', async () => {
  const a = await create('Rinomina A');
  await create('Rinomina B');
  expect((await call('PATCH', `/api/admin/groups/${a}`, { name: 'Rinomina C' })).statusCode).toBe(200);
  expect((await call('PATCH', `/api/admin/groups/${a}`, { name: 'rinomina c' })).statusCode).toBe(200);
  expect((await call('PATCH', `/api/admin/groups/${a}`, { name: 'RINOMINA b' })).statusCode).toBe(409);
  expect((await call('PATCH', '/api/admin/groups/non-esiste', { name: 'Qualcosa' })).statusCode).toBe(404);
  const names = (await call('GET', '/api/admin/groups')).json().groups.map((g: { name: string }) => g.name);
  expect(names).toContain('rinomina c');
  expect(names).toContain('Rinomina B');
});

test('profiles are put in a group and out of it; the roster shows and filters by group; the archive filters by the author’s group', async () => {
  const g = await create('classe 4ªA');
  expect((await call('PUT', `/api/admin/users/${anna.id}/group`, { groupId: g })).statusCode).toBe(200);
  expect((await call('PUT', `/api/admin/users/${bruno.id}/group`, { groupId: g })).statusCode).toBe(200);
  expect((await call('PUT', `/api/admin/users/${carla.id}/group`, { groupId: 'non-esiste' })).statusCode).toBe(404);
  expect((await call('PUT', '/api/admin/users/non-esiste/group', { groupId: g })).statusCode).toBe(404);
  expect((await call('PUT', `/api/admin/users/${carla.id}/group`, { groupId: 7 })).statusCode).toBe(400);

  const listed = (await call('GET', '/api/admin/groups')).json().groups.find((x: { id: string }) => x.id === g);
  expect(listed.memberCount).toBe(2);

  const roster = (await call('GET', `/api/admin/roster?group=${g}`)).json();
  expect(roster.total).toBe(2);
  expect(roster.rows.map((r: { name: string }) => r.name)).toEqual(['Anna Gruppi', 'Bruno Gruppi']);
  expect(roster.rows[0]).toMatchObject({ groupId: g, groupName: 'classe 4ªA' });
  const all = (await call('GET', '/api/admin/roster?q=gruppi')).json();
  expect(all.rows.find((r: { name: string }) => r.name === 'Carla Gruppi')).toMatchObject({ groupId: null, groupName: null });

  const archive = (await call('GET', `/api/admin/archive?group=${g}`)).json();
  expect(archive.rows.map((s: { title: string }) => s.title).sort()).toEqual(['Il drago di Anna', 'La barca di Bruno']);
  expect(archive.total).toBe(2);

  // Out of the group: the filters follow.
  expect((await call('PUT', `/api/admin/users/${bruno.id}/group`, { groupId: null })).statusCode).toBe(200);
  expect((await call('GET', `/api/admin/roster?group=${g}`)).json().total).toBe(1);
  expect((await call('GET', `/api/admin/archive?group=${g}`)).json().rows.map((s: { title: string }) => s.title)).toEqual(['Il drago di Anna']);

  // 'Senza gruppo': profiles in no group, and their stories (never an anonymous one).
  const ungrouped = (await call('GET', '/api/admin/roster?group=none&q=gruppi')).json();
  expect(ungrouped.rows.map((r: { name: string }) => r.name)).toEqual(['Bruno Gruppi', 'Carla Gruppi']);
  const ungroupedStories = (await call('GET', '/api/admin/archive?group=none&q=di')).json();
  const titles = ungroupedStories.rows.map((s: { title: string }) => s.title);
  expect(titles).toEqual(expect.arrayContaining(['La barca di Bruno', 'Il castello di Carla']));
  expect(titles).not.toContain('Il drago di Anna');
  expect(titles).not.toContain('Il vento di nessuno');
  expect(ungroupedStories.rows.every((s: { isAnonymous: boolean }) => !s.isAnonymous)).toBe(true);
  expect((await call('GET', '/api/admin/archive?q=vento')).json().total).toBe(1);
});

test('deleting a group keeps its members’ profiles, now without a group', async () => {
  const g = await create('Da eliminare');
  await call('PUT', `/api/admin/users/${carla.id}/group`, { groupId: g });
  expect((await call('DELETE', `/api/admin/groups/${g}`)).statusCode).toBe(200);
  expect((await call('DELETE', `/api/admin/groups/${g}`)).statusCode).toBe(404);
  const row = (await call('GET', '/api/admin/roster?q=carla')).json().rows[0];
  expect(row).toMatchObject({ name: 'Carla Gruppi', groupId: null, groupName: null });
  expect((await call('GET', '/api/admin/groups')).json().groups.some((x: { id: string }) => x.id === g)).toBe(false);
});

test('a child cannot list, create, rename, delete groups or set one', async () => {
  const g = await create('Solo adulti');
  const tries: Array<[Method, string, object?]> = [
    ['GET', '/api/admin/groups'],
    ['POST', '/api/admin/groups', { name: 'Furbetti' }],
    ['PATCH', `/api/admin/groups/${g}`, { name: 'Furbetti' }],
    ['DELETE', `/api/admin/groups/${g}`],
    ['PUT', `/api/admin/users/${anna.id}/group`, { groupId: g }],
  ];
  for (const [method, url, payload] of tries) expect((await call(method, url, payload, anna.cookie)).statusCode, `${method} ${url}`).toBe(403);
  expect((await call('GET', '/api/admin/groups')).json().groups.find((x: { id: string }) => x.id === g).name).toBe('Solo adulti');
});
