// npm run bench: the instrument behind docs/benchmarks.md. In one run, on loopback, it starts a bare node:http
// server, a bare Fastify route serving the same payload, and the built app (node
// dist/server/index.js, built first if stale) with a temporary SQLite DATA_DIR, seeds 10,000
// stories for one child, measures each figure and prints it as a ratio to its baseline beside
// its goal, with the absolute values, the machine's load and the Node version.
//
//   npm run bench                          every figure (P1..P8)
//   npm run bench -- p3 p6                 only the named figures
//   npm run bench -- --quick               each scenario briefly (a CI smoke test: fails only on
//                                          errors or non-2xx answers, never on a slow machine)
//   npm run bench -- --duration 10         seconds per load scenario (default 8, quick 1)
//   npm run bench -- --json                also print the results as JSON
//   npm run bench -- --list                the figure names
//   npm run bench -- p3 --profile DIR      the app writes a V8 CPU profile (.cpuprofile) into DIR (P3–P6, and P8's own app)
//   npm run bench -- p2 --lhr DIR          also save each Lighthouse report (JSON) and its trace into DIR
//   npm run bench -- p8 --profiles 1000 --stories-each 100 --users 300 --duration 20
//                                          P8's sizes (these are its defaults; --quick: 30, 10, 30, 2 s);
//                                          with DATABASE_URL set, P8 runs on a fresh PostgreSQL database
//
// Goals are printed, never enforced: timings on a shared machine are not a pass/fail signal.
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { KINDS, schoolDay, seedSchool } from './bench-school.mjs';
import { buildIsStale } from './build-state.mjs';
import { freePort } from './free-port.mjs';

const SUPERUSER_PASSWORD = 'bench-superuser-pass';
const CHILD_NAME = 'Bench Bambina';
const WRITER_NAME = 'Bench Scrittore';
const STORIES = 10_000;
const FEW_STORIES = 100;
const LIST_PATH = '/api/stories?page=13&pageSize=50';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FIGURES = {
  p1: 'JavaScript the home page / downloads (gzip) vs a bare React 19 + React Router lazy-route build',
  p2: 'Lighthouse performance on /, /dashboard, /user-archive',
  p3: `GET ${LIST_PATH} (child with 10,000 stories) vs bare Fastify`,
  p4: 'POST /api/stories at 50 concurrent writers vs bare Fastify',
  p5: '/superuser-archive time to interactive, 10,000 vs 100 stories',
  p6: 'the same list while 10 clients send wrong-password logins',
  p7: 'npm start on a built tree to a healthy /api/health',
  p8: 'a school at once: 1,000 children, 100,000 stories, 300 active (list, open, a save in five); PostgreSQL with DATABASE_URL',
};

// ---- command line ----

function parseArgs(argv) {
  const options = {
    quick: false,
    duration: null,
    names: [],
    list: false,
    json: false,
    profile: null,
    lhr: null,
    profiles: null,
    storiesEach: null,
    users: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--quick') options.quick = true;
    else if (arg === '--duration' || arg === '-d') options.duration = Number(argv[++i]);
    else if (arg === '--list') options.list = true;
    else if (arg === '--json') options.json = true;
    else if (arg === '--profile') options.profile = path.resolve(argv[++i] ?? 'bench-profiles');
    else if (arg === '--lhr') options.lhr = path.resolve(argv[++i] ?? 'bench-lighthouse');
    else if (arg === '--profiles') options.profiles = Number(argv[++i]);
    else if (arg === '--stories-each') options.storiesEach = Number(argv[++i]);
    else if (arg === '--users') options.users = Number(argv[++i]);
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else options.names.push(arg.toLowerCase());
  }
  options.profiles ??= options.quick ? 30 : 1000;
  options.storiesEach ??= options.quick ? 10 : 100;
  options.users ??= Math.min(options.profiles, options.quick ? 30 : 300);
  for (const key of ['profiles', 'storiesEach', 'users'])
    if (!(Number.isInteger(options[key]) && options[key] > 0)) throw new Error(`--${key} must be a whole number above 0`);
  if (options.users > options.profiles) throw new Error('--users cannot exceed --profiles');
  options.schoolSeconds = options.duration ?? (options.quick ? 2 : 20);
  options.duration ??= options.quick ? 1 : 8;
  if (!(options.duration > 0 && options.duration <= 120)) throw new Error('--duration must be 1..120 seconds');
  const unknown = options.names.filter((n) => !(n in FIGURES));
  if (unknown.length > 0) throw new Error(`unknown figure(s): ${unknown.join(', ')} (see --list)`);
  return options;
}

