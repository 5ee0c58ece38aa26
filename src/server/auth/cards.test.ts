import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, loginSuperuserCookie, sessionCookie, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
let su: string;
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  // The secure settings: the list hidden, personal passwords required.
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: su },
    payload: { requirePersonalPasswords: true, hideProfileList: true },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

interface Card {
  userId: string;
  name: string;
  groupName: string | null;
  secret: string;
  code: string;
}

/** A profile enrolled by the superuser, with the consent recorded on paper. */
async function enrol(name: string, { consent = true, groupId }: { consent?: boolean; groupId?: string } = {}): Promise<string> {
  const created = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: { cookie: su }, payload: { name, age: 8 } });
  expect(created.statusCode, created.body).toBe(201);
  const body = created.json<{ id?: string; user?: { id: string }; profile?: { id: string } }>();
  const id = body.id ?? body.user?.id ?? body.profile?.id;
  if (!id) throw new Error(`no id in ${created.body}`);
  if (consent) {
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/consent`,
      headers: { cookie: su },
      payload: { adultName: 'Mamma Anna' },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
  }
  if (groupId) {
    const moved = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/group`, headers: { cookie: su }, payload: { groupId } });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

async function issue(selection: object): Promise<Card[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/cards', headers: { cookie: su }, payload: selection });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ cards: Card[] }>().cards;
}

function cardLogin(payload: object, remoteAddress = '10.1.0.1', cookie?: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/card', remoteAddress, headers: cookie ? { cookie } : {}, payload });
}

async function rosterRow(name: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/roster?q=${encodeURIComponent(name)}`, headers: { cookie: su } });
  expect(res.statusCode, res.body).toBe(200);
  const row = res.json<{ rows: Array<{ name: string; cardIssuedAt: string | null }> }>().rows.find((r) => r.name === name);
  if (!row) throw new Error(`${name} not in the roster`);
  return row;
}

test('the card routes refuse the wrong callers', async () => {
  const [own] = await issue({ userIds: [await enrol('Curioso Accesso')] });
  if (!own) throw new Error('no card');
  const child = { cookie: sessionCookie(await cardLogin({ secret: own.secret })) };
  const before = await t.database.db.selectFrom('login_cards').selectAll().execute();
  for (const url of ['/api/admin/cards', '/api/admin/cards/revoke']) {
    expect((await t.app.inject({ method: 'POST', url, payload: { all: true } })).statusCode).toBe(401);
    const asChild = await t.app.inject({ method: 'POST', url, headers: { cookie: child.cookie }, payload: { all: true } });
    expect(asChild.statusCode).toBe(403);
  }
  const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/card/password', payload: { secret: 'a'.repeat(43), password: 'drago volante' } });
  expect(anonymous.statusCode).toBe(401);
  // Nothing was issued or taken back by the refused calls.
  expect(await t.database.db.selectFrom('login_cards').selectAll().execute()).toEqual(before);
});

test('bad input is a 400, never a 500', async () => {
  for (const payload of [
    {},
    { secret: 'corto' },
    { name: 'Giulia' },
    { name: 'Giulia', code: 'gatto' },
    { secret: 'a'.repeat(43), name: 'x', code: 'a-b-c-123' },
  ]) {
    const res = await cardLogin(payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
  }
  for (const payload of [{}, { userIds: [] }, { groupId: '' }, { all: false }]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/cards', headers: { cookie: su }, payload });
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
  }
});

test('issue → login by secret and by name + code → revoke → the old card fails → a reprint works', async () => {
  const group = await t.app.inject({ method: 'POST', url: '/api/admin/groups', headers: { cookie: su }, payload: { name: 'Classe 2ªA' } });
  expect(group.statusCode, group.body).toBe(201);
  const groupId = group.json<{ id?: string; group?: { id: string } }>().id ?? group.json<{ group: { id: string } }>().group.id;
  const giulia = await enrol('Giulia Bianchi', { groupId });
  const marco = await enrol('Marco Neri', { groupId });
  expect((await rosterRow('Giulia Bianchi')).cardIssuedAt).toBeNull();

  const cards = await issue({ groupId });
  expect(cards.map((c) => c.name)).toEqual(['Giulia Bianchi', 'Marco Neri']);
  expect(cards.map((c) => c.userId)).toEqual([giulia, marco]);
  for (const card of cards) {
    expect(card.groupName).toBe('Classe 2ªA');
    expect(card.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(card.code).toMatch(/^[a-z]+-[a-z]+-[a-z]+-\d{3}$/);
  }
  const [card] = cards;
  if (!card) throw new Error('no card');
  expect((await rosterRow('Giulia Bianchi')).cardIssuedAt).not.toBeNull();
  // Only hashes are stored.
  const stored = await t.database.db.selectFrom('login_cards').selectAll().where('user_id', '=', giulia).executeTakeFirstOrThrow();
  expect(JSON.stringify(stored)).not.toContain(card.secret);
  expect(JSON.stringify(stored)).not.toContain(card.code);

  // By the QR's secret: a full session, although her password is still the initial one.
  const bySecret = await cardLogin({ secret: card.secret });
  expect(bySecret.statusCode, bySecret.body).toBe(200);
  expect(bySecret.json()).toMatchObject({
    user: { name: 'Giulia Bianchi', isSuperuser: false },
    consentRequired: false,
    profile: { id: giulia, name: 'Giulia Bianchi' },
  });
  expect(bySecret.cookies.some((c) => c.name === 'fm_device')).toBe(true);
  const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: sessionCookie(bySecret) } });
  expect(session.json().user.name).toBe('Giulia Bianchi');

  // By name and the words, typed with spaces and capitals.
  const typed = card.code.replace(/-/g, ' ').toUpperCase();
  const byCode = await cardLogin({ name: 'giulia bianchi', code: typed }, '10.1.0.2');
  expect(byCode.statusCode, byCode.body).toBe(200);
  expect(byCode.json().user.name).toBe('Giulia Bianchi');

  // Another child's code does not open Giulia.
  const marcoCard = cards[1];
  if (!marcoCard) throw new Error('no card');
  expect((await cardLogin({ name: 'Giulia Bianchi', code: marcoCard.code }, '10.1.0.3')).statusCode).toBe(401);

  // 'Ritira tessere'.
  const revoked = await t.app.inject({ method: 'POST', url: '/api/admin/cards/revoke', headers: { cookie: su }, payload: { userIds: [giulia] } });
  expect(revoked.json()).toEqual({ revoked: 1 });
  expect((await rosterRow('Giulia Bianchi')).cardIssuedAt).toBeNull();
  const oldSecret = await cardLogin({ secret: card.secret });
  expect(oldSecret.statusCode).toBe(401);
  expect(oldSecret.json().error).toMatchObject({ code: 'invalid_card', message: "Tessera non valida o ritirata: chiedi una tessera nuova all'insegnante." });
  expect((await cardLogin({ name: 'Giulia Bianchi', code: card.code }, '10.1.0.4')).statusCode).toBe(401);
  // Marco's card still works.
  expect((await cardLogin({ secret: marcoCard.secret })).statusCode).toBe(200);

  // 'Ristampa': a new card works, the one before stops.
  const [second] = await issue({ userIds: [giulia] });
  if (!second) throw new Error('no card');
  expect(second.secret).not.toBe(card.secret);
  expect((await cardLogin({ secret: second.secret })).statusCode).toBe(200);
  const [third] = await issue({ userIds: [giulia] });
  if (!third) throw new Error('no card');
  expect((await cardLogin({ secret: second.secret })).statusCode).toBe(401);
  expect((await cardLogin({ name: 'Giulia Bianchi', code: second.code }, '10.1.0.5')).statusCode).toBe(401);
  expect((await cardLogin({ secret: third.secret })).statusCode).toBe(200);
  expect((await cardLogin({ name: 'Giulia Bianchi', code: third.code }, '10.1.0.5')).statusCode).toBe(200);

  // Deleting the profile deletes its card.
  expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${giulia}`, headers: { cookie: su } })).statusCode).toBe(200);
  expect(await t.database.db.selectFrom('login_cards').selectAll().where('user_id', '=', giulia).execute()).toEqual([]);
  expect((await cardLogin({ secret: third.secret })).statusCode).toBe(401);
});

