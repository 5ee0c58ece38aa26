import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { STORY_PAGE_SIZE_DEFAULT } from '../../shared/constants';
import { FRAME_NAME_TOKEN } from '../../shared/route-hints';
import { createChild, createTestApp, loginSuperuserCookie, sessionCookie, type TestApp } from '../testing/test-app';

// The SPA's pages as the server sends them: `/` without a session cookie gets the
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

/** A client folder with sub-folders (`frames/…`). */
async function appServingTree(files: Record<string, string>) {
  const dir = clientDir({});
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const { app } = await buildApp({ db: t.database.db, dbKind: t.database.kind, env: t.env, logger: false, clientDir: dir });
  await app.ready();
  return app;
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
    const app = await appServing({ 'index.html': INDEX_WITH_HEAD, 'home.html': HOME, 'route-hints.json': HINTS });
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
    const app = await appServing({ 'index.html': INDEX_WITH_HEAD, 'home.html': HOME, 'route-hints.json': HINTS });
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
      // A visitor's `/` is still the page drawn at build time.
      expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<!-- home -->');
      // HEAD answers the plain page.
      expect((await app.inject({ method: 'HEAD', url: '/dashboard' })).statusCode).toBe(200);
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

describe("a logged-in child's pages drawn at build time (frames/child-*.html)", () => {
  const frame = (label: string) =>
    `<!doctype html><html lang="it"><head><template id="after-first-paint"><script type="module" crossorigin src="/assets/index-a.js"></script>` +
    `<link rel="modulepreload" crossorigin href="/assets/home-h.js"></template><script type="module" crossorigin src="/assets/start-after-paint-s.js"></script>` +
    `</head><body><div id="root"><div inert aria-hidden="true" data-prerendered="">` +
    `<div aria-label="Profilo: ${FRAME_NAME_TOKEN}">Profilo: ${FRAME_NAME_TOKEN}</div><h1>${label}</h1></div></div><!-- frame --></body></html>`;
  const HINTS = JSON.stringify({
    routes: { '/': [], '/user-archive': ['assets/user-archive-u.js'], '/dashboard': ['assets/dashboard-d.js'] },
    child: ['assets/child-c.js'],
    homeOnly: ['assets/home-h.js'],
  });
  const files = {
    'index.html': '<!doctype html><html lang="it"><head></head><body><div id="root"></div><!-- index --></body></html>',
    'home.html': HOME,
    'route-hints.json': HINTS,
    'frames/child-home.html': frame('Benvenuti in FantasMia'),
    'frames/child-dashboard.html': frame('Dashboard Principale'),
    'frames/child-user-archive.html': frame('Le Tue Storie'),
  };

  test("the child's `/`, dashboard and archive arrive drawn, with their name written safely, and the hints waiting with the scripts", async () => {
    const app = await appServingTree(files);
    try {
      const child = await createChild(app, "Nicolò D'Angelo");
      for (const [url, title] of [
        ['/', 'Benvenuti in FantasMia'],
        ['/dashboard', 'Dashboard Principale'],
        ['/user-archive?x=1', 'Le Tue Storie'],
      ] as const) {
        const res = await app.inject({ method: 'GET', url, headers: { cookie: child.cookie } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.headers['cache-control'], url).toBe('private, no-cache');
        expect(res.headers.vary, url).toContain('Cookie');
        expect(res.body, url).toContain(`<h1>${title}</h1>`);
        expect(res.body, url).toContain('aria-label="Profilo: Nicolò D&#39;Angelo">Profilo: Nicolò D&#39;Angelo</div>');
        expect(res.body, url).not.toContain(FRAME_NAME_TOKEN);
        // The hints wait with the scripts until the drawn page is on screen (start-after-paint.ts).
        const waiting = /<template id="after-first-paint">([\s\S]*?)<\/template>/.exec(res.body)?.[1] ?? '';
        expect(waiting, url).toContain('<link rel="preload" as="fetch" crossorigin href="/api/session">');
        expect(waiting, url).toContain('<link rel="modulepreload" crossorigin href="/assets/child-c.js">');
        expect(waiting, url).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
        expect(res.body.split('<link rel="preload"').length, url).toBe(waiting.split('<link rel="preload"').length);
        // The home screen's code only on `/`, low priority or not.
        expect(res.body.includes('/assets/home-h.js'), url).toBe(url === '/');
      }
    } finally {
      await app.close();
    }
  });

  test('a child who chose another look, the superuser, a pending consent or a stale cookie get index.html; a visitor on `/` the anonymous page', async () => {
    const app = await appServingTree(files);
    try {
      const child = await createChild(app, 'Bambina Grande');
      const put = await app.inject({
        method: 'PUT',
        url: '/api/profile/reading-settings',
        headers: { cookie: child.cookie, 'content-type': 'application/json' },
        payload: { font: 'default', uppercase: false, textSize: 2, letterSpacing: 0, wordSpacing: 0, lineSpacing: 0, shortLines: false, ruler: false },
      });
      expect(put.statusCode, put.body).toBe(200);
      const pending = await app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Bimbo Senza Consenso', age: 8 } });
      expect(pending.statusCode).toBe(201);
      const pendingCookie = sessionCookie(pending);
      const superuser = await loginSuperuserCookie(app);
      for (const cookie of [child.cookie, superuser, pendingCookie, 'fm_session=scaduto']) {
        for (const url of ['/', '/dashboard', '/user-archive']) {
          const res = await app.inject({ method: 'GET', url, headers: { cookie } });
          expect(res.statusCode, `${cookie} ${url}`).toBe(200);
          expect(res.body, `${cookie} ${url}`).toContain('<!-- index -->');
        }
      }
      expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<!-- home -->');
    } finally {
      await app.close();
    }
  });
});
