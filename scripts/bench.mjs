// npm run bench: builds if stale, starts the built server (node dist/server/index.js) on a free
// loopback port with a temporary DATA_DIR (SQLite), measures each scenario with autocannon for a
// bounded time, prints requests/s and latency, stops the server.
//
//   npm run bench                          every scenario, 5 s each, 10 connections
//   npm run bench -- health spa            only the named scenarios
//   npm run bench -- --duration 10 --connections 20
//   npm run bench -- --list                the scenario names
//   npm run bench -- --json                also print the results as JSON (for comparisons)
//
// Later issues add scenarios to SCENARIOS below: each one says which request to hammer, and may
// prepare data first (through the API, like a client would) and check one response before the run,
// so a benchmark never measures an error page by mistake.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import bcrypt from '@node-rs/bcrypt';
import { buildIsStale } from './build-state.mjs';
import { freePort } from './free-port.mjs';

const SUPERUSER_PASSWORD = 'bench-superuser-pass';
const CHILD_NAME = 'Bench Bambina';

/**
 * @typedef {{ baseUrl: string, childCookie: string, childName: string, superuserCookie: string, assetPath: string }} BenchContext
 * @typedef {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} BenchRequest
 * @typedef {{
 *   name: string,
 *   title: string,
 *   request: (ctx: BenchContext) => BenchRequest,
 *   check?: (res: Response, ctx: BenchContext) => string | null,
 *   prepare?: (ctx: BenchContext) => Promise<void>,
 *   connections?: number,
 * }} Scenario
 */

/** @type {Scenario[]} */
export const SCENARIOS = [
  {
    name: 'health',
    title: 'GET /api/health',
    request: () => ({ path: '/api/health' }),
  },
  {
    name: 'session',
    title: 'GET /api/session (logged-in child)',
    request: (ctx) => ({ path: '/api/session', headers: { cookie: ctx.childCookie } }),
    check: (res, ctx) => (res.headers.get('content-type')?.includes('json') ? null : `not JSON for ${ctx.childName}`),
  },
  {
    name: 'spa',
    title: 'GET / (SPA index.html, brotli)',
    request: () => ({ path: '/', headers: { 'accept-encoding': 'br, gzip' } }),
    check: (res) => (res.headers.get('content-encoding') === 'br' ? null : `content-encoding ${res.headers.get('content-encoding')}, expected br`),
  },
  {
    name: 'asset',
    title: 'GET main JS bundle (brotli, immutable)',
    request: (ctx) => ({ path: ctx.assetPath, headers: { 'accept-encoding': 'br, gzip' } }),
    check: (res) => (res.headers.get('content-encoding') === 'br' ? null : `content-encoding ${res.headers.get('content-encoding')}, expected br`),
  },
  {
    name: 'stories',
    title: 'GET /api/stories page 13 (a child with 5,000 stories)',
    prepare: (ctx) => seedStories(ctx),
    request: (ctx) => ({ path: '/api/stories?page=13&pageSize=50', headers: { cookie: ctx.childCookie } }),
    check: (res) => (res.headers.get('content-type')?.includes('json') ? null : 'not JSON'),
  },
  {
    name: 'archive',
    title: 'GET /api/admin/archive page 20, filtered by category (superuser)',
    prepare: (ctx) => seedStories(ctx),
    request: (ctx) => ({ path: '/api/admin/archive?page=20&pageSize=50&category=GHOST', headers: { cookie: ctx.superuserCookie } }),
    check: (res) => (res.headers.get('content-type')?.includes('json') ? null : 'not JSON'),
  },
  {
    name: 'login',
    title: 'POST /api/auth/login (bcrypt cost 10)',
    request: (ctx) => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: ctx.childName, password: ctx.childName }),
    }),
  },
];

/** 5,000 stories for the bench child, saved through the API once for every scenario that needs them. */
let seeded;
function seedStories(ctx) {
  seeded ??= (async () => {
    const save = async (i) => {
      const res = await fetch(`${ctx.baseUrl}/api/stories`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: ctx.childCookie },
        body: JSON.stringify({ title: `Storia ${i}`, content: 'Testo di prova. '.repeat(60), status: 'completed', mode: i % 3 ? 'GHOST' : 'CSS' }),
      });
      if (res.status !== 201) throw new Error(`seeding story ${i}: ${res.status} ${await res.text()}`);
    };
    for (let i = 0; i < 5000; i += 20) await Promise.all(Array.from({ length: 20 }, (_, k) => save(i + k)));
  })();
  return seeded;
}

// ---- command line ----

function parseArgs(argv) {
  const options = { duration: 5, connections: 10, names: [], list: false, json: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--duration' || arg === '-d') options.duration = Number(argv[++i]);
    else if (arg === '--connections' || arg === '-c') options.connections = Number(argv[++i]);
    else if (arg === '--list') options.list = true;
    else if (arg === '--json') options.json = true;
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else options.names.push(arg);
  }
  if (!(options.duration > 0 && options.duration <= 120)) throw new Error('--duration must be 1..120 seconds');
  if (!(options.connections > 0 && options.connections <= 500)) throw new Error('--connections must be 1..500');
  return options;
}

