import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
let su: string;
beforeAll(async () => {
  // The AI helpers "configured" (never called here), so the separate AI consent is offered.
  t = await createTestApp({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_TEXT_MODEL: 'prova' });
  su = await loginSuperuserCookie(t.app);
  // Children enter with their name in these tests, whatever the installation's default.
  const settings = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: su },
    payload: { requirePersonalPasswords: false, hideProfileList: false },
  });
  expect(settings.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, ...(cookie ? { headers: { cookie } } : {}) });

async function enrol(name: string): Promise<string> {
  const res = await post('/api/admin/users', { name, age: 8 }, su);
  expect(res.statusCode).toBe(201);
  return (res.json() as { profile: { id: string } }).profile.id;
}

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The PDF's text as poppler reads it. */
function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'family-letter-'));
  try {
    const file = path.join(dir, 'letter.pdf');
    fs.writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Letter {
  secret: string;
  code: string;
  text: string;
}

/** Prints the letter for these children and reads each secret and code back from the PDF. */
async function printLetters(userIds: string[]): Promise<Letter[]> {
  const res = await post('/api/admin/family-letters', { userIds }, su);
  expect(res.statusCode).toBe(200);
  const text = pdfText(res.rawPayload);
  const joined = text.replace(/\s*\n\s*/g, '');
  const secrets = [...joined.matchAll(/family-consent#k=([A-Za-z0-9_-]{43})/g)].map((m) => m[1] ?? '');
  const codes = [...text.matchAll(/\b([A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4})\b/g)].map((m) => m[1] ?? '');
  return secrets.map((secret, i) => ({ secret, code: codes[i] ?? '', text }));
}

test('the admin routes refuse anonymous callers and children; the family routes refuse bad input with a 4xx', async () => {
  const child = await createChild(t.app, 'Ada Curiosa');
  for (const [url, body] of [
    ['/api/admin/family-letters', { all: true }],
    ['/api/admin/consent', { selection: { all: true } }],
  ] as const) {
    expect((await post(url, body)).statusCode).toBe(401);
    expect((await post(url, body, child.cookie)).statusCode).toBe(403);
  }
  const declared = t.routes.filter((r) => r.url.startsWith('/api/family-consent') || r.url === '/api/admin/family-letters' || r.url === '/api/admin/consent');
  expect(declared.map((r) => `${r.method} ${r.url} ${r.access}`).sort()).toEqual([
    'POST /api/admin/consent superuser',
    'POST /api/admin/family-letters superuser',
    'POST /api/family-consent anonymous',
    'POST /api/family-consent/lookup anonymous',
  ]);
  for (const body of [{}, { secret: 5 }, { secret: 'corto' }, { code: 'ABCD' }, { code: 'IIII-OOOO-0000' }, { secret: 'x'.repeat(43), extra: 1 }, []]) {
    const res = await post('/api/family-consent/lookup', body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  }
  const text = await t.app.inject({ method: 'POST', url: '/api/family-consent/lookup', headers: { 'content-type': 'text/plain' }, payload: 'testo' });
  expect(text.statusCode).toBeGreaterThanOrEqual(400);
  expect(text.statusCode).toBeLessThan(500);
  const noName = await post('/api/family-consent', { secret: 'A'.repeat(43), accepted: true });
  expect(noName.statusCode).toBe(400);
  const notAccepted = await post('/api/family-consent', { secret: 'A'.repeat(43), adultName: 'Mamma', accepted: false });
  expect(notAccepted.statusCode).toBe(400);
  const unknown = await post('/api/family-consent/lookup', { secret: 'A'.repeat(43) });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().error.code).toBe('letter_not_found');
  expect((await post('/api/admin/family-letters', { userIds: [] }, su)).statusCode).toBe(400);
  expect((await post('/api/admin/family-letters', { userIds: ['nessuno'] }, su)).statusCode).toBe(404);
});

test.runIf(hasPdftotext)("the letter is a PDF with the child's name, the link and the code", async () => {
  const id = await enrol('Nicolò D’Angelo');
  const res = await post('/api/admin/family-letters', { userIds: [id] }, su);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe('attachment; filename="lettera-famiglia-Nicolo_D_Angelo.pdf"');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [letter] = await printLetters([id]);
  expect(letter?.text).toContain('Nicolò D’Angelo');
  expect(letter?.text).toContain('Lettera per la famiglia');
  expect(letter?.text).toContain('http://localhost/family-consent');
  // The voice consent is its own, optional one.
  expect(letter?.text.replace(/\s+/g, ' ')).toContain(
    'Anche registrare la voce di Nicolò D’Angelo mentre legge le sue storie è facoltativo: serve un altro consenso, separato',
  );
  expect(letter?.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(letter?.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  // Only hashes are stored.
  const row = await t.database.db.selectFrom('family_letters').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
  expect(JSON.stringify(row)).not.toContain(letter?.secret);
  expect(JSON.stringify(row)).not.toContain(letter?.code.replaceAll('-', ''));
});

test.runIf(hasPdftotext)('consent by the secret: recorded by the adult, once; the child then enters with her name', async () => {
  const id = await enrol('Bea Lettera');
  const [letter] = await printLetters([id]);
  const secret = letter?.secret ?? '';
  const lookup = await post('/api/family-consent/lookup', { secret });
  expect(lookup.statusCode).toBe(200);
  expect(lookup.json()).toEqual({ profile: { name: 'Bea Lettera' }, consentGiven: false, aiAvailable: true });

  const consent = await post('/api/family-consent', { secret, adultName: 'Mamma di Bea', accepted: true, aiConsent: true });
  expect(consent.statusCode).toBe(200);
  expect(consent.json()).toEqual({ profile: { name: 'Bea Lettera' }, aiConsent: true });
  // No session, no password: the child enters as the settings say.
  expect(consent.headers['set-cookie']).toBeUndefined();
  const user = await t.database.db
    .selectFrom('users')
    .select(['consent_by', 'consent_recorded_by', 'ai_consent_by', 'password_is_initial'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(user).toEqual({ consent_by: 'Mamma di Bea', consent_recorded_by: 'family-letter', ai_consent_by: 'Mamma di Bea', password_is_initial: 1 });

  const again = await post('/api/family-consent', { secret, adultName: 'Qualcun altro', accepted: true });
  expect(again.statusCode).toBe(410);
  expect(again.json().error.code).toBe('letter_used');
  expect((await post('/api/family-consent/lookup', { secret })).statusCode).toBe(410);

  const roster = await t.app.inject({ method: 'GET', url: '/api/admin/roster?q=Bea', headers: { cookie: su } });
  expect(roster.json().rows[0]).toMatchObject({ name: 'Bea Lettera', consentBy: 'Mamma di Bea', consentBySuperuser: false });

  const login = await post('/api/auth/login', { profileId: id, password: 'bea lettera' });
  expect(login.statusCode).toBe(200);
  expect(login.json()).toMatchObject({ consentRequired: false, user: { name: 'Bea Lettera' } });
});

test.runIf(hasPdftotext)('consent by the typed code, in any case and spacing; the AI consent only when ticked', async () => {
  const id = await enrol('Carlo Codice');
  const [letter] = await printLetters([id]);
  const typed = ` ${(letter?.code ?? '').toLowerCase().replaceAll('-', ' ')} `;
  const lookup = await post('/api/family-consent/lookup', { code: typed });
  expect(lookup.statusCode).toBe(200);
  expect(lookup.json().profile).toEqual({ name: 'Carlo Codice' });
  const consent = await post('/api/family-consent', { code: letter?.code, adultName: 'Papà di Carlo', accepted: true });
  expect(consent.statusCode).toBe(200);
  const user = await t.database.db.selectFrom('users').select(['consent_by', 'ai_consent_at']).where('id', '=', id).executeTakeFirstOrThrow();
  expect(user).toEqual({ consent_by: 'Papà di Carlo', ai_consent_at: null });
  expect((await post('/api/family-consent', { code: letter?.code, adultName: 'Papà di Carlo', accepted: true })).statusCode).toBe(410);
});

test.runIf(hasPdftotext)('a new letter replaces the old one: its secret and code stop working', async () => {
  const id = await enrol('Dora Doppia');
  const [first] = await printLetters([id]);
  const [second] = await printLetters([id]);
  expect(second?.secret).not.toBe(first?.secret);
  for (const key of [{ secret: first?.secret }, { code: first?.code }]) {
    const res = await post('/api/family-consent', { ...key, adultName: 'Sconosciuto', accepted: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('letter_not_found');
  }
  expect((await post('/api/family-consent/lookup', { secret: second?.secret })).statusCode).toBe(200);
  // Deleting the profile takes its letter with it.
  expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: { cookie: su } })).statusCode).toBe(200);
  expect((await post('/api/family-consent/lookup', { secret: second?.secret })).statusCode).toBe(404);
  expect(await t.database.db.selectFrom('family_letters').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
});

test.runIf(hasPdftotext)('a letter printed after a paper consent says so, and its consent answers 409', async () => {
  const id = await enrol('Elio Carta');
  expect((await post(`/api/admin/users/${id}/consent`, { adultName: 'Nonna di Elio' }, su)).statusCode).toBe(200);
  const [letter] = await printLetters([id]);
  expect(letter?.text).toContain('già stato registrato');
  const lookup = await post('/api/family-consent/lookup', { secret: letter?.secret });
  expect(lookup.json()).toMatchObject({ consentGiven: true });
  const res = await post('/api/family-consent', { secret: letter?.secret, adultName: 'Altro adulto', accepted: true });
  expect(res.statusCode).toBe(409);
  const user = await t.database.db.selectFrom('users').select('consent_by').where('id', '=', id).executeTakeFirstOrThrow();
  expect(user.consent_by).toBe('Nonna di Elio');
});

test("'Registra consenso' for a group records every child still waiting, as collected on paper", async () => {
  const group = await post('/api/admin/groups', { name: 'Classe 3ªB lettere' }, su);
  expect(group.statusCode).toBe(201);
  const groupId = (group.json() as { group: { id: string } }).group.id;
  const ids = [await enrol('Fabio Gruppo'), await enrol('Gina Gruppo'), await enrol('Ugo Fuori')];
  for (const id of ids.slice(0, 2)) {
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/group`, headers: { cookie: su }, payload: { groupId } })).statusCode).toBe(200);
  }
  expect((await post(`/api/admin/users/${ids[1]}/consent`, { adultName: 'Mamma di Gina' }, su)).statusCode).toBe(200);

  const res = await post('/api/admin/consent', { selection: { groupId } }, su);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ recorded: 1, alreadyGiven: 1 });
  const rows = await t.database.db.selectFrom('users').select(['id', 'consent_by', 'consent_recorded_by']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  expect(byId.get(ids[0] ?? '')).toMatchObject({ consent_by: 'consenso su carta raccolto', consent_recorded_by: 'superuser' });
  expect(byId.get(ids[1] ?? '')).toMatchObject({ consent_by: 'Mamma di Gina' });
  expect(byId.get(ids[2] ?? '')).toMatchObject({ consent_by: null });

  const named = await post('/api/admin/consent', { selection: { userIds: [ids[2]] }, adultName: 'Maestra Rita' }, su);
  expect(named.json()).toEqual({ recorded: 1, alreadyGiven: 0 });
  expect((await post('/api/admin/consent', { selection: { userIds: [] } }, su)).statusCode).toBe(400);
  expect((await post('/api/admin/consent', { selection: { groupId }, adultName: 'x' }, su)).statusCode).toBe(400);
  // The single-child route still works beside it.
  const single = await enrol('Ivo Singolo');
  expect((await post(`/api/admin/users/${single}/consent`, { adultName: 'Papà di Ivo' }, su)).statusCode).toBe(200);
});
