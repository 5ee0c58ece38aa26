import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { knownMigrations } from '../db/migrations/index';
import { createChild, createTestApp, loginSuperuserCookie, sessionCookie, type TestApp } from '../../../tests/support/server/test-app';
import { dumpTables, seedInstallation } from '../../../tests/support/server/seed-installation';
import { BACKUP_FORMAT, BACKUP_MESSAGES, decodeBackup, encodeBackup, type BackupHeader } from './format';

let source: TestApp;
let sourceCookie: string;
let backup: Buffer;
const fresh: TestApp[] = [];

beforeAll(async () => {
  source = await createTestApp();
  await seedInstallation(source.database.db, { imageBytes: 400 * 1024 });
  sourceCookie = await loginSuperuserCookie(source.app);
  const res = await source.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { cookie: sourceCookie } });
  expect(res.statusCode).toBe(200);
  backup = res.rawPayload;
});
afterAll(async () => {
  await source?.close();
});
afterEach(async () => {
  while (fresh.length > 0) await fresh.pop()?.close();
});

/** A new, empty installation (its safe default settings are not rows: nothing to overwrite). */
async function freshApp(overrides: Partial<Record<string, string>> = {}): Promise<{ t: TestApp; cookie: string }> {
  const t = await createTestApp(overrides, { secureDefaults: true });
  fresh.push(t);
  return { t, cookie: await loginSuperuserCookie(t.app) };
}

function upload(t: TestApp, cookie: string | undefined, body: Buffer, contentType = 'application/gzip') {
  return t.app.inject({ method: 'POST', url: '/api/admin/restore', headers: { ...(cookie ? { cookie } : {}), 'content-type': contentType }, payload: body });
}

function header(overrides: Partial<BackupHeader> = {}): BackupHeader {
  const migrations = knownMigrations();
  return {
    format: BACKUP_FORMAT,
    formatVersion: 1,
    migration: migrations[migrations.length - 1] ?? '',
    createdAt: new Date().toISOString(),
    engine: 'sqlite',
    ...overrides,
  };
}

test('the download is a gzip file named for its date, with a header naming format, version, schema, time and engine', async () => {
  const res = await source.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { cookie: sourceCookie } });
  expect(res.headers['content-type']).toBe('application/gzip');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fantasmia-backup-\d{4}-\d{2}-\d{2}-\d{4}\.jsonl\.gz"$/);
  const doc = await decodeBackup(res.rawPayload, knownMigrations());
  expect(doc.header).toMatchObject({ format: 'fantasmia-backup', formatVersion: 1, migration: knownMigrations().at(-1), engine: source.database.kind });
  expect(doc.tables.users.map((u) => u.name).sort()).toEqual(['Giulia Rossi', 'Luca Bianchi', 'SuperUser']);
  expect(doc.tables.users.every((u) => typeof u.password_hash === 'string' && u.password_hash.startsWith('$2'))).toBe(true);
  expect(doc.tables.images[0]?.data).toBeInstanceOf(Buffer);
});

test('a restore into an empty installation brings back every table exactly, and the backup superuser logs in', async () => {
  const t = await createTestApp({ SUPERUSER_PASSWORD: 'altra-password' }, { secureDefaults: true });
  fresh.push(t);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/superuser', payload: { password: 'altra-password' } });
  const cookie = sessionCookie(login);
  const res = await upload(t, cookie, backup);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ ok: true, counts: { users: 3, stories: 2, images: 1, message_recipients: 2 } });
  expect(await dumpTables(t.database.db)).toEqual(await dumpTables(source.database.db));
  // The session of the first-start superuser ended with it; the backup's superuser is the one now.
  const old = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
  expect(old.statusCode).toBe(401);
  // The backup's superuser (with the source's password) is the one now.
  expect(await loginSuperuserCookie(t.app)).toMatch(/^fm_session=/);
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/superuser', payload: { password: 'altra-password' } })).statusCode).toBe(401);
});

test('a backup of a few MB is accepted by the restore route although JSON bodies stop at 256 KB', async () => {
  const big = await createTestApp();
  fresh.push(big);
  await seedInstallation(big.database.db, { imageBytes: 3 * 1024 * 1024 });
  const cookie = await loginSuperuserCookie(big.app);
  const file = (await big.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { cookie } })).rawPayload;
  expect(file.length).toBeGreaterThan(3 * 1024 * 1024);
  const { t, cookie: target } = await freshApp();
  expect((await upload(t, target, file)).statusCode).toBe(200);
  const { t: small, cookie: smallCookie } = await freshApp({ BACKUP_UPLOAD_MAX_MB: '1' });
  const refused = await upload(small, smallCookie, file);
  expect(refused.statusCode).toBe(413);
  expect(refused.json()).toEqual({ error: { code: 'payload_too_large', message: 'Il contenuto inviato è troppo grande' } });
}, 120_000); // three installations and a 3 MB file through gzip: about 30 s on two busy cores