// ---- processes ----

async function waitForHealth(baseUrl, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`server did not become healthy in ${timeoutMs / 1000} s`);
}

function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function appEnv(port, dataDir) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SUPERUSER_PASSWORD,
    // P6 measures what hashing does to other requests, not the per-address limiter.
    LOGIN_RATE_LIMIT: '100000000',
    // P6's logins come from many clients (X-Forwarded-For, one hop trusted): from one address the
    // login throttle would answer them without a hash after 50 tries.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    TRANSLATE_PROVIDER: 'none',
  };
  delete env.DATABASE_URL;
  return env;
}

async function startBaseline(kind, payloadFile) {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'bench-baseline-server.mjs'), [kind, String(port), payloadFile], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`baseline ${kind} exited with ${code}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

function cookieFrom(res) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('fm_session='));
  if (!header) throw new Error(`no session cookie (${res.status})`);
  return header.split(';')[0];
}

async function newChild(baseUrl, name) {
  const post = (p, body, cookie) =>
    fetch(`${baseUrl}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const created = await post('/api/profiles', { name, age: 9 });
  if (created.status !== 201) throw new Error(`creating the profile ${name}: ${created.status} ${await created.text()}`);
  // A personal password at consent: a new installation requires one (and family use accepts one).
  const password = 'bench-personale-1';
  const consent = await post('/api/auth/consent', { adultName: 'Maestra Bench', accepted: true, password, confirm: password }, cookieFrom(created));
  if (!consent.ok) throw new Error(`consent: ${consent.status} ${await consent.text()}`);
  return cookieFrom(consent);
}

async function superuserCookie(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/superuser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: SUPERUSER_PASSWORD }),
  });
  if (!res.ok) throw new Error(`superuser login: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

/**
 * Seeds stories for the child straight into the SQLite file the running server uses (WAL, so
 * both may write): 10,000 saves through the API would take minutes on a loaded 2-core machine.
 * The rows are what POST /api/stories writes; one story is then saved through the API and read
 * back, to prove the seeded rows look like the server's own.
 */
function seedStories(dataDir, authorName, from, to) {
  const sqlite = new SQLite(path.join(dataDir, 'fantasmia.sqlite'));
  sqlite.pragma('busy_timeout = 5000');
  try {
    const author = sqlite.prepare('select id from users where name = ?').get(authorName);
    if (!author) throw new Error(`no profile ${authorName}`);
    const insert = sqlite.prepare(
      `insert into stories (id, title, title_fold, content, status, mode, language, category, answers, mode_state, author_id, author_name, is_public, published_at, image_id, created_at, updated_at)
       values (?, ?, ?, ?, 'completed', ?, 'italian', null, '[]', null, ?, ?, 0, null, null, ?, ?)`,
    );
    const base = Date.UTC(2026, 0, 1);
    const content = 'Testo di prova. '.repeat(60).trim();
    sqlite.transaction(() => {
      for (let i = from; i < to; i += 1) {
        const at = new Date(base + i * 60_000).toISOString();
        // title_fold: the title as foldText (src/shared/fold-text.ts) writes it; these titles have no accents.
        insert.run(randomUUID(), `Storia ${i}`, `storia ${i}`, content, i % 3 ? 'GHOST' : 'CSS', author.id, authorName, at, at);
      }
    })();
  } finally {
    sqlite.close();
  }
}

// ---- measuring ----

async function load(url, { method = 'GET', headers, body, connections, duration, expectStatus, setupRequest }) {
  const requests = setupRequest ? [{ setupRequest }] : undefined;
  const result = await autocannon({ url, method, headers, body, connections, duration, timeout: 30, requests });
  const ok = expectStatus ? (result.statusCodeStats?.[expectStatus]?.count ?? 0) : result['2xx'];
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: expectStatus ? result.requests.total - ok : result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function checkStatus(url, init, expected) {
  const res = await fetch(url, init);
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} (expected ${expected}) ${text.slice(0, 200)}`);
  return text;
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * Loads a page in Chromium and returns the JS files it fetched (by the first paint and in all),
 * each with its gzip size computed from the built file.
 */
