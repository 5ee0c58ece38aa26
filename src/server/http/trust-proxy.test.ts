import { afterEach, expect, test } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv, TRUST_EVERY_HOP_REFUSED } from '../env';
import { createChild, createTestApp, TEST_SUPERUSER_PASSWORD, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const HTTPS_PROXY_HEADERS = { host: 'fantasmia.scuola.it', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

async function login(headers: Record<string, string>) {
  return t!.app.inject({ method: 'POST', url: '/api/auth/superuser', headers, payload: { password: TEST_SUPERUSER_PASSWORD } });
}

test('TRUST_PROXY parses: off, a hop count, an address list', () => {
  expect(loadEnv({}).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
  expect(loadEnv({ TRUST_PROXY: '::1,fd00::/8,192.168.1.0/255.255.255.0,loopback' }).TRUST_PROXY).toEqual([
    '::1',
    'fd00::/8',
    '192.168.1.0/255.255.255.0',
    'loopback',
  ]);
});

test('TRUST_PROXY=true is refused at start, saying to name the proxy or count the hops', async () => {
  for (const value of ['true', 'TRUE', ' true ']) {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(TRUST_EVERY_HOP_REFUSED);
  }
  expect(TRUST_EVERY_HOP_REFUSED).toContain('TRUST_PROXY=127.0.0.1');
  expect(TRUST_EVERY_HOP_REFUSED).toContain('TRUST_PROXY=1');
  await expect(createTestApp({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY: true is refused/);
});

test('TRUST_PROXY names that are not addresses are refused at start instead of failing later', () => {
  for (const value of ['localhost', 'proxy.scuola.it', '10.0.0.0/33', '10.0.0.1/8/8', '::1/129', '127.0.0.1, nginx']) {
    expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: .*not an IP address or CIDR/);
  }
});

test('without TRUST_PROXY the forwarded scheme is ignored: plain fm_session, not Secure', async () => {
  t = await createTestApp();
  const res = await login({ 'x-forwarded-proto': 'https' });
  expect(res.statusCode).toBe(200);
  const c = res.cookies.find((x) => x.name === 'fm_session');
  expect(c).toBeDefined();
  expect(c?.secure).toBeFalsy();
  expect(res.cookies.find((x) => x.name === '__Host-fm_session')).toBeUndefined();
});

for (const setting of ['1', '127.0.0.1', '127.0.0.0/8']) {
  test(`TRUST_PROXY=${setting}: behind HTTPS the session cookie is __Host-fm_session, Secure, Path=/, no Domain, and it is read back`, async () => {
    t = await createTestApp({ TRUST_PROXY: setting });
    const res = await login(HTTPS_PROXY_HEADERS);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.cookies.find((x) => x.name === '__Host-fm_session');
    expect(c).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(c?.domain).toBeUndefined();
    expect(res.cookies.find((x) => x.name === 'fm_session')).toBeUndefined();

    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { ...HTTPS_PROXY_HEADERS, cookie: `__Host-fm_session=${c?.value}` } });
    expect(session.json().user?.isSuperuser).toBe(true);
    // The HTTPS origin is our own origin; the plain-HTTP one is not.
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...HTTPS_PROXY_HEADERS, origin: 'https://fantasmia.scuola.it', cookie: `__Host-fm_session=${c?.value}` },
    });
    expect(same.statusCode).toBe(200);
    expect(same.cookies.map((x) => x.name).sort()).toEqual(['__Host-fm_session', 'fm_session']);
    const downgraded = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...HTTPS_PROXY_HEADERS, origin: 'http://fantasmia.scuola.it' },
    });
    expect(downgraded.statusCode).toBe(403);
  });
}

test('a proxy that is not in the trusted list is not believed', async () => {
  t = await createTestApp({ TRUST_PROXY: '10.1.2.3' });
  const res = await login(HTTPS_PROXY_HEADERS);
  expect(res.cookies.find((x) => x.name === 'fm_session')?.secure).toBeFalsy();
  expect(res.cookies.find((x) => x.name === '__Host-fm_session')).toBeUndefined();
});

test('a session started over plain HTTP keeps working when the school moves to HTTPS', async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  const plain = await login({});
  const token = plain.cookies.find((x) => x.name === 'fm_session')?.value;
  const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { ...HTTPS_PROXY_HEADERS, cookie: `fm_session=${token}` } });
  expect(res.json().user?.isSuperuser).toBe(true);
});

