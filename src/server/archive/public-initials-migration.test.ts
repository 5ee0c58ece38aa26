import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { foldText } from '../../shared/fold-text';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { migrateToLatest, migrateUpTo } from '../db/migrate';
import { insertClassStory } from '../../../tests/support/server/seed-stories';

/** Migration 021 on a real database (SQLite, or PostgreSQL under test:pg) that already has published stories. */

let t: TestApp;
let su: string;
let classmate: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  classmate = await createChild(t.app, 'Carla Neri');
});
afterAll(async () => {
  await t?.close();
});

test('migration 021 marks the stories already published with initials; a class story gets its name back (and undoes cleanly)', async () => {
  const database = t.database;
  const anna = await createChild(t.app, 'Anna Rossi');
  const owner = await database.db.selectFrom('users').select('id').where('user_type', '=', 'superuser').executeTakeFirstOrThrow();
  await migrateUpTo(database, '020-voice');

  const at = '2026-03-01T10:00:00.000Z';
  const story = (title: string, fields: { author_id: string; author_name: string; is_public: number; public_author: string | null }) => ({
    id: randomUUID(),
    title,
    title_fold: foldText(title),
    content: `${title}.`,
    status: 'completed' as const,
    mode: 'GHOST',
    language: 'italian' as const,
    category: null,
    answers: '[]',
    mode_state: null,
    author_id: fields.author_id,
    author_name: fields.author_name,
    is_public: fields.is_public,
    published_at: fields.is_public ? at : null,
    reviewed_at: at,
    public_author: fields.public_author,
    image_id: null,
    created_at: at,
    updated_at: at,
  });
  const withInitials = story('Con le iniziali', { author_id: anna.id, author_name: 'Anna Rossi', is_public: 1, public_author: 'A. R.' });
  const withName = story('Con il nome', { author_id: anna.id, author_name: 'Anna Rossi', is_public: 1, public_author: 'Anna Rossi' });
  const beforeModeration = story('Mai pubblicata', { author_id: anna.id, author_name: 'Anna Rossi', is_public: 1, public_author: null });
  const edited = story('Ripresa dall’autrice', { author_id: anna.id, author_name: 'Anna Rossi', is_public: 0, public_author: 'A. R.' });
  await database.db.insertInto('stories').values([withInitials, withName, beforeModeration, edited]).execute();
  const classStory = await insertClassStory(database.db, {
    ownerId: owner.id,
    content: 'C’era una volta una volpe.\n\nHanno scritto: Anna Rossi e Bruno Bianchi.',
    participants: ['Anna Rossi', 'Bruno Bianchi'],
    at,
    moderation: { is_public: 1, published_at: at, reviewed_at: at, public_author: 'C. 3.' },
  });

  await migrateToLatest(database);
  const rows = await database.db.selectFrom('stories').select(['id', 'public_author', 'public_initials']).execute();
  const byId = new Map(rows.map((r) => [r.id, { public_author: r.public_author, public_initials: Number(r.public_initials) }]));
  expect(byId.get(withInitials.id)).toEqual({ public_author: 'A. R.', public_initials: 1 });
  expect(byId.get(withName.id)).toEqual({ public_author: 'Anna Rossi', public_initials: 0 });
  expect(byId.get(beforeModeration.id)).toEqual({ public_author: null, public_initials: 0 });
  expect(byId.get(edited.id)).toEqual({ public_author: 'A. R.', public_initials: 0 });
  expect(byId.get(classStory)).toEqual({ public_author: 'Classe 3ªB', public_initials: 1 });

  // What readers see now: the class's name whole, its children by their initials; the child's initials.
  const read = async (id: string, cookie?: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/stories/${id}`, ...(cookie ? { headers: { cookie } } : {}) })).json<{
      story: { authorName: string; content: string };
    }>().story;
  expect(await read(classStory, classmate.cookie)).toMatchObject({
    authorName: 'Classe 3ªB',
    content: 'C’era una volta una volpe.\n\nHanno scritto: A. R. e B. B.',
  });
  expect((await read(classStory)).authorName).toBe('Classe 3ªB');
  expect((await read(withInitials.id, classmate.cookie)).authorName).toBe('A. R.');
  const publicList = (await t.app.inject({ method: 'GET', url: '/api/public-archive' })).json<{ rows: { id: string; authorName: string }[] }>();
  expect(Object.fromEntries(publicList.rows.map((r) => [r.id, r.authorName]))).toMatchObject({
    [classStory]: 'Classe 3ªB',
    [withInitials.id]: 'A. R.',
    [withName.id]: 'Anna Rossi',
  });
  const complete = (await t.app.inject({ method: 'GET', url: '/api/admin/archive?status=published', headers: { cookie: su } })).json<{
    rows: { id: string; publishedWithInitials: boolean }[];
  }>();
  expect(Object.fromEntries(complete.rows.map((r) => [r.id, r.publishedWithInitials]))).toMatchObject({
    [classStory]: true,
    [withInitials.id]: true,
    [withName.id]: false,
  });

  // Down and up again: the class story is still known as published with initials.
  await migrateUpTo(database, '020-voice');
  await migrateToLatest(database);
  expect(
    Number((await database.db.selectFrom('stories').select('public_initials').where('id', '=', classStory).executeTakeFirstOrThrow()).public_initials),
  ).toBe(1);
});