// ---- server ----

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy in 60 s');
}

function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

function cookieFrom(res) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('fm_session='));
  if (!header) throw new Error(`no session cookie (${res.status})`);
  return header.split(';')[0];
}

/** Prepares what the scenarios need, through the API like a client would. */
async function prepare(baseUrl) {
  const post = (p, body, cookie) =>
    fetch(`${baseUrl}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const created = await post('/api/profiles', { name: CHILD_NAME, age: 9 });
  if (created.status !== 201) throw new Error(`creating the child profile: ${created.status} ${await created.text()}`);
  const consent = await post('/api/auth/consent', { adultName: 'Maestra Bench', accepted: true }, cookieFrom(created));
  if (!consent.ok) throw new Error(`consent: ${consent.status} ${await consent.text()}`);
  const superuser = await post('/api/auth/superuser', { password: SUPERUSER_PASSWORD });
  if (!superuser.ok) throw new Error(`superuser login: ${superuser.status} ${await superuser.text()}`);
  const html = fs.readFileSync('dist/client/index.html', 'utf8');
  const asset = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error('no script in dist/client/index.html');
  return { baseUrl, childCookie: cookieFrom(consent), childName: CHILD_NAME, superuserCookie: cookieFrom(superuser), assetPath: asset };
}

// ---- measuring ----

/** One bcrypt cost-10 check on this machine right now: the floor of every login. */
function bcryptBaselineMs() {
  const hash = bcrypt.hashSync('fantasmia', { cost: 10 });
  const start = process.hrtime.bigint();
  for (let i = 0; i < 5; i += 1) bcrypt.verifySync('fantasmia', hash);
  return Number(process.hrtime.bigint() - start) / 5 / 1e6;
}

async function checkOnce(scenario, ctx) {
  const req = scenario.request(ctx);
  const res = await fetch(`${ctx.baseUrl}${req.path}`, { method: req.method ?? 'GET', headers: req.headers, body: req.body });
  await res.arrayBuffer();
  if (res.status < 200 || res.status >= 300) return `answered ${res.status}`;
  return scenario.check ? scenario.check(res, ctx) : null;
}

async function measure(scenario, ctx, options) {
  const req = scenario.request(ctx);
  const result = await autocannon({
    url: `${ctx.baseUrl}${req.path}`,
    method: req.method ?? 'GET',
    headers: req.headers,
    body: req.body,
    connections: scenario.connections ?? options.connections,
    duration: options.duration,
    timeout: 30,
  });
  return {
    name: scenario.name,
    title: scenario.title,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    throughputKBs: result.throughput.average / 1024,
  };
}

function printTable(rows) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'KB/s', 'requests', 'non-2xx', 'errors'];
  const lines = rows.map((r) => [
    r.title,
    r.requestsPerSecond.toFixed(0),
    String(r.p50),
    String(r.p99),
    r.throughputKBs.toFixed(0),
    String(r.total),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(format(l));
}

// ---- main ----

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.list) {
    for (const s of SCENARIOS) console.log(`${s.name.padEnd(10)} ${s.title}`);
    return 0;
  }
  const unknown = options.names.filter((n) => !SCENARIOS.some((s) => s.name === n));
  if (unknown.length > 0) throw new Error(`unknown scenario(s): ${unknown.join(', ')} (see --list)`);
  const chosen = options.names.length > 0 ? SCENARIOS.filter((s) => options.names.includes(s.name)) : SCENARIOS;

  if (buildIsStale()) {
    console.log('Building (dist/ is missing or older than the sources)...');
    const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (b.status !== 0) return b.status ?? 1;
  }

  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SUPERUSER_PASSWORD,
    // The login scenario measures bcrypt, not the rate limiter.
    LOGIN_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'warn',
    TRANSLATE_PROVIDER: 'none',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['dist/server/index.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const onSignal = () => {
    void stopServer(server).then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);

  try {
    await waitForHealth(baseUrl, server);
    const ctx = await prepare(baseUrl);
    const cpus = os.cpus();
    console.log(
      `FantasMia benchmark: node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`${options.duration} s per scenario, ${options.connections} connections, server on ${baseUrl} (SQLite in a temporary folder)`);
    console.log(`one bcrypt cost-10 check here: ${bcryptBaselineMs().toFixed(0)} ms\n`);

    const rows = [];
    for (const scenario of chosen) {
      if (scenario.prepare) await scenario.prepare(ctx);
      const problem = await checkOnce(scenario, ctx);
      if (problem) throw new Error(`scenario ${scenario.name}: ${problem}`);
      console.log(`  measuring ${scenario.title} for ${options.duration} s`);
      rows.push(await measure(scenario, ctx, options));
    }
    console.log('');
    printTable(rows);
    if (options.json) console.log(`\n${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus.length, options, rows }, null, 2)}`);
    const bad = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
    if (bad.length > 0) {
      console.error(`\nSome responses failed (${bad.map((r) => r.name).join(', ')}): the figures above are not valid.`);
      return 1;
    }
    return 0;
  } finally {
    process.removeListener('SIGINT', onSignal);
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