async function pageJs(browser, url, distDir) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const { entries, firstPaint } = await page.evaluate(() => ({
    entries: performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime })),
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
  }));
  const navigation = page.url();
  await context.close();
  const js = [];
  const scriptUrls = [...new Set([...entries.map((e) => e.name)])].filter((n) => new URL(n).pathname.endsWith('.js'));
  for (const name of scriptUrls) {
    const file = path.join(distDir, decodeURIComponent(new URL(name).pathname));
    const start = entries.find((e) => e.name === name)?.start ?? 0;
    js.push({ path: new URL(name).pathname, gzip: gzipSize(file), beforePaint: firstPaint === null || start <= firstPaint });
  }
  // The entry script of index.html is not always a resource-timing entry before it runs; add it.
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) {
    if (!js.some((j) => j.path === m[1])) js.push({ path: m[1], gzip: gzipSize(path.join(distDir, m[1])), beforePaint: true });
  }
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) {
    if (!js.some((j) => j.path === m[1])) js.push({ path: m[1], gzip: gzipSize(path.join(distDir, m[1])), beforePaint: true });
  }
  const sum = (list) => list.reduce((n, j) => n + j.gzip, 0);
  const early = js.filter((j) => j.beforePaint);
  return { navigation, files: js.length, gzip: sum(js), earlyFiles: early.length, earlyGzip: sum(early), js };
}

/**
 * The same stack with nothing of ours: React 19, React Router's data router with two lazy routes,
 * TanStack Query and sonner, built with the project's own Vite.
 */
async function buildReactBaseline() {
  const root = path.resolve('node_modules/.cache/bench-react-baseline');
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(path.join(root, 'src'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>base</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(root, 'src/main.jsx'),
    `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Outlet } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
const queryClient = new QueryClient();
const router = createBrowserRouter([
  {
    path: '/',
    element: <><Outlet /><Toaster /></>,
    children: [
      { index: true, lazy: () => import('./home.jsx').then((m) => ({ Component: m.default })) },
      { path: 'about', lazy: () => import('./about.jsx').then((m) => ({ Component: m.default })) },
    ],
  },
]);
createRoot(document.getElementById('root')).render(
  <StrictMode><QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider></StrictMode>,
);
`,
  );
  fs.writeFileSync(
    path.join(root, 'src/home.jsx'),
    `import { Link } from 'react-router';\nexport default function Home() { return <main><h1>Ciao</h1><Link to="/about">Chi siamo</Link></main>; }\n`,
  );
  fs.writeFileSync(path.join(root, 'src/about.jsx'), `export default function About() { return <main><h1>Chi siamo</h1></main>; }\n`);
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({ root, configFile: false, logLevel: 'error', plugins: [react()], build: { outDir: path.join(root, 'dist'), emptyOutDir: true } });
  return path.join(root, 'dist');
}

function serveStatic(dir) {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = path.join(dir, pathname);
      if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html');
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
      res.writeHead(200, { 'content-type': type });
      res.end(fs.readFileSync(file));
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, baseUrl: `http://127.0.0.1:${server.address().port}` }));
  });
}