test('a restore into an installation that already has profiles or stories is refused and changes nothing', async () => {
  const { t, cookie } = await freshApp();
  await createChild(t.app, 'Marta Verdi');
  const before = await dumpTables(t.database.db);
  const res = await upload(t, cookie, backup);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ error: { code: 'not_empty', message: BACKUP_MESSAGES.notEmpty } });
  expect(await dumpTables(t.database.db)).toEqual(before);
});

const BAD_FILES: { label: string; file: () => Buffer | Promise<Buffer>; code: string; message: string }[] = [
  { label: 'a damaged file (one byte changed)', file: () => flipInside(backup), code: 'backup_damaged', message: BACKUP_MESSAGES.damaged },
  { label: 'a truncated gzip', file: () => backup.subarray(0, Math.floor(backup.length / 2)), code: 'backup_damaged', message: BACKUP_MESSAGES.damaged },
  { label: 'a backup whose last lines were cut off', file: () => cutLastLines(backup), code: 'backup_damaged', message: BACKUP_MESSAGES.damaged },
  {
    label: 'a file that is not a backup (a picture)',
    file: () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    code: 'not_a_backup',
    message: BACKUP_MESSAGES.notBackup,
  },
  { label: 'a gzip of something else', file: () => zlib.gzipSync('{"hello":"world"}\n'), code: 'not_a_backup', message: BACKUP_MESSAGES.notBackup },
  {
    label: 'a file from a newer format version',
    file: () => encodeBackup(header({ formatVersion: 2 }), {}),
    code: 'backup_too_new',
    message: BACKUP_MESSAGES.newer,
  },
  {
    label: 'a file from a newer schema',
    file: () => encodeBackup(header({ migration: '999-from-the-future' }), {}),
    code: 'backup_too_new',
    message: BACKUP_MESSAGES.newer,
  },
  {
    label: 'a well-formed file whose rows the database refuses (a story of a missing author)',
    file: () =>
      encodeBackup(header(), {
        users: [],
        stories: [
          {
            id: 'x',
            title: 'T',
            content: 'C',
            status: 'completed',
            mode: 'propp',
            language: 'italian',
            category: null,
            answers: '[]',
            mode_state: null,
            author_id: 'nobody',
            author_name: 'N',
            is_public: 0,
            published_at: null,
            image_id: null,
            created_at: 'a',
            updated_at: 'a',
          },
        ],
      }),
    code: 'backup_damaged',
    message: BACKUP_MESSAGES.damaged,
  },
  {
    label: 'a well-formed file with a column we do not have',
    file: () => encodeBackup(header(), { settings: [{ key: 'a', value: 'b', evil: 'x' }] }),
    code: 'backup_damaged',
    message: BACKUP_MESSAGES.damaged,
  },
];

function flipInside(file: Buffer): Buffer {
  const text = zlib.gunzipSync(file);
  const copy = Buffer.from(text);
  const at = copy.indexOf('Giulia Rossi');
  copy[at] = 'H'.charCodeAt(0);
  return zlib.gzipSync(copy);
}

function cutLastLines(file: Buffer): Buffer {
  const lines = zlib.gunzipSync(file).toString('utf8').split('\n');
  return zlib.gzipSync(lines.slice(0, 4).join('\n'));
}

test.each(BAD_FILES)('$label is refused with a clear message and changes nothing', async ({ file, code, message }) => {
  const { t, cookie } = await freshApp();
  const before = await dumpTables(t.database.db);
  const res = await upload(t, cookie, await file());
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: { code, message } });
  expect(await dumpTables(t.database.db)).toEqual(before);
  // Nothing changed: the first-start superuser's session still works.
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })).statusCode).toBe(200);
});

test('a JSON body instead of a file is refused as not a backup', async () => {
  const { t, cookie } = await freshApp();
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/restore', headers: { cookie }, payload: { backup: 'x' } });
  expect(res.statusCode).toBe(400);
  expect(res.json<{ error: { code: string } }>().error.code).toBe('not_a_backup');
});

test('anonymous visitors and children can neither download nor restore', async () => {
  const { t } = await freshApp();
  const child = await createChild(t.app, 'Curioso Bambino');
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/backup' })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { cookie: child.cookie } })).statusCode).toBe(403);
  expect((await upload(t, undefined, backup)).statusCode).toBe(401);
  expect((await upload(t, child.cookie, backup)).statusCode).toBe(403);
  expect(await t.database.db.selectFrom('users').select('name').orderBy('name').execute()).toEqual([{ name: 'Curioso Bambino' }, { name: 'SuperUser' }]);
});

