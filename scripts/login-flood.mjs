// npm run login-flood: /api/health latency while 50 clients log in as fast as they can.
// Starts the built server (builds first if stale) on a free port with a temporary SQLite
// DATA_DIR, creates one child profile, then runs two autocannon loads at once: N connections
// POSTing correct child logins (each one a bcrypt cost-10 check) and 2 connections on
// GET /api/health. Prints the figures; exits 0 (it measures, it does not judge).
//   npm run login-flood -- --duration 20 --connections 50
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIsStale } from './build-state.mjs';
import { freePort } from './free-port.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const duration = opt('--duration', 15);
const connections = opt('--connections', 50);

if (buildIsStale()) {
  const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-flood-'));
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SUPERUSER_PASSWORD: 'flood-superuser',
  LOGIN_RATE_LIMIT: '100000000',
  LOG_LEVEL: 'warn',
  TRANSLATE_PROVIDER: 'none',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['dist/server/index.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });

try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy in 60 s');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const name = 'Flood Anna';
  const flooderPassword = 'flood-personale-1';
  const created = await fetch(`${baseUrl}/api/profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, age: 9 }),
  });
  if (created.status !== 201) throw new Error(`profile: ${created.status} ${await created.text()}`);
  const cookie = created.headers.getSetCookie()[0].split(';')[0];
  const consent = await fetch(`${baseUrl}/api/auth/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    // A personal password (a real bcrypt check per login; a new installation requires one).
    body: JSON.stringify({ adultName: 'Maestra', accepted: true, password: flooderPassword, confirm: flooderPassword }),
  });
  if (!consent.ok) throw new Error(`consent: ${consent.status}`);

  const login = autocannon({
    url: `${baseUrl}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: flooderPassword }),
    connections,
    duration,
    timeout: 30,
  });
  const health = autocannon({ url: `${baseUrl}/api/health`, connections: 2, duration, timeout: 30 });
  const [l, h] = await Promise.all([login, health]);
  const codes = (r) =>
    Object.entries(r.statusCodeStats ?? {})
      .map(([c, v]) => `${c}×${v.count}`)
      .join(' ');
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; ${duration} s`,
  );
  console.log(
    `logins (${connections} connections): ${l.requests.total} requests, ${l.requests.average.toFixed(0)}/s, p50 ${l.latency.p50} ms, p99 ${l.latency.p99} ms, codes ${codes(l)}, errors ${l.errors + l.timeouts}`,
  );
  console.log(
    `/api/health during the flood: ${h.requests.total} requests, p50 ${h.latency.p50} ms, p90 ${h.latency.p90} ms, p99 ${h.latency.p99} ms, max ${h.latency.max} ms, codes ${codes(h)}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