/** Time from navigation to the archive's first story row being on screen and the page idle. */
async function archiveTimeToInteractive(browser, baseUrl, cookie, newestTitle, runs) {
  const [name, value] = cookie.split('=');
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(`${baseUrl}/superuser-archive`);
    await page.getByText(newestTitle, { exact: true }).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // Interactive: the main thread answers (a task queued now runs at once).
    await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
    times.push(Date.now() - start);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * P2: Lighthouse's performance score (its default mobile settings: simulated throttling) for each
 * path, median of `runs`, against Debian's Chromium. Logged-in pages get the child's cookie.
 */
async function lighthouseScores(baseUrl, pages, runs, lhrDir) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const results = [];
    for (const { path: p, label, cookie } of pages) {
      const all = [];
      const metrics = [];
      for (let i = 0; i < runs; i += 1) {
        // A loaded machine sometimes loses a trace (NO_NAVSTART, NO_FCP): that run is taken again, twice at most.
        let lhr = null;
        let trace = null;
        let failure = 'no result';
        for (let attempt = 0; attempt < 3 && !lhr; attempt += 1) {
          const result = await lighthouse(`${baseUrl}${p}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            extraHeaders: cookie ? { cookie } : {},
          });
          if (result?.lhr && !result.lhr.runtimeError) {
            lhr = result.lhr;
            trace = result.artifacts?.Trace ?? null;
          } else failure = result?.lhr?.runtimeError?.message ?? 'no result';
        }
        if (!lhr) throw new Error(`Lighthouse on ${p}: ${failure}`);
        all.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        metrics.push({
          lcp: lhr.audits['largest-contentful-paint']?.numericValue,
          tbt: lhr.audits['total-blocking-time']?.numericValue,
          // Lighthouse's measure of this machine's CPU (higher is faster): simulated throttling slows
          // the page's real main-thread work 4×, so on a slower machine TBT grows with it.
          benchmarkIndex: lhr.environment?.benchmarkIndex,
        });
        if (lhrDir) {
          fs.mkdirSync(lhrDir, { recursive: true });
          const base = path.join(lhrDir, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${i + 1}`);
          fs.writeFileSync(`${base}.json`, JSON.stringify(lhr));
          // The run's Chromium trace, to open in DevTools' Performance panel and see each long task.
          if (trace) fs.writeFileSync(`${base}.trace.json`, JSON.stringify(trace));
        }
      }
      const order = all.map((score, i) => [score, i]).sort((a, b) => a[0] - b[0]);
      const [median, at] = order[Math.floor(order.length / 2)];
      results.push({ path: label, median, all, lcp: metrics[at].lcp, tbt: metrics[at].tbt, benchmarkIndex: metrics[at].benchmarkIndex });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

// ---- output ----

const fmt = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n) ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function printFigures(rows) {
  const header = ['figure', 'ratio', 'goal', 'measured'];
  const lines = rows.map((r) => [r.figure, r.ratio, r.goal, r.detail]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(format(l));
}

/**
 * P8: its own app (and, with DATABASE_URL, its own fresh PostgreSQL database), the school seeded
 * through the API, then the school day. The row names each kind's p50/p95/p99 and the moments of
 * the slowest requests.
 */
async function measureSchool(temp, options, children) {
  const { profiles, storiesEach, users, schoolSeconds } = options;
  const adminUrl = process.env.DATABASE_URL?.trim();
  const engine = adminUrl ? 'PostgreSQL' : 'SQLite';
  let database = null;
  const env = appEnv(await freePort(), path.join(temp, 'school-data'));
  if (adminUrl) {
    database = `fm_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const profileArgs = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : [];
  const app = spawn(process.execPath, [...profileArgs, 'dist/server/index.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(app);
  try {
    await waitForHealth(baseUrl, app);
    console.log(`  P8 on ${engine}: ${profiles} profiles × ${storiesEach} stories, then ${users} children for ${schoolSeconds} s`);
    const cookies = await seedSchool(baseUrl, { profiles, storiesEach, log: console.log });
    if (env.DATABASE_URL) {
      // A school's morning starts on a database whose statistics and visibility map autovacuum
      // has long brought up to date, not in the minute after 100,000 inserts.
      const school = new pg.Client({ connectionString: env.DATABASE_URL });
      await school.connect();
      await school.query('vacuum analyze');
      await school.end();
    }
    const day = await schoolDay(baseUrl, cookies, { users, seconds: schoolSeconds, storiesEach });
    const ms = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : '–');
    const perKind = KINDS.map((k) => `${k} ${ms(day.kinds[k].p50)} / ${ms(day.kinds[k].p95)} / ${ms(day.kinds[k].p99)} ms (${day.kinds[k].count})`).join(', ');
    const slow = day.slowest.map((r) => `${r.kind} ${ms(r.ms)} ms at ${r.at.toFixed(1)} s`).join(', ');
    console.log(`  P8 ${day.rps.toFixed(0)} requests/s, ${day.errors} errors; p50 / p95 / p99: ${perKind}`);
    console.log(`  P8 slowest: ${slow}`);
    const problems = day.errors > 0 ? [`P8: ${day.errors} failed requests ${JSON.stringify(day.errorKinds)}`] : [];
    return {
      problems,
      row: {
        figure: `P8 school (${engine})`,
        ratio: `p99 ${KINDS.map((k) => ms(day.kinds[k].p99)).join(' / ')} ms`,
        goal: 'each p99 ≤ 500 ms, 0 errors',
        detail: `${profiles} profiles, ${profiles * storiesEach} stories, ${users} active for ${schoolSeconds} s: ${day.rps.toFixed(0)} req/s, ${day.errors} errors; p50 / p95 / p99 ${perKind}; slowest: ${slow}`,
      },
    };
  } finally {
    await stopProcess(app);
    if (database && adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }
}

// ---- main ----

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.list) {
    for (const [name, title] of Object.entries(FIGURES)) console.log(`${name}  ${title}`);
    return 0;
  }
  const wanted = (name) => options.names.length === 0 || options.names.includes(name);
  const duration = options.duration;
  const problems = [];
  const rows = [];
  const loads = [];
  const sampleLoad = () => loads.push(os.loadavg()[0]);

  if (buildIsStale()) {
    console.log('Building (dist/ is missing or older than the sources)...');
    const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (b.status !== 0) return b.status ?? 1;
  }

  const cpus = os.cpus();
  console.log(
    `FantasMia benchmark (docs/benchmarks.md): node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `${options.quick ? 'quick run (smoke test), ' : ''}${duration} s per load scenario, loopback, SQLite (WAL, synchronous=NORMAL) in a temporary folder\n`,
  );

  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-bench-'));
  const dataDir = path.join(temp, 'data');
  const children = [];
  let browser = null;
  const onSignal = () => {
    void Promise.all(children.map(stopProcess)).then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);

  try {
    // P7 first: a cold `npm start` on the built tree, with an empty data folder (it also migrates).
    let p7 = null;
    if (wanted('p7')) {
      const port = await freePort();
      const start = process.hrtime.bigint();
      const child = spawn('npm', ['start'], { env: appEnv(port, path.join(temp, 'start-data')), stdio: ['ignore', 'ignore', 'inherit'], detached: true });
      children.push(child);
      try {
        await waitForHealth(`http://127.0.0.1:${port}`, child);
        p7 = Number(process.hrtime.bigint() - start) / 1e9;
      } finally {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      }
      // The same without npm in front: how much of P7 is the app's own start.
      const nodePort = await freePort();
      const nodeStart = process.hrtime.bigint();
      const direct = spawn(process.execPath, ['dist/server/index.js'], {
        env: appEnv(nodePort, path.join(temp, 'start-data-node')),
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(direct);
      await waitForHealth(`http://127.0.0.1:${nodePort}`, direct);
      const p7node = Number(process.hrtime.bigint() - nodeStart) / 1e9;
      await stopProcess(direct);
      rows.push({
        figure: 'P7 npm start → healthy',
        ratio: `${p7.toFixed(2)} s`,
        goal: '≤ 1.5 s',
        detail: `cold start of the built tree, empty DATA_DIR (migrations included); node dist/server/index.js alone: ${p7node.toFixed(2)} s`,
      });
      console.log(`  P7 measured: ${p7.toFixed(2)} s`);
    }

    if (wanted('p8')) {
      sampleLoad();
      const school = await measureSchool(temp, options, children);
      rows.push(school.row);
      problems.push(...school.problems);
    }

    const needsApp = ['p2', 'p3', 'p4', 'p5', 'p6', 'p1'].some(wanted);
    if (!needsApp) return finish();

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // --profile DIR: the app writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
    const profileArgs = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : [];
    const app = spawn(process.execPath, [...profileArgs, 'dist/server/index.js'], { env: appEnv(port, dataDir), stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(app);
    await waitForHealth(baseUrl, app);
    const childCookie = await newChild(baseUrl, CHILD_NAME);
    const writerCookie = await newChild(baseUrl, WRITER_NAME);
    const suCookie = await superuserCookie(baseUrl);

    // A story saved through the API, then read back: the seeded rows must look the same.
    await checkStatus(
      `${baseUrl}/api/stories`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: childCookie },
        body: JSON.stringify({ title: 'Storia dal vivo', content: 'Testo.', status: 'completed', mode: 'GHOST' }),
      },
      201,
    );

    const needsChromium = ['p1', 'p5', 'p2'].some(wanted);
    if (needsChromium) {
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    }

    seedStories(dataDir, CHILD_NAME, 0, FEW_STORIES - 1);
    let p5few = null;
    const p5runs = options.quick ? 1 : 5;
    if (wanted('p5')) {
      sampleLoad();
      p5few = await archiveTimeToInteractive(browser, baseUrl, suCookie, 'Storia dal vivo', p5runs);
      console.log(`  P5 archive with ${FEW_STORIES} stories: ${p5few} ms`);
    }
    seedStories(dataDir, CHILD_NAME, FEW_STORIES - 1, STORIES - 1);
    const listText = await checkStatus(`${baseUrl}${LIST_PATH}`, { headers: { cookie: childCookie } }, 200);
    const list = JSON.parse(listText);
    if (list.total !== STORIES || list.stories.length !== 50)
      throw new Error(`the list has total ${list.total} and ${list.stories.length} items, expected ${STORIES} and 50`);
    if (wanted('p5')) {
      sampleLoad();
      const p5many = await archiveTimeToInteractive(browser, baseUrl, suCookie, 'Storia dal vivo', p5runs);
      console.log(`  P5 archive with ${STORIES} stories: ${p5many} ms`);
      rows.push({
        figure: 'P5 /superuser-archive TTI',
        ratio: `${(p5many / p5few).toFixed(2)} ×`,
        goal: '≤ 1.3 × (10,000 vs 100)',
        detail: `${p5many} ms with ${STORIES}, ${p5few} ms with ${FEW_STORIES} (median of ${p5runs})`,
      });
    }

    const payloadFile = path.join(temp, 'list.json');
    fs.writeFileSync(payloadFile, listText);
    const bareHttp = await startBaseline('http', payloadFile);
    const bareFastify = await startBaseline('fastify', payloadFile);
    children.push(bareHttp.child, bareFastify.child);

    const note = (name, r) => {
      if (r.bad > 0 || r.errors > 0) problems.push(`${name}: ${r.bad} unexpected answers, ${r.errors} errors`);
      return r;
    };
    const lat = (r) => `${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`;

    let p3app = null;
    if (wanted('p3') || wanted('p6')) {
      sampleLoad();
      console.log(`  P3 measuring (${duration} s each: node:http, Fastify, app)`);
      const h = note('P3 node:http', await load(`${bareHttp.baseUrl}/list`, { connections: 10, duration }));
      const f = note('P3 Fastify', await load(`${bareFastify.baseUrl}/list`, { connections: 10, duration }));
      p3app = note('P3 app', await load(`${baseUrl}${LIST_PATH}`, { headers: { cookie: childCookie }, connections: 10, duration }));
      rows.push({
        figure: 'P3 list page 13 req/s',
        ratio: `${(p3app.rps / f.rps).toFixed(3)} × Fastify`,
        goal: '≥ 0.35 ×, p99 ≤ 20 ms',
        detail: `app ${lat(p3app)} | bare Fastify ${lat(f)} | node:http ${lat(h)} (10 connections)`,
      });
    }

    if (wanted('p6')) {
      sampleLoad();
      console.log(`  P6 measuring (${duration} s: the list while 10 clients send wrong-password logins)`);
      // Each login a name nobody has, from an address of its own: every one costs a hash.
      let sent = 0;
      const letters = (n) => (n < 26 ? String.fromCharCode(97 + n) : letters(Math.floor(n / 26) - 1) + String.fromCharCode(97 + (n % 26)));
      const setupRequest = (req) => {
        sent += 1;
        return {
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` },
          body: JSON.stringify({ name: `Nessuno ${letters(sent)}`, password: 'sbagliata' }),
        };
      };
      const [listUnderLogins, logins] = await Promise.all([
        load(`${baseUrl}${LIST_PATH}`, { headers: { cookie: childCookie }, connections: 10, duration }),
        load(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          connections: 10,
          duration,
          expectStatus: '401',
          setupRequest,
        }),
      ]);
      note('P6 list', listUnderLogins);
      note('P6 logins (401 expected)', logins);
      rows.push({
        figure: 'P6 list during logins',
        ratio: `${(listUnderLogins.rps / p3app.rps).toFixed(3)} × normal`,
        goal: '≥ 0.5 × its normal rate',
        detail: `list ${lat(listUnderLogins)} | logins ${fmt(logins.rps)} /s answered 401, p99 ${logins.p99} ms`,
      });
    }

    if (wanted('p4')) {
      sampleLoad();
      console.log(`  P4 measuring (${duration} s each: node:http, Fastify, app; 50 writers)`);
      const body = JSON.stringify({ title: 'Storia veloce', content: 'Testo di prova. '.repeat(60).trim(), status: 'completed', mode: 'GHOST' });
      const headers = { 'content-type': 'application/json' };
      const h = note('P4 node:http', await load(`${bareHttp.baseUrl}/save`, { method: 'POST', headers, body, connections: 50, duration }));
      const f = note('P4 Fastify', await load(`${bareFastify.baseUrl}/save`, { method: 'POST', headers, body, connections: 50, duration }));
      const a = note(
        'P4 app',
        await load(`${baseUrl}/api/stories`, { method: 'POST', headers: { ...headers, cookie: writerCookie }, body, connections: 50, duration }),
      );
      rows.push({
        figure: 'P4 POST /api/stories req/s',
        ratio: `${(a.rps / f.rps).toFixed(3)} × Fastify`,
        goal: '≥ 0.25 ×, 0 errors',
        detail: `app ${lat(a)}, ${a.bad + a.errors} failed | bare Fastify ${lat(f)} | node:http ${lat(h)} (50 connections)`,
      });
    }

    if (wanted('p1')) {
      sampleLoad();
      console.log('  P1 building the bare React + data router + TanStack Query + sonner reference and loading both home pages in Chromium');
      const baseDist = await buildReactBaseline();
      const { server, baseUrl: refUrl } = await serveStatic(baseDist);
      try {
        const ref = await pageJs(browser, `${refUrl}/`, baseDist);
        const ours = await pageJs(browser, `${baseUrl}/`, path.resolve('dist/client'));
        rows.push({
          figure: 'P1 home page JS (gzip)',
          ratio: `${(ours.gzip / ref.gzip).toFixed(2)} × bare`,
          goal: '≤ 1.3 ×',
          detail: `${kib(ours.gzip)} in ${ours.files} files (${ours.earlyFiles} files, ${kib(ours.earlyGzip)} by first paint; ended on ${new URL(ours.navigation).pathname}) | bare ${kib(ref.gzip)} in ${ref.files} files`,
        });
        if (options.json) console.log(JSON.stringify({ p1: { ours: ours.js, ref: ref.js } }, null, 2));
      } finally {
        server.close();
      }
    }

    if (wanted('p2')) {
      sampleLoad();
      const runs = options.quick ? 1 : 5;
      console.log(`  P2 Lighthouse (mobile, simulated throttling, median of ${runs}) on / (a first visit, then the child), /dashboard, /user-archive`);
      let scores = [];
      try {
        // `/` twice: as a first visitor sees it (no cookie) and as the logged-in child sees it (her
        // card, her reading settings), since the home page draws them differently.
        const pages = [
          { path: '/', label: '/ (first visit)', cookie: null },
          { path: '/', label: '/ (child)', cookie: childCookie },
          { path: '/dashboard', label: '/dashboard', cookie: childCookie },
          { path: '/user-archive', label: '/user-archive', cookie: childCookie },
        ];
        scores = await lighthouseScores(baseUrl, pages, runs, options.lhr);
      } catch (error) {
        // Lighthouse losing its trace three times is the instrument failing, not the app: reported, not fatal.
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(`  P2 not measured: ${reason}`);
        rows.push({ figure: 'P2 Lighthouse performance', ratio: 'not measured', goal: '≥ 90 each', detail: reason });
      }
      if (scores.length > 0)
        rows.push({
          figure: 'P2 Lighthouse performance',
          ratio: scores.map((s) => s.median).join(' / '),
          goal: '≥ 90 each',
          detail: scores
            .map((s) => `${s.path} ${s.median} (runs ${s.all.join(', ')}; LCP ${fmt(s.lcp)} ms, TBT ${fmt(s.tbt)} ms, benchmarkIndex ${fmt(s.benchmarkIndex)})`)
            .join(' | '),
        });
    }

    return finish();
  } finally {
    process.removeListener('SIGINT', onSignal);
    if (browser) await browser.close();
    await Promise.all(children.map(stopProcess));
    fs.rmSync(temp, { recursive: true, force: true });
  }

  function finish() {
    console.log('');
    printFigures(rows);
    const loadText = loads.length > 0 ? ` (1-minute load at each figure: ${loads.map((l) => l.toFixed(1)).join(', ')})` : '';
    console.log(
      `\nnode ${process.version}, ${cpus.length} CPUs, load average now ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}${loadText}`,
    );
    if (options.json)
      console.log(
        `\n${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus.length, loadavg: os.loadavg(), loads, options, rows }, null, 2)}`,
      );
    if (problems.length > 0) {
      console.error(`\nSome answers failed, so the figures above are not valid:\n  ${problems.join('\n  ')}`);
      return 1;
    }
    return 0;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
