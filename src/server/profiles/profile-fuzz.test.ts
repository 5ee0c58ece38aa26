import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiErrorSchema } from '../../shared/schemas/api-error';
import { createChild, createTestApp, type TestApp } from '../../../tests/support/server/test-app';

/**
 * Property: whatever a client sends to profile creation and login, the API answers a 2xx or a
 * 4xx with `{"error":{"code","message"}}`, never a 5xx, and a refused request stores nothing.
 */

const RUNS = 200;

let t: TestApp;
let knownId: string;

beforeAll(async () => {
  // One app for the whole file; the rate limit is not under test here.
  t = await createTestApp({ LOGIN_RATE_LIMIT: '100000' });
  knownId = (await createChild(t.app, 'Giulia Bianchi')).id;
  await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Sofia', age: 7, email: 'sofia@example.org' } });
});
afterAll(async () => {
  await t?.close();
});

// ---- arbitraries ----

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'Eva\u0000Rossi',
  '\ud800',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '<img src=x onerror=alert(1)>',
  "'; drop table users; --",
  '" or 1=1 --',
  '%00',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'SuperUser',
  ' superuser ',
  'Giulia Bianchi',
  ' GIULIA  bianchi ',
  '🙂🙂🙂',
  '\u202eevil',
  'ZWJ\u200dname',
  'e\u0301e\u0301',
  '١٢٣',
  '12',
  '1e2',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'true',
);

const hugeString = fc.tuple(fc.integer({ min: 300, max: 120_000 }), fc.constantFrom('x', 'à', '🙂', ' ', '<', '\u0000')).map(([n, c]) => c.repeat(n));

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 4, arbitrary: nasty },
  { weight: 1, arbitrary: hugeString },
);

const anyNumber = fc.oneof(
  fc.integer(),
  fc.integer({ min: -5, max: 130 }),
  fc.double(),
  fc.constantFrom(0, -0, 1, 120, 121, 7.5, -1, 1e21, Number.MAX_SAFE_INTEGER + 2, 5e-324),
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: anyString },
  { weight: 3, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.array(anyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Keys a curious client might add to climb privileges or overwrite columns. */
const extraKeys = fc.dictionary(
  fc.constantFrom('user_type', 'password_hash', 'id', 'isSuperuser', 'consent_at', 'password', 'name_key', 'style_preference', '__proto__', 'constructor'),
  fc.oneof(fc.constant('superuser'), fc.constant(1), fc.constant(true), anyString),
  { maxKeys: 3 },
);

const plausibleName = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-zàèéìòùÀÈÉÌÒÙçñ][A-Za-z0-9 ._àèéìòùÀÈÉÌÒÙçñ-]{1,30}$/) },
  { weight: 1, arbitrary: fc.constantFrom('Giulia Bianchi', 'SOFIA', 'Al', 'Niccolò', 'x'.repeat(50), 'x'.repeat(51), 'A', '  Anna   Maria  ') },
  { weight: 1, arbitrary: anyString },
);

const plausibleEmail = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('', undefined, null, '   ') },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constant('sofia@example.org') },
  { weight: 1, arbitrary: anyString },
);

/** A JSON body for the request: any JSON value, a record with random field values, or near-valid. */
type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string | undefined; text: string };

function bodies(record: fc.Arbitrary<Record<string, unknown>>, nearValid: fc.Arbitrary<Record<string, unknown>>, nearValidWeight: number): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value })) },
    { weight: 3, arbitrary: fc.tuple(record, extraKeys).map(([r, x]): Body => ({ kind: 'json', value: { ...x, ...r } })) },
    { weight: nearValidWeight, arbitrary: fc.tuple(nearValid, extraKeys).map(([r, x]): Body => ({ kind: 'json', value: { ...x, ...r } })) },
    {
      weight: 1,
      arbitrary: fc
        .record({
          contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', undefined),
          text: anyString,
        })
        .map((r): Body => ({ kind: 'raw', ...r })),
    },
  );
}

const profileBody = bodies(
  fc.record({ name: anyValue, age: anyValue, email: anyValue, gender: anyValue }, { requiredKeys: [] }),
  fc.record(
    {
      name: plausibleName,
      age: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 120 }) },
        { weight: 2, arbitrary: fc.integer({ min: -2, max: 125 }).map(String) },
        { weight: 1, arbitrary: anyValue },
      ),
      email: plausibleEmail,
      gender: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('male', 'female', '', null, undefined) },
        { weight: 1, arbitrary: fc.constantFrom('other', 'MALE', 0) },
      ),
    },
    { requiredKeys: ['name', 'age'] },
  ),
  4,
);