test('a child without consent gets the same 403 as a password login, by secret and by code', async () => {
  await enrol('Senza Firma', { consent: false });
  const [card] = await issue({
    userIds: [(await t.database.db.selectFrom('users').select('id').where('name', '=', 'Senza Firma').executeTakeFirstOrThrow()).id],
  });
  if (!card) throw new Error('no card');
  for (const res of [await cardLogin({ secret: card.secret }), await cardLogin({ name: 'Senza Firma', code: card.code }, '10.2.0.1')]) {
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('consent_pending');
    expect(res.cookies.some((c) => c.name === 'fm_session' && c.value !== '')).toBe(false);
  }
});

test('the code form is throttled like a password login, and an unknown name answers like a wrong code', async () => {
  const id = await enrol('Lucia Gialli');
  const [card] = await issue({ userIds: [id] });
  if (!card) throw new Error('no card');
  const wrong = (n: number) => `gatto rosso luna ${100 + n}`;
  const unknown = await cardLogin({ name: 'Nessuno Qui', code: wrong(0) }, '10.3.0.1');
  const first = await cardLogin({ name: 'Lucia Gialli', code: wrong(0) }, '10.3.0.1');
  expect(unknown.statusCode).toBe(401);
  expect(unknown.json()).toEqual(first.json());
  for (let i = 1; i < 5; i += 1) expect((await cardLogin({ name: 'Lucia Gialli', code: wrong(i) }, '10.3.0.1')).statusCode).toBe(401);
  const sixth = await cardLogin({ name: 'Lucia Gialli', code: wrong(5) }, '10.3.0.1');
  expect(sixth.statusCode).toBe(401);
  expect(sixth.json().error.message).toContain('Riprova tra 30 secondi');
  // Now even the right code waits, from that address.
  const refused = await cardLogin({ name: 'Lucia Gialli', code: card.code }, '10.3.0.1');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  // The same counter as a password login: the password door is closed to that address too.
  const byPassword = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '10.3.0.1',
    payload: { name: 'Lucia Gialli', password: 'Lucia Gialli' },
  });
  expect(byPassword.statusCode).toBe(429);
  // The child at her own school address is not locked out, and the QR needs no per-account count.
  expect((await cardLogin({ name: 'Lucia Gialli', code: card.code }, '10.3.0.2')).statusCode).toBe(200);
  expect((await cardLogin({ secret: card.secret }, '10.3.0.1')).statusCode).toBe(200);
});