test('a backup taken while children keep saving is one consistent picture', async () => {
  const { t, cookie } = await freshApp();
  const child = await createChild(t.app, 'Scrittrice Veloce');
  let saving = true;
  const saves = (async () => {
    let n = 0;
    while (saving && n < 200) {
      n += 1;
      await t.database.db.transaction().execute(async (trx) => {
        const id = `s${n}`;
        await trx
          .insertInto('stories')
          .values({
            id,
            title: `Storia ${n}`,
            title_fold: `storia ${n}`,
            content: 'x',
            status: 'completed',
            mode: 'propp',
            language: 'italian',
            category: null,
            answers: '[]',
            mode_state: null,
            author_id: child.id,
            author_name: 'Scrittrice Veloce',
            is_public: 0,
            published_at: null,
            image_id: null,
            created_at: 'a',
            updated_at: 'a',
          })
          .execute();
        await trx
          .insertInto('media_generations')
          .values({ id: `m${n}`, story_id: id, user_id: child.id, media_type: 'image', media_url: 'u', media_style: null, cost: 0.01, created_at: 'a' })
          .execute();
      });
    }
  })();
  const files: Buffer[] = [];
  for (let i = 0; i < 3; i += 1) files.push((await t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { cookie } })).rawPayload);
  saving = false;
  await saves;
  for (const file of files) {
    const doc = await decodeBackup(file, knownMigrations());
    // Each save writes a story and its cost together: a consistent backup has both or neither.
    expect(doc.tables.media_generations.map((m) => m.story_id).sort()).toEqual(doc.tables.stories.map((s) => s.id).sort());
  }
});

test('a backup from before the accent-free names and titles restores with them computed, so searches find its rows', async () => {
  const doc = await decodeBackup(backup, knownMigrations());
  const strip = (rows: Array<Record<string, unknown>>, column: string) => rows.map(({ [column]: _dropped, ...rest }) => rest);
  const tables: Record<string, Array<Record<string, unknown>>> = { ...doc.tables };
  tables.users = strip(doc.tables.users, 'name_fold');
  // A file cannot make a search find what its title hides: the stored form is always recomputed.
  tables.stories = strip(doc.tables.stories, 'title_fold').map((s, i) => (i === 0 ? { ...s, title_fold: 'qualcosa di falso' } : s));
  const older = await encodeBackup(header({ migration: '017-shared-limits', engine: source.database.kind }), tables);
  const { t, cookie } = await freshApp();
  const res = await upload(t, cookie, older);
  expect(res.statusCode, res.body).toBe(200);
  expect(await dumpTables(t.database.db)).toEqual(await dumpTables(source.database.db));
  const roster = await t.app.inject({ method: 'GET', url: '/api/admin/roster?q=giulia', headers: { cookie: await loginSuperuserCookie(t.app) } });
  expect(roster.json<{ rows: Array<{ name: string }> }>().rows.map((r) => r.name)).toEqual(['Giulia Rossi']);
  const archive = await t.app.inject({ method: 'GET', url: '/api/public-archive?q=ca%20va' });
  expect(archive.json<{ rows: Array<{ title: string }> }>().rows.map((r) => r.title)).toEqual(['Il drago gentile di Ça va 🐉']);
});

test("a backup from before 'con le iniziali' was recorded restores its stories published with initials as such; a current one carries the choice", async () => {
  const doc = await decodeBackup(backup, knownMigrations());
  const published = doc.tables.stories.find((s) => s.is_public === 1)!;
  const withInitials = (keep: boolean) =>
    doc.tables.stories.map(({ public_initials: _dropped, ...s }) =>
      s.id === published.id ? { ...s, public_author: 'G. R.', ...(keep ? { public_initials: 1 } : {}) } : keep ? { ...s, public_initials: 0 } : s,
    );
  const flagOf = async (t: TestApp) =>
    Number(
      (await t.database.db.selectFrom('stories').select('public_initials').where('id', '=', String(published.id)).executeTakeFirstOrThrow()).public_initials,
    );

  const older = await encodeBackup(header({ migration: '020-voice', engine: source.database.kind }), { ...doc.tables, stories: withInitials(false) });
  const { t, cookie } = await freshApp();
  expect((await upload(t, cookie, older)).statusCode).toBe(200);
  expect(await flagOf(t)).toBe(1);
  const complete = await t.app.inject({ method: 'GET', url: '/api/admin/archive?status=published', headers: { cookie: await loginSuperuserCookie(t.app) } });
  expect(complete.json<{ rows: Array<{ authorName: string; publishedWithInitials: boolean }> }>().rows).toEqual([
    expect.objectContaining({ authorName: 'Giulia Rossi', publishedWithInitials: true }),
  ]);

  const current = await encodeBackup(header({ engine: source.database.kind }), { ...doc.tables, stories: withInitials(true) });
  const { t: again, cookie: againCookie } = await freshApp();
  expect((await upload(again, againCookie, current)).statusCode).toBe(200);
  expect(await flagOf(again)).toBe(1);
  const publicArchive = await again.app.inject({ method: 'GET', url: '/api/public-archive' });
  expect(publicArchive.json<{ rows: Array<{ authorName: string }> }>().rows.map((r) => r.authorName)).toEqual(['G. R.']);
});