const loginBody = bodies(
  fc.record({ profileId: anyValue, name: anyValue, email: anyValue, password: anyValue }, { requiredKeys: [] }),
  fc.oneof(
    fc.record({ name: plausibleName, password: fc.oneof(fc.constantFrom('giulia bianchi', ' GIULIA Bianchi ', 'sofia', 'sbagliata'), anyString) }),
    fc.record({ email: plausibleEmail, password: fc.oneof(fc.constantFrom('sofia', 'Sofia ', 'sbagliata'), anyString) }),
    fc.record({ profileId: fc.oneof(fc.uuid(), fc.constant('KNOWN'), anyString), password: fc.oneof(fc.constant('Giulia Bianchi'), anyString) }),
  ),
  // Every login that passes the schema costs a bcrypt check (~0.1-0.2 s here): fewer of them.
  2,
);

// ---- checks ----

async function counts(): Promise<{ users: number; sessions: number }> {
  const db = t.database.db;
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { users: Number(users.n), sessions: Number(sessions.n) };
}

function send(url: string, body: Body) {
  if (body.kind === 'json') {
    const value = body.value;
    // The known profile's id is only known at run time.
    const payload = JSON.stringify(value, (_k, v: unknown) => (v === 'KNOWN' ? knownId : v)) ?? 'null';
    return t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  }
  return t.app.inject({ method: 'POST', url, headers: body.contentType ? { 'content-type': body.contentType } : {}, payload: body.text });
}

function expectErrorShape(res: { statusCode: number; body: string }, label: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    throw new Error(`${label}: ${res.statusCode} answered a body that is not JSON: ${res.body.slice(0, 200)}`);
  }
  const shape = apiErrorSchema.safeParse(parsed);
  if (!shape.success) throw new Error(`${label}: ${res.statusCode} answered ${res.body.slice(0, 200)}`);
  expect(shape.data.error.code.length, label).toBeGreaterThan(0);
  expect(shape.data.error.message.length, label).toBeGreaterThan(0);
}

function describe(body: Body): string {
  const text = body.kind === 'json' ? (JSON.stringify(body.value) ?? 'undefined') : `${String(body.contentType)} ${body.text}`;
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

test(`profile creation survives ${RUNS} random bodies: no 5xx, errors well formed, nothing stored when refused`, { timeout: 180_000 }, async () => {
  let created = 0;
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(profileBody, async (body) => {
      const label = describe(body);
      const before = await counts();
      const res = await send('/api/profiles', body);
      const after = await counts();
      expect(res.statusCode, label).toBeLessThan(500);
      if (res.statusCode === 201) {
        created += 1;
        expect(after, label).toEqual({ users: before.users + 1, sessions: before.sessions + 1 });
        const id = res.json<{ profile: { id: string } }>().profile.id;
        const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        expect(row.user_type, label).toBe('user');
        expect(row.consent_at, label).toBeNull();
        // On its initial password (the name): no hash is stored.
        expect({ hash: row.password_hash, initial: row.password_is_initial }, label).toEqual({ hash: '', initial: 1 });
        expect(row.name.length, label).toBeGreaterThanOrEqual(2);
        expect(row.name.length, label).toBeLessThanOrEqual(50);
      } else {
        refused += 1;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expectErrorShape(res, label);
        expect(after, label).toEqual(before);
      }
    }),
    {
      numRuns: RUNS,
      examples: [[{ kind: 'json', value: { name: 'Eva\u0000Rossi', age: 9 } }], [{ kind: 'json', value: { name: 'Anna', age: 9, email: 'a\u0000@b.it' } }]],
    },
  );
  // The generators reach both sides of the property.
  expect(created).toBeGreaterThan(0);
  expect(refused).toBeGreaterThan(RUNS / 4);
});

test(`login survives ${RUNS} random bodies: no 5xx, errors well formed, no session when refused`, { timeout: 180_000 }, async () => {
  let accepted = 0;
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(loginBody, async (body) => {
      const label = describe(body);
      const before = await counts();
      const res = await send('/api/auth/login', body);
      const after = await counts();
      expect(res.statusCode, label).toBeLessThan(500);
      if (res.statusCode === 200) {
        accepted += 1;
        expect(after, label).toEqual({ users: before.users, sessions: before.sessions + 1 });
        expect(res.body, label).not.toMatch(/\$2[aby]\$/);
      } else {
        refused += 1;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expectErrorShape(res, label);
        expect(after, label).toEqual(before);
        expect(
          res.cookies.find((c) => c.name === 'fm_session'),
          label,
        ).toBeUndefined();
      }
    }),
    {
      numRuns: RUNS,
      examples: [
        [{ kind: 'json', value: { name: 'Eva\u0000', password: 'x' } }],
        [{ kind: 'json', value: { email: 'a\u0000@b.it', password: 'x' } }],
        [{ kind: 'json', value: { name: 'giulia bianchi', password: ' Giulia Bianchi ' } }],
      ],
    },
  );
  expect(accepted).toBeGreaterThan(0);
  expect(refused).toBeGreaterThan(RUNS / 4);
});