test('the words of a name nobody has are counted like a real one: the same answers, waits included', async () => {
  await enrol('Vera Nascosta');
  const seen = (res: Awaited<ReturnType<typeof cardLogin>>) => ({
    status: res.statusCode,
    body: res.json() as unknown,
    wait: res.headers['retry-after'] !== undefined,
  });
  const known: unknown[] = [];
  const unknown: unknown[] = [];
  for (let i = 0; i < 7; i += 1) {
    known.push(seen(await cardLogin({ name: 'Vera Nascosta', code: `gatto rosso luna ${200 + i}` }, '10.6.0.1')));
    unknown.push(seen(await cardLogin({ name: 'Vera Nascostina', code: `gatto rosso luna ${200 + i}` }, '10.6.0.2')));
  }
  expect(unknown).toEqual(known);
  expect(known.at(-1)).toMatchObject({ status: 429, wait: true });
});

test('a card opens a profile when the list is hidden and personal passwords are required', async () => {
  const id = await enrol('Pietro Blu');
  // Typing the name as password is not enough on this installation...
  const byName = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '10.4.0.1',
    payload: { name: 'Pietro Blu', password: 'Pietro Blu' },
  });
  expect(byName.json().user ?? null).toBeNull();
  const list = await t.app.inject({ method: 'GET', url: '/api/profiles' });
  expect(list.json()).toMatchObject({ hidden: true });
  // ...the card is.
  const [card] = await issue({ userIds: [id] });
  if (!card) throw new Error('no card');
  const res = await cardLogin({ name: 'Pietro Blu', code: card.code }, '10.4.0.1');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ user: { name: 'Pietro Blu' } });
  const stories = await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie: sessionCookie(res) } });
  expect(stories.statusCode).toBe(200);
});

test('with her card a child sets a personal password without the current one; other sessions end', async () => {
  const id = await enrol('Sara Rosa');
  const [card] = await issue({ userIds: [id] });
  const [other] = await issue({ userIds: [await enrol('Tommaso Viola')] });
  if (!card || !other) throw new Error('no card');
  const here = sessionCookie(await cardLogin({ secret: card.secret }));
  const elsewhere = sessionCookie(await cardLogin({ secret: card.secret }, '10.5.0.9'));
  const change = (payload: object, cookie = here) => t.app.inject({ method: 'POST', url: '/api/auth/card/password', headers: { cookie }, payload });

  expect((await change({ secret: other.secret, password: 'drago volante' })).statusCode).toBe(401);
  expect((await change({ secret: 'x'.repeat(43), password: 'drago volante' })).statusCode).toBe(401);
  expect((await change({ secret: card.secret, password: 'ab' })).statusCode).toBe(400);
  expect((await change({ secret: card.secret, password: 'Sara Rosa' })).statusCode).toBe(400);
  const ok = await change({ secret: card.secret, password: 'drago volante' });
  expect(ok.statusCode, ok.body).toBe(200);

  expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: here } })).json().user.name).toBe('Sara Rosa');
  expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: elsewhere } })).json().user).toBeNull();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '10.5.0.1',
    payload: { name: 'Sara Rosa', password: 'Drago Volante' },
  });
  expect(login.statusCode, login.body).toBe(200);
  expect(login.json()).toMatchObject({ user: { name: 'Sara Rosa' } });
  // Another child's session cannot use Sara's card.
  const tommaso = sessionCookie(await cardLogin({ secret: other.secret }));
  expect((await change({ secret: card.secret, password: 'pirata furbo' }, tommaso)).statusCode).toBe(401);
});

test('the whole class in one request: a hundred cards in a moment', async () => {
  for (let i = 0; i < 100; i += 1)
    await t.database.db
      .insertInto('users')
      .values({
        id: `bulk-${i}`,
        name: `Alunno ${i}`,
        name_key: `alunno ${i}`,
        name_fold: `alunno ${i}`,
        email: null,
        age: 8,
        gender: 'none',
        password_hash: '',
        password_is_initial: 1,
        user_type: 'user',
        style_preference: 'default',
        consent_at: new Date().toISOString(),
        consent_by: 'Maestra',
        consent_recorded_by: 'superuser',
        ai_consent_at: null,
        ai_consent_by: null,
        created_at: new Date().toISOString(),
        last_access: null,
      })
      .execute();
  const started = Date.now();
  const cards = await issue({ all: true });
  expect(cards.length).toBeGreaterThanOrEqual(100);
  expect(Date.now() - started).toBeLessThan(5000);
  expect(new Set(cards.map((c) => c.secret)).size).toBe(cards.length);
});
