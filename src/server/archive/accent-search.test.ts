import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { seedStories } from '../../../tests/support/server/seed-stories';
import { migrateToLatest, migrateUpTo } from '../db/migrate';

/** Searches by name and by title leave accents, case and repeated spaces aside: 'zoe' finds 'Zoë'. */

let t: TestApp;
let su: string;
let zoe: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  zoe = await createChild(t.app, 'Zoë Ferrari');
  await createChild(t.app, 'Nicolò D’Angelo');
  await createChild(t.app, 'Luca Bianchi');
  await seedStories(t.database.db, [
    { authorId: zoe.id, authorName: 'Zoë Ferrari', title: 'Perché il cielo è blu', isPublic: true },
    { authorId: zoe.id, authorName: 'Zoë Ferrari', title: 'La città   dei GATTI' },
    { authorId: zoe.id, authorName: 'Zoë Ferrari', title: 'Il drago' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const names = async (q: string): Promise<string[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/roster?q=${encodeURIComponent(q)}`, headers: { cookie: su } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { rows: Array<{ name: string }> }).rows.map((r) => r.name);
};

const titles = async (q: string, url = '/api/admin/archive'): Promise<string[]> => {
  const res = await t.app.inject({ method: 'GET', url: `${url}?q=${encodeURIComponent(q)}`, headers: url === '/api/admin/archive' ? { cookie: su } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { rows: Array<{ title: string }> }).rows.map((r) => r.title);
};

test("the roster finds 'Zoë' typed 'zoe', 'ZOË' or 'Zoe  Ferrari', and 'Nicolò' typed 'nicolo'", async () => {
  expect(await names('zoe')).toEqual(['Zoë Ferrari']);
  expect(await names('ZOË')).toEqual(['Zoë Ferrari']);
  expect(await names('Zoe  Ferrari')).toEqual(['Zoë Ferrari']);
  expect(await names('nicolo')).toEqual(['Nicolò D’Angelo']);
  expect(await names("d'angelo")).toEqual(['Nicolò D’Angelo']);
  expect(await names('NICOLÒ')).toEqual(['Nicolò D’Angelo']);
  expect(await names('zoey')).toEqual([]);
});

test("names sort by their letters, accents aside: 'Élodie' beside 'Elena', not after 'Zoë'", async () => {
  for (const name of ['Élodie Sorting', 'Elena Sorting', 'Zeno Sorting']) await createChild(t.app, name);
  expect(await names('sorting')).toEqual(['Elena Sorting', 'Élodie Sorting', 'Zeno Sorting']);
  const list = await t.app.inject({ method: 'GET', url: '/api/profiles' });
  const shown = (list.json() as { profiles: Array<{ name: string }> }).profiles.map((p) => p.name).filter((n) => n.endsWith('Sorting'));
  expect(shown).toEqual(['Elena Sorting', 'Élodie Sorting', 'Zeno Sorting']);
});

test("the complete archive and the public archive find 'Perché' typed 'perche', and titles whatever their spaces", async () => {
  expect(await titles('perche')).toEqual(['Perché il cielo è blu']);
  expect(await titles('PERCHÉ IL')).toEqual(['Perché il cielo è blu']);
  expect(await titles('citta dei gatti')).toEqual(['La città   dei GATTI']);
  expect(await titles('perche', '/api/public-archive')).toEqual(['Perché il cielo è blu']);
  // Only published stories in the public one.
  expect(await titles('citta', '/api/public-archive')).toEqual([]);
});

test('a title saved or edited through the API is found without its accents', async () => {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: { cookie: zoe.cookie },
    payload: { title: 'Là dove volano le àquile', content: 'Testo.', status: 'completed', mode: 'GHOST' },
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
  const id = (saved.json() as { story: { id: string } }).story.id;
  expect(await titles('la dove volano')).toEqual(['Là dove volano le àquile']);

  const edited = await t.app.inject({ method: 'PATCH', url: `/api/stories/${id}`, headers: { cookie: zoe.cookie }, payload: { title: 'Où è il tesoro' } });
  expect(edited.statusCode, edited.body).toBe(200);
  expect(await titles('ou e il tesoro')).toEqual(['Où è il tesoro']);
  expect(await titles('la dove volano')).toEqual([]);
});

test('migration 019 fills the accent-free names and titles of the rows already there (and undoes cleanly)', async () => {
  const database = t.database;
  await migrateUpTo(database, '017-shared-limits');
  const columns = await sql<{ name_fold?: string }>`select * from users limit 1`.execute(database.db);
  expect(Object.keys(columns.rows[0] ?? {})).not.toContain('name_fold');
  await sql`insert into users (id, name, name_key, age, password_hash, password_is_initial, user_type, style_preference, created_at)
    values ('old-child', 'Chloé  Müller', 'chloé müller', 8, '', 1, 'user', 'default', '2026-01-01T00:00:00.000Z')`.execute(database.db);
  await migrateToLatest(database);
  const row = await database.db.selectFrom('users').select('name_fold').where('id', '=', 'old-child').executeTakeFirstOrThrow();
  expect(row.name_fold).toBe('chloe muller');
  const folds = await database.db.selectFrom('stories').select(['title', 'title_fold']).orderBy('title').execute();
  expect(folds.find((s) => s.title === 'Perché il cielo è blu')?.title_fold).toBe('perche il cielo e blu');
  expect(folds.every((s) => s.title_fold !== '')).toBe(true);
  expect(await names('chloe')).toEqual(['Chloé  Müller']);
  if (database.kind === 'postgres') {
    // pg_trgm ships with PostgreSQL: '%…%' searches get their trigram indexes.
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes where indexname like '%fold_trgm_idx' order by indexname`.execute(
      database.db,
    );
    expect(rows.map((r) => r.indexname)).toEqual(['stories_title_fold_trgm_idx', 'users_name_fold_trgm_idx']);
  }
});
