// R3: a fast-check fuzzer over every write endpoint (and the path ids and query strings of every
// route): JSON with wrong types, NUL bytes and huge strings, text and urlencoded bodies, valid and
// malformed multipart, as anonymous, child and superuser. 0 × 5xx, and a refused request leaves
// every table exactly as it was (counted table by table). JSON nested 5,000 and 4,000 levels is a
// 400 that stores nothing and leaves the server healthy. SQLite always; PostgreSQL too when
// DATABASE_URL is set (a fresh database is created from it and dropped after).
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import pg from 'pg';
import { Client, createChild, saveStory, startApp, superuser, type AppServer, type DeclaredRoute, type Reply, type Scenario } from './lib';

/** Tables a refused request may legitimately write: the records that make throttles work. */
const BOOKKEEPING = /attempt|throttle|lockout|quota|rate|limit|failure/i;

interface Counter {
  tables: string[];
  skipped: string[];
  counts(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

function sqliteCounter(dataDir: string): Counter {
  const db = new Database(path.join(dataDir, 'fantasmia.sqlite'), { readonly: true, fileMustExist: true });
  const all = (
    db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'").all() as { name: string }[]
  ).map((r) => r.name);
  const tables = all.filter((t) => !BOOKKEEPING.test(t));
  const statements = tables.map((t) => [t, db.prepare(`select count(*) as n from "${t}"`)] as const);
  return {
    tables,
    skipped: all.filter((t) => BOOKKEEPING.test(t)),
    async counts() {
      return new Map(statements.map(([t, s]) => [t, (s.get() as { n: number }).n]));
    },
    async close() {
      db.close();
    },
  };
}

async function pgCounter(url: string): Promise<Counter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const res = await client.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'",
  );
  const all = res.rows.map((r) => r.table_name);
  const tables = all.filter((t) => !BOOKKEEPING.test(t));
  const sql = tables.map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`).join(' union all ');
  return {
    tables,
    skipped: all.filter((t) => BOOKKEEPING.test(t)),
    async counts() {
      const r = await client.query<{ t: string; n: number }>(sql);
      return new Map(r.rows.map((row) => [row.t, row.n]));
    },
    async close() {
      await client.end();
    },
  };
}

const FIELDS = [
  'id',
  'title',
  'content',
  'status',
  'mode',
  'language',
  'answers',
  'category',
  'modeState',
  'name',
  'age',
  'email',
  'gender',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'profileId',
  'adultName',
  'accepted',
  'text',
  'toAll',
  'recipientIds',
  'author',
  'removeImage',
  'source',
  'target',
  'from',
  'to',
];
const PLAUSIBLE = {
  title: 'Una storia di prova',
  content: "C'era una volta un fuzzer.",
  status: 'completed',
  mode: 'GHOST',
  language: 'italian',
  name: 'Prova Fuzz',
  age: 9,
  text: 'Ciao a tutti',
  toAll: true,
  adultName: 'Maestra Lucia',
  accepted: true,
  password: 'prova-fuzz',
  author: 'Autore',
};

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '\uFFFF',
  '😀'.repeat(50),
  '<script>window.__xss=1</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  ' ',
  '',
  '\r\n\r\n',
  'x'.repeat(300_000),
);
const str = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: nasty },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 3000 }) },
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: str },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(str, { maxLength: 5 }),
  fc.dictionary(str, str, { maxKeys: 3 }),
  fc.constantFrom(1e308, -1, 0, 2 ** 53, [], {}, [null], { __proto__: { admin: true } }),
);

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; text: string }
  | { kind: 'multipart'; fields: [string, string][]; file: { field: string; bytes: Uint8Array; type: string } | null }
  | { kind: 'rawmultipart'; contentType: string; bytes: Uint8Array }
  | { kind: 'none' };

const body: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 }).map((over) => ({ kind: 'json' as const, value: { ...PLAUSIBLE, ...over } })),
  },
  { weight: 2, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), str), value, { maxKeys: 6 }).map((v) => ({ kind: 'json' as const, value: v })) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => ({ kind: 'json' as const, value: v })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          undefined,
          'application/xml',
          'multipart/form-data',
          'application/json; charset=utf-16',
        ),
        str,
      )
      .map(([contentType, text]) => ({ kind: 'raw' as const, contentType, text })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.array(fc.tuple(fc.oneof(fc.constantFrom('title', 'content', 'author', 'removeImage', 'text'), str), str), { maxLength: 4 }),
        fc.option(
          fc.record({
            field: fc.constantFrom('image', 'file', 'title'),
            bytes: fc.uint8Array({ maxLength: 512 }),
            type: fc.constantFrom('image/png', 'text/html', 'application/octet-stream'),
          }),
          { nil: null },
        ),
      )
      .map(([fields, file]) => ({
        kind: 'multipart' as const,
        fields: [['title', `Fuzz ${randomBytes(4).toString('hex')}`], ['content', 'Un contenuto'], ...fields] as [string, string][],
        file,
      })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=zzz',
          'multipart/form-data; boundary="x"; boundary=y',
          'multipart/mixed; boundary=zzz',
        ),
        fc.uint8Array({ maxLength: 400 }),
        fc.boolean(),
      )
      .map(([contentType, noise, framed]) => {
        const head = framed
          ? '--zzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nTitolo\r\n--zzz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'
          : '';
        return { kind: 'rawmultipart' as const, contentType, bytes: Buffer.concat([Buffer.from(head), Buffer.from(noise)]) };
      }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

const rawSegments = ['%', '%zz', '%00', 'a%00b', '%E0%A4%A', '%C0%AE%C0%AE', '..', '%2e%2e%2f', '%FF', '%uD800'];
function enc(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}

interface Case {
  caller: 'anonymous' | 'child' | 'superuser';
  id: { raw: boolean; value: string };
  query: [string, string, boolean][];
  body: Body;
}

function buildBody(b: Body): { body?: BodyInit; headers: Record<string, string> } {
  switch (b.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return { body: JSON.stringify(b.value), headers: { 'content-type': 'application/json' } };
    case 'raw':
      return { body: b.text, headers: b.contentType ? { 'content-type': b.contentType } : {} };
    case 'rawmultipart':
      return { body: Buffer.from(b.bytes), headers: { 'content-type': b.contentType } };
    case 'multipart': {
      const form = new FormData();
      for (const [k, v] of b.fields) form.append(k, v);
      if (b.file) form.append(b.file.field, new Blob([Buffer.from(b.file.bytes)], { type: b.file.type }), 'fuzz.png');
      return { body: form, headers: {} };
    }
  }
}

const FRAMED =
  '--zzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nTitolo\r\n--zzz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';

/** The edges the issue names, tried on every route before the random cases. */
function edgeCases(knownId: string): Case[] {
  const at = (caller: Case['caller'], b: Body, id = { raw: false, value: knownId }, query: Case['query'] = []): Case => ({ caller, id, query, body: b });
  const mp = (contentType: string, text: string): Body => ({ kind: 'rawmultipart', contentType, bytes: Buffer.from(text, 'latin1') });
  return [
    at('superuser', mp('multipart/form-data; boundary=zzz', FRAMED)),
    at('superuser', mp('multipart/form-data; boundary=', FRAMED)),
    at('superuser', mp('multipart/form-data', '--zzz--')),
    at('superuser', mp('multipart/form-data; boundary=zzz', '--zzz\r\nContent-Type: text/plain\r\n\r\nsenza nome\r\n--zzz--\r\n')),
    at('superuser', {
      kind: 'multipart',
      fields: [
        ['title', 'Titolo\u0000nul'],
        ['content', 'x\u0000y'],
      ],
      file: null,
    }),
    at('anonymous', { kind: 'json', value: { ...PLAUSIBLE, title: 'a\u0000b', content: 'c\u0000d', name: 'N\u0000', text: 't\u0000' } }),
    at('anonymous', { kind: 'none' }, { raw: true, value: '%00' }, [['page', '%00', true]]),
    at('superuser', { kind: 'none' }, { raw: false, value: '\u0000' }, [['sort', '\u0000', false]]),
    at('child', { kind: 'json', value: { ...PLAUSIBLE, content: 'x'.repeat(300_000) } }),
  ];
}

/** `{"a":{"a":…1…}}`, `levels` objects deep. */
const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/**
 * JSON nested thousands of levels (a public story's modeState, as anonymous and as a child):
 * each must be a 400 that stores nothing, and the server must stay healthy after it.
 */
async function deepJson(counter: Counter, clients: Record<'anonymous' | 'child', Client>): Promise<{ tried: number; breaches: string[] }> {
  const breaches: string[] = [];
  let tried = 0;
  for (const levels of [5_000, 4_000]) {
    for (const caller of ['anonymous', 'child'] as const) {
      tried++;
      const body = `{"title":"Profonda ${levels}","content":"C'era una volta un pozzo.","status":"completed","mode":"GHOST","modeState":${nestedJson(levels)}}`;
      const before = await counter.counts();
      const reply = await clients[caller].request('/api/stories', { method: 'POST', body, headers: { 'content-type': 'application/json' }, timeoutMs: 20_000 });
      const after = await counter.counts();
      const changed = counter.tables.filter((t) => before.get(t) !== after.get(t));
      const what = `${caller} POST /api/stories with modeState nested ${levels} levels`;
      if (reply.status !== 400) breaches.push(`${what} → ${reply.status} (want 400): ${reply.text.slice(0, 100)}`);
      if (changed.length > 0) breaches.push(`${what} stored something (${changed.map((t) => `${t} ${before.get(t)}→${after.get(t)}`).join(', ')})`);
      const health = await clients.anonymous.get('/api/health');
      if (health.status !== 200) breaches.push(`after ${what} the server is not healthy: GET /api/health → ${health.status}`);
    }
  }
  return { tried, breaches };
}

function describe(route: DeclaredRoute, c: Case, url: string): string {
  const b = c.body.kind === 'json' ? JSON.stringify(c.body.value).slice(0, 120) : c.body.kind;
  return `${c.caller} ${route.method} ${url.slice(0, 120)} body ${b}`;
}

async function fuzzOne(label: string, app: AppServer, counter: Counter, routes: DeclaredRoute[], full: boolean, seed: number, log: (l: string) => void) {
  const base = app.baseURL;
  const breaches: string[] = [];
  let requests = 0;
  let refused = 0;
  let fiveXX = 0;
  let partial = 0;

  const su = await superuser(base);
  const child = await createChild(base, 'Bimba Fuzz');
  const victim = await createChild(base, 'Vittima Fuzz');
  const story = await saveStory(child.client, 'La storia della bimba', 'Privata');
  const storyId = (story.json as { story: { id: string } }).story.id;
  const reading = await su.post('/api/reading-stories', { title: 'Lettura fuzz', content: 'Testo' });
  const readingId = (reading.json as { story?: { id?: string } } | undefined)?.story?.id ?? 'none';
  const science = await su.post('/api/science-stories', { title: 'Scienza fuzz', content: 'Testo' });
  const scienceId = (science.json as { story?: { id?: string } } | undefined)?.story?.id ?? 'none';
  const knownIds = [storyId, readingId, scienceId, victim.id];

  const clients = { anonymous: new Client(base, 'anonymous'), child: child.client, superuser: su };
  const deep = await deepJson(counter, clients);
  breaches.push(...deep.breaches);
  const relogin = async (caller: Case['caller'], after: string) => {
    if (caller === 'anonymous') {
      clients.anonymous = new Client(base, 'anonymous');
      return;
    }
    const s = await clients[caller].get('/api/session');
    const user = (s.json as { user?: unknown } | undefined)?.user;
    if (user) return;
    log(`R3 ${label}: the ${caller} session ended after ${after.slice(0, 160)}; logging in again`);
    if (caller === 'superuser') {
      try {
        // From the same browser: anonymous fuzz cases may have locked the address out (spec 000 §4), not the teacher's own device.
        clients.superuser = await superuser(base, clients.superuser);
      } catch (error) {
        breaches.push(`the superuser could not log in again during the fuzz: ${String(error).slice(0, 160)}`);
      }
    } else {
      const c = new Client(base, 'child');
      await c.post('/api/auth/login', { name: child.name, password: child.name });
      clients.child = c;
    }
  };

  const caseArb: fc.Arbitrary<Case> = fc.record({
    caller: fc.constantFrom('anonymous' as const, 'child' as const, 'superuser' as const),
    id: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...knownIds).map((value) => ({ raw: false, value })) },
      { weight: 2, arbitrary: fc.uuid().map((value) => ({ raw: false, value })) },
      { weight: 3, arbitrary: str.map((value) => ({ raw: false, value: value.slice(0, 5000) })) },
      { weight: 2, arbitrary: fc.constantFrom(...rawSegments).map((value) => ({ raw: true, value })) },
    ),
    query: fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('page', 'pageSize', 'sort', 'mode', 'id', 'q'),
          str.map((s) => s.slice(0, 50)),
        ),
        str.map((s) => s.slice(0, 3000)),
        fc.boolean(),
      ),
      { maxLength: 3 },
    ),
    body,
  });

  const targets = routes.filter((r) => r.method !== 'GET' || r.url.includes(':'));
  const runs = full ? 120 : 16;
  for (const [ri, route] of targets.entries()) {
    const cases = [...edgeCases(knownIds[0]!), ...fc.sample(caseArb, { numRuns: runs, seed: seed + ri })];
    for (const c of cases) {
      // Logging out a fuzzing caller would only test the fuzzer; every other call is made.
      if (route.url === '/api/auth/logout' && c.caller !== 'anonymous') continue;
      // Five wrong passwords from the teacher's own browser lock it for 15 minutes (spec 000 §4),
      // and the fuzz needs her back after any case that ends her session: the other callers fuzz
      // that login.
      if (route.url === '/api/auth/superuser' && c.caller === 'superuser') continue;
      const client = clients[c.caller];
      const idPart = c.id.raw ? c.id.value : enc(c.id.value);
      let url = route.url.replace(/:[^/]+/g, () => idPart);
      const qs = c.query.map(([k, v, raw]) => (raw ? `${enc(k)}=${v.replace(/[#&\s]/g, '')}` : `${enc(k)}=${enc(v)}`)).join('&');
      if (qs) url += `?${qs}`;
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const built = hasBody ? buildBody(c.body) : { headers: {} };
      const before = await counter.counts();
      let reply: Reply;
      try {
        reply = await client.request(url, {
          method: route.method,
          ...(built.body === undefined ? {} : { body: built.body }),
          headers: built.headers,
          timeoutMs: 20_000,
        });
      } catch (error) {
        breaches.push(`no answer (${String(error).slice(0, 80)}): ${describe(route, c, url)}`);
        continue;
      }
      requests++;
      if (reply.status >= 500) {
        fiveXX++;
        breaches.push(`${reply.status}: ${describe(route, c, url)} → ${reply.text.slice(0, 100)}`);
      } else if (reply.status >= 400) {
        refused++;
        const after = await counter.counts();
        const changed = counter.tables.filter((t) => before.get(t) !== after.get(t));
        if (changed.length > 0) {
          partial++;
          breaches.push(
            `partial write (${changed.map((t) => `${t} ${before.get(t)}→${after.get(t)}`).join(', ')}) on ${reply.status}: ${describe(route, c, url)}`,
          );
        }
      }
      if (route.url.startsWith('/api/auth/') || route.url.startsWith('/api/admin/')) await relogin(c.caller, describe(route, c, url));
    }
  }
  log(`R3 ${label}: ${requests} requests, skipped tables ${counter.skipped.join(',') || 'none'}`);
  return { label, requests, refused, fiveXX, partial, breaches, tables: counter.tables.length, skipped: counter.skipped, deep: deep.tried };
}

export const r3: Scenario = {
  name: 'R3 fuzz',
  async run({ full, routes, log }) {
    const seed = Number(process.env.RELIABILITY_SEED ?? Date.now() % 1_000_000);
    const env = { LOGIN_RATE_LIMIT: '100000' };
    const results = [];
    {
      const app = await startApp({ env });
      const counter = sqliteCounter(app.dataDir);
      try {
        results.push(await fuzzOne('SQLite', app, counter, routes, full, seed, log));
      } finally {
        await counter.close();
        await app.stop();
        fs.rmSync(app.dataDir, { recursive: true, force: true });
      }
    }
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) {
      const name = `fm_rel_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const app = await startApp({ env: { ...env, DATABASE_URL: url.toString() } });
      const counter = await pgCounter(url.toString());
      try {
        results.push(await fuzzOne('PostgreSQL', app, counter, routes, full, seed, log));
      } finally {
        await counter.close();
        await app.stop();
        fs.rmSync(app.dataDir, { recursive: true, force: true });
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      }
    }
    const breaches = results.flatMap((r) => r.breaches.map((b) => `[${r.label}] ${b}`));
    for (const r of results) if (r.requests === 0) breaches.push(`[${r.label}] no request was made`);
    const figures = results
      .map(
        (r) =>
          `${r.label} ${r.requests} requests (${r.refused} refused), ${r.fiveXX} × 5xx, ${r.partial} partial writes over ${r.tables} tables, ${r.deep} deep JSON bodies (5,000 and 4,000 levels)`,
      )
      .join('; ');
    return { figures: `${figures}${adminUrl ? '' : '; PostgreSQL skipped (DATABASE_URL unset)'}; seed ${seed}`, breaches };
  },
};
