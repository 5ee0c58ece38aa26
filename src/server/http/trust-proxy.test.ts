import { afterEach, expect, test } from 'vitest';
import { loadEnv } from '../env';
import { createTestApp, TEST_SUPERUSER_PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const HTTPS_PROXY_HEADERS = { host: 'fantasmia.scuola.it', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

async function login(headers: Record<string, string>) {
  return t!.app.inject({ method: 'POST', url: '/api/auth/superuser', headers, payload: { password: TEST_SUPERUSER_PASSWORD } });
}

test('TRUST_PROXY parses like Fastify trustProxy: off, true, hop count, address list', () => {
  expect(loadEnv({}).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
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

for (const setting of ['true', '1', '127.0.0.1']) {
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
  t = await createTestApp({ TRUST_PROXY: 'true' });
  const plain = await login({});
  const token = plain.cookies.find((x) => x.name === 'fm_session')?.value;
  const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { ...HTTPS_PROXY_HEADERS, cookie: `fm_session=${token}` } });
  expect(res.json().user?.isSuperuser).toBe(true);
});
