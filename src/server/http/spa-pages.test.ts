import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';

// The SPA's pages as the server sends them (issue 16, P2): `/` without a session cookie gets the
// home page drawn at build time (home.html), every other screen index.html; without home.html, `/`
// gets index.html too.

const INDEX = '<!doctype html><html lang="it"><body><div id="root"></div><!-- index --></body></html>';
const HOME = '<!doctype html><html lang="it"><body><div id="root"><div inert aria-hidden="true">Seleziona Profilo</div></div><!-- home --></body></html>';

let t: TestApp;
const dirs: string[] = [];

function clientDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-client-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

async function appServing(files: Record<string, string>) {
  const { app } = await buildApp({ db: t.database.db, dbKind: t.database.kind, env: t.env, logger: false, clientDir: clientDir(files) });
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('with home.html built', () => {
  test('/ (with or without a query) answers home.html, uncached, with the same security headers as index.html', async () => {
    const app = await appServing({ 'index.html': INDEX, 'home.html': HOME });
    try {
      const other = await app.inject({ method: 'GET', url: '/dashboard' });
      for (const url of ['/', '/?utm=scuola']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.body, url).toContain('<!-- home -->');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers['content-security-policy'], url).toBe(other.headers['content-security-policy']);
        expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      }
      const head = await app.inject({ method: 'HEAD', url: '/' });
      expect(head.statusCode).toBe(200);
      expect(head.headers.vary).toContain('Cookie');
    } finally {
      await app.close();
    }
  });

  test('/ with a session cookie (plain or __Host-) answers index.html: a logged-in child gets their own card drawn at once, not the anonymous page', async () => {
    const app = await appServing({ 'index.html': INDEX, 'home.html': HOME });
    try {
      for (const cookie of ['fm_session=abc', '__Host-fm_session=abc', 'altro=1; fm_session=scaduto']) {
        const res = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
        expect(res.statusCode, cookie).toBe(200);
        expect(res.body, cookie).toContain('<!-- index -->');
        expect(res.headers.vary, cookie).toContain('Cookie');
      }
      const other = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'altro=1' } });
      expect(other.body).toContain('<!-- home -->');
    } finally {
      await app.close();
    }
  });

  test('every other screen of the SPA answers index.html, never the prerendered home page', async () => {
    const app = await appServing({ 'index.html': INDEX, 'home.html': HOME });
    try {
      for (const url of ['/dashboard', '/about', '/profiles?x=1', '/story/abc', '/una-pagina-che-non-esiste', '/public/']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<!-- index -->');
        expect(res.headers['cache-control'], url).toBe('no-cache');
      }
      // Writes and the API are not pages.
      expect((await app.inject({ method: 'POST', url: '/' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

test('without home.html, / answers index.html', async () => {
  const app = await appServing({ 'index.html': INDEX });
  try {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<!-- index -->');
    expect(res.headers['cache-control']).toBe('no-cache');
  } finally {
    await app.close();
  }
});