/*
 * Client addresses as proxy-addr computes them: X-Forwarded-For is read from the right and only
 * the hops we trust are skipped, so the leftmost entries, which the client writes itself, never
 * become its address. Each case: a proxy on 127.0.0.1 passes the spoofed header
 * `X-Forwarded-For: 10.77.0.<i>, 203.0.113.7` on from the client 203.0.113.7.
 */
const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.7';
const throughProxy = (forwardedFor: string) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': forwardedFor } });
const spoofed = (i: number, client = CLIENT) => throughProxy(`10.77.0.${i}, ${client}`);

async function wrongLogin(name: string, via: { remoteAddress: string; headers: Record<string, string> }) {
  return t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name, password: 'non-e-lei' }, ...via });
}

for (const [setting, label] of [
  ['1', 'a hop count'],
  ['127.0.0.1', 'the proxy address'],
] as const) {
  test(`TRUST_PROXY=${setting} (${label}): 12 logins with a spoofed leftmost X-Forwarded-For are throttled as one client`, async () => {
    t = await createTestApp({ TRUST_PROXY: setting });
    await createChild(t.app, 'Lia');
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) statuses.push((await wrongLogin('Lia', spoofed(i))).statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429]);
    // Another client behind the same proxy has its own count.
    expect((await wrongLogin('Lia', throughProxy('198.51.100.9'))).statusCode).toBe(401);
  });

  test(`TRUST_PROXY=${setting} (${label}): public saves past the hourly quota are refused whatever the leftmost address`, async () => {
    t = await createTestApp({ TRUST_PROXY: setting, PUBLIC_SAVES_PER_HOUR: '3' });
    const save = (i: number, via: { remoteAddress: string; headers: Record<string, string> }) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/stories',
        payload: { title: `Storia ${i}`, content: 'C’era una volta.', status: 'completed', mode: 'GHOST' },
        ...via,
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await save(i, spoofed(i))).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect((await save(7, throughProxy('198.51.100.9'))).statusCode).toBe(201);
  });

  test(`TRUST_PROXY=${setting} (${label}): wrong superuser passwords sent "from the teacher's address" lock only the sender`, async () => {
    t = await createTestApp({ TRUST_PROXY: setting });
    const attacker = '198.51.100.66';
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/superuser',
        payload: { password: 'sbagliata' },
        ...throughProxy(`${CLIENT}, ${attacker}`),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(5)).toEqual([423, 423, 423, 423, 423]);
    // The teacher, from her address, in a browser that never logged in here.
    const teacher = await t.app.inject({ method: 'POST', url: '/api/auth/superuser', payload: { password: TEST_SUPERUSER_PASSWORD }, ...throughProxy(CLIENT) });
    expect(teacher.statusCode, teacher.body).toBe(200);
  });
}

test('TRUST_PROXY=2 (two proxies): the address the outer proxy saw is the client, the spoofed entries are not', async () => {
  t = await createTestApp({ TRUST_PROXY: '2' });
  await createChild(t.app, 'Lia');
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) statuses.push((await wrongLogin('Lia', throughProxy(`10.77.0.${i}, ${CLIENT}, 10.0.0.2`))).statusCode);
  expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429]);
});

test('with an address list, a client that connects directly is not a proxy: its X-Forwarded-For is ignored', async () => {
  t = await createTestApp({ TRUST_PROXY: PROXY });
  await createChild(t.app, 'Lia');
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) {
    statuses.push((await wrongLogin('Lia', { remoteAddress: '198.51.100.20', headers: { 'x-forwarded-for': `10.77.0.${i}` } })).statusCode);
  }
  expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429]);
  // The proxy's own clients are still told apart.
  expect((await wrongLogin('Lia', throughProxy('10.77.0.1'))).statusCode).toBe(401);
});

test('every client address of the server comes from request.ip (the one proxy-addr computes)', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.includes(`${path.sep}testing${path.sep}`)) {
        const text = fs.readFileSync(p, 'utf8');
        if (/remoteAddress|['"`]x-forwarded-for['"`]|\.ips\b|socket\.address\(/i.test(text)) offenders.push(path.relative(root, p));
      }
    }
  };
  walk(root);
  expect(offenders).toEqual([]);
});
