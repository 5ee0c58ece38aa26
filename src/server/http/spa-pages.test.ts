import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { STORY_PAGE_SIZE_DEFAULT } from '../../shared/constants';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';

// The SPA's pages as the server sends them: index.html for every screen, with the hints for its screen.

const INDEX = '<!doctype html><html lang="it"><body><div id="root"></div><!-- index --></body></html>';

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

test('every screen of the SPA, `/` included, answers index.html, uncached, with the security headers', async () => {
  const app = await appServing({ 'index.html': INDEX });
  try {
    for (const url of ['/', '/?utm=scuola', '/dashboard', '/about', '/profiles?x=1', '/story/abc', '/una-pagina-che-non-esiste', '/public/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<!-- index -->');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    for (const cookie of ['fm_session=abc', '__Host-fm_session=abc', 'altro=1; fm_session=scaduto']) {
      const res = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toContain('<!-- index -->');
      expect(res.headers.vary, cookie).toContain('Cookie');
    }
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.vary).toContain('Cookie');
    // Writes and the API are not pages.
    expect((await app.inject({ method: 'POST', url: '/' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
  } finally {
    await app.close();
  }
});

describe('with route-hints.json built (the page names what its screen will ask for)', () => {
  const INDEX_WITH_HEAD =
    '<!doctype html><html lang="it"><head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/home-h.js"></head><body><div id="root"></div><!-- index --></body></html>';
  const HINTS = JSON.stringify({
    routes: {
      '/': [],
      '/user-archive': ['assets/user-archive-u.js', 'assets/child-c.js'],
      '/dashboard': ['assets/dashboard-d.js'],
      '/about': ['assets/about-a.js'],
    },
    child: ['assets/child-c.js'],
    homeOnly: ['assets/home-h.js'],
  });
  const links = (body: string) => [...body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)">/g)].map((m) => m[1]);

  test("a child's archive names the session, the reading settings, the first page and the screen's code, once each; the home screen's code is left out", async () => {
    const app = await appServing({ 'index.html': INDEX_WITH_HEAD, 'route-hints.json': HINTS });
    try {
      const child = await createChild(app, 'Bambina Suggerimenti');
      const res = await app.inject({ method: 'GET', url: '/user-archive', headers: { cookie: child.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toContain('Cookie');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(links(res.body)).toEqual([
        '/api/session',
        '/api/profile/reading-settings',
        `/api/stories?page=1&amp;pageSize=${STORY_PAGE_SIZE_DEFAULT}`,
        '/assets/child-c.js',
        '/assets/user-archive-u.js',
      ]);
      expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/session">');
      // The client asks for the same address: the preloaded answer is the one it gets.
      const page = await app.inject({ method: 'GET', url: `/api/stories?page=1&pageSize=${STORY_PAGE_SIZE_DEFAULT}`, headers: { cookie: child.cookie } });
      expect(page.statusCode).toBe(200);
      // `/` keeps the home screen's code.
      const home = await app.inject({ method: 'GET', url: '/', headers: { cookie: child.cookie } });
      expect(links(home.body)).toEqual(['/assets/home-h.js', '/api/session', '/api/profile/reading-settings', '/assets/child-c.js']);
    } finally {
      await app.close();
    }
  });

  test('a visitor, a stale cookie or the superuser get the session and the screen code only: no child data, no child code', async () => {
    const app = await appServing({ 'index.html': INDEX_WITH_HEAD, 'route-hints.json': HINTS });
    try {
      const superuser = await loginSuperuserCookie(app);
      for (const cookie of [undefined, 'fm_session=scaduto', superuser]) {
        const res = await app.inject({ method: 'GET', url: '/dashboard', headers: cookie ? { cookie } : {} });
        expect(res.statusCode, cookie).toBe(200);
        expect(links(res.body), cookie).toEqual(['/api/session', '/assets/dashboard-d.js']);
        expect(res.headers['cache-control'], cookie).toBe(cookie === superuser ? 'private, no-cache' : 'no-cache');
        expect(res.headers.vary, cookie).toContain('Cookie');
      }
      // An address with no screen of its own (the client's 404 page), or with a query: the session only.
      expect(links((await app.inject({ method: 'GET', url: '/una-pagina-che-non-esiste' })).body)).toEqual(['/api/session']);
      expect(links((await app.inject({ method: 'GET', url: '/about?x="><script>' })).body)).toEqual(['/api/session', '/assets/about-a.js']);
      // HEAD answers the plain page.
      expect((await app.inject({ method: 'HEAD', url: '/dashboard' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  test('`/` without a session gets the home page drawn at build time; with a session, or any other screen, index.html', async () => {
    const HOME = INDEX_WITH_HEAD.replace('<!-- index -->', '<!-- home drawn -->');
    const app = await appServing({ 'index.html': INDEX_WITH_HEAD, 'home.html': HOME, 'route-hints.json': HINTS });
    try {
      const child = await createChild(app, 'Bambina Casa');
      for (const cookie of [undefined, 'fm_session=scaduto']) {
        const res = await app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} });
        expect(res.body, cookie).toContain('<!-- home drawn -->');
        expect(res.headers['cache-control'], cookie).toBe('no-cache');
        expect(links(res.body), cookie).toEqual(['/assets/home-h.js', '/api/session']);
      }
      expect((await app.inject({ method: 'GET', url: '/?utm=scuola' })).body).toContain('<!-- home drawn -->');
      const asChild = await app.inject({ method: 'GET', url: '/', headers: { cookie: child.cookie } });
      expect(asChild.body).toContain('<!-- index -->');
      expect(asChild.body).not.toContain('<!-- home drawn -->');
      expect((await app.inject({ method: 'GET', url: '/about' })).body).toContain('<!-- index -->');
    } finally {
      await app.close();
    }
  });

  test('a damaged route-hints.json is ignored: pages go as built', async () => {
    for (const text of ['{', JSON.stringify({ routes: { '/x': ['../../etc/passwd'] }, child: [], homeOnly: [] }), '[]']) {
      const app = await appServing({ 'index.html': INDEX_WITH_HEAD, 'route-hints.json': text });
      try {
        const res = await app.inject({ method: 'GET', url: '/dashboard' });
        expect(res.statusCode, text).toBe(200);
        expect(res.body, text).toBe(INDEX_WITH_HEAD);
      } finally {
        await app.close();
      }
    }
  });
});
