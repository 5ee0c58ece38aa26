import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
let su: string;
let child: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  child = await createChild(t.app, 'Già Iscritto');
});
afterAll(async () => {
  await t.close();
});

const send = (csv: string, commit = false, cookie = su) =>
  t.app.inject({ method: 'POST', url: '/api/admin/users/import', headers: { cookie }, payload: { csv, commit } });
const userCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('preview: BOM, semicolons, quoted fields, empty lines, duplicates in the file and in the database, reasons', async () => {
  const csv =
    '\uFEFFnome;età;email;genere\r\nAnna Bianchi;8;anna@example.org;F\r\n\r\n"Rossi; Luca";9;;maschio\r\ngià iscritto;7;;\r\nanna bianchi;8;;\r\n<b>;8;;\r\nMarta;200;;\r\nPiero;9;non-email;\r\n';
  const res = await send(csv);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.created).toBe(0);
  expect(body.counts).toEqual({ new: 1, duplicate: 2, invalid: 4 });
  const byLine = Object.fromEntries(body.rows.map((r: { line: number }) => [r.line, r]));
  expect(byLine[2]).toMatchObject({ name: 'Anna Bianchi', status: 'new' });
  expect(byLine[4]).toMatchObject({ name: 'Rossi; Luca', status: 'invalid', reason: 'Nome contains invalid characters' });
  expect(byLine[5]).toMatchObject({ status: 'duplicate', reason: 'Esiste già un profilo con questo nome' });
  expect(byLine[6]).toMatchObject({ status: 'duplicate', reason: 'Nome ripetuto nel file' });
  expect(byLine[7]).toMatchObject({ status: 'invalid', reason: 'Nome contains invalid characters' });
  expect(byLine[8]).toMatchObject({ status: 'invalid', reason: "Inserisci un'età valida tra 1 e 120 anni" });
  expect(byLine[9]).toMatchObject({ status: 'invalid', reason: 'Please enter a valid email address' });
});

test('commas with quoted commas; commit creates the new rows in one go, waiting for the consent the superuser or the family letter gives', async () => {
  const before = await userCount();
  const csv = 'name,age,email,gender\n"Carla, detta Carlotta",8,,\nDino Verdi,10,dino@example.org,male\n';
  const preview = (await send(csv)).json();
  expect(preview.rows[0]).toMatchObject({ name: 'Carla, detta Carlotta', status: 'invalid' });
  const done = await send(csv, true);
  expect(done.statusCode).toBe(200);
  expect(done.json().created).toBe(1);
  expect(await userCount()).toBe(before + 1);
  const dino = await t.database.db.selectFrom('users').selectAll().where('name_key', '=', 'dino verdi').executeTakeFirstOrThrow();
  expect(dino).toMatchObject({ age: 10, email: 'dino@example.org', gender: 'male', enrolled_by: 'superuser', consent_at: null, password_is_initial: 1 });
  // Its consent comes from the superuser or the family letter, never from whoever types the name.
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { profileId: dino.id, password: 'dino verdi' } });
  expect(login.statusCode).toBe(403);
  expect(login.json().error.code).toBe('consent_pending');
  // Importing again: now a duplicate, nothing created.
  expect((await send(csv, true)).json()).toMatchObject({ created: 0, counts: { duplicate: 1 } });
});

test('2,000 rows preview; more is refused and nothing is written; a file without header is refused', async () => {
  const rows = Array.from({ length: 2000 }, (_, i) => `Bimbo Csv ${String(i).padStart(4, '0')};${6 + (i % 6)}`);
  const big = await send(`nome;età\n${rows.join('\n')}\n`);
  expect(big.statusCode).toBe(200);
  expect(big.json().counts).toEqual({ new: 2000, duplicate: 0, invalid: 0 });

  const before = await userCount();
  const tooMany = await send(`nome;età\n${rows.join('\n')}\nUno In Più;8\n`, true);
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().error.message).toBe('Il file ha troppe righe: al massimo 2000');
  const noHeader = await send('Anna;8\nLuca;9\n', true);
  expect(noHeader.statusCode).toBe(400);
  expect(noHeader.json().error.message).toMatch(/colonne «nome» ed «età»/);
  expect((await send('', true)).statusCode).toBe(400);
  expect((await send('\n\n\n', true)).statusCode).toBe(400);
  expect(await userCount()).toBe(before);
});

test('a child cannot import', async () => {
  expect((await send('nome;età\nIntruso;8\n', true, child.cookie)).statusCode).toBe(403);
});

test('a class of 2,000 rows is created in one request, well within a minute, and each logs in with its name', async () => {
  const rows = Array.from({ length: 2000 }, (_, i) => `Classe Grande ${String(i).padStart(4, '0')};${6 + (i % 6)}`);
  const before = await userCount();
  const started = Date.now();
  const res = await send(`nome;età\r\n${rows.join('\r\n')}\r\n`, true);
  const tookMs = Date.now() - started;
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.json()).toMatchObject({ created: 2000, counts: { new: 2000, duplicate: 0, invalid: 0 } });
  expect(tookMs).toBeLessThan(60_000);
  expect(await userCount()).toBe(before + 2000);
  const last = await t.database.db.selectFrom('users').selectAll().where('name_key', '=', 'classe grande 1999').executeTakeFirstOrThrow();
  expect(last).toMatchObject({ password_hash: '', password_is_initial: 1, enrolled_by: 'superuser' });
  // Enrolled by the superuser: the right name answers that the adult's consent is missing.
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: 'Classe Grande 1999', password: 'classe grande 1999' } });
  expect(login.statusCode).toBe(403);
  expect(login.json().error.code).toBe('consent_pending');
});

test("Italian Excel's file: semicolons, a BOM and CRLF, even with one row; every problem of a bad row is reported", async () => {
  const one = await send('\uFEFFnome;età\r\nUna Riga;8\r\n');
  expect(one.statusCode, one.body).toBe(200);
  expect(one.json().rows).toEqual([expect.objectContaining({ name: 'Una Riga', age: '8', status: 'new' })]);
  const commaInName = await send('nome;età;email\r\nRossi, Lia;9;\r\n');
  expect(commaInName.json().rows[0]).toMatchObject({ name: 'Rossi, Lia', age: '9', status: 'invalid' });
  const bad = await send('nome,età,email\n<b>,200,non-email\n');
  const reason = bad.json().rows[0].reason as string;
  expect(bad.json().rows[0].status).toBe('invalid');
  expect(reason).toContain('Nome contains invalid characters');
  expect(reason).toContain("Inserisci un'età valida tra 1 e 120 anni");
  expect(reason).toContain('Please enter a valid email address');
});
