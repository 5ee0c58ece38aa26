// npm run test:e2e: builds if needed, starts the app with `npm start` on a free port with a
// temporary DATA_DIR and a known superuser password, runs Playwright in system Chromium, stops it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale } from './build-state.mjs';
import { freePort } from './free-port.mjs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  console.error(`Chromium not found at ${chrome}. Install it (Debian: apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}
if (buildIsStale()) {
  const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

// The fake translation provider (tests/fakes/fake-translate-server.ts): real HTTP on loopback
// speaking google's gtx and LibreTranslate's shapes, so translation is tested without the network.
async function startFakeTranslate() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fakes/fake-translate-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the fake translation server did not start in 30 s')), 30_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /FAKE_TRANSLATE_URL=(\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the fake translation server exited with ${code}`));
    });
  });
  return { child, url };
}
const fakeTranslate = await startFakeTranslate();

// The fake AI provider (tests/fakes/fake-ai-server.ts): OpenAI-compatible chat, images and
// moderations on loopback, misbehaving on request (markers in the story text).
async function startFakeAi() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fakes/fake-ai-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the fake AI server did not start in 30 s')), 30_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /FAKE_AI_URL=(\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the fake AI server exited with ${code}`));
    });
  });
  return { child, url };
}
const fakeAi = await startFakeAi();

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-e2e-'));
const superuserPassword = 'e2e-superuser-pass';
const baseURL = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SUPERUSER_PASSWORD: superuserPassword,
  LOGIN_RATE_LIMIT: '10000',
  LOG_LEVEL: 'warn',
  TRANSLATE_PROVIDER: process.env.E2E_TRANSLATE_PROVIDER ?? 'google',
  TRANSLATE_URL: fakeTranslate.url,
  AI_BASE_URL: fakeAi.url,
  AI_API_KEY: 'e2e-chiave',
  AI_PROVIDER_NAME: 'Servizio IA di prova',
  AI_TEXT_MODEL: 'e2e-testo',
  AI_IMAGE_MODEL: 'e2e-disegni',
  AI_IMAGE_COST_EUR: '0.04',
  AI_TEXT_COST_EUR: '0',
  AI_RETRY_DELAY_MS: '50',
  AI_TEXT_CALLS_PER_DAY: '1000',
  AI_IMAGES_PER_DAY: '1000',
};
delete serverEnv.DATABASE_URL;

const server = spawn('node', ['scripts/start.mjs'], { env: serverEnv, stdio: ['ignore', 'inherit', 'inherit'] });
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  if (fakeTranslate.child.exitCode === null) fakeTranslate.child.kill('SIGTERM');
  if (fakeAi.child.exitCode === null) fakeAi.child.kill('SIGTERM');
};
process.on('exit', stop);
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

async function waitForHealth() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in 60 s');
}

/**
 * The shared server runs in family use ('Uso in famiglia': the list shown, the name as initial
 * password), the spec's own entrance flows; a spec that needs a new installation's safe settings
 * starts its own server (tests/e2e/support/isolated-server.ts).
 */
async function setFamilyUse() {
  const headers = { 'content-type': 'application/json', origin: baseURL, 'sec-fetch-site': 'same-origin' };
  const login = await fetch(`${baseURL}/api/auth/superuser`, { method: 'POST', headers, body: JSON.stringify({ password: superuserPassword }) });
  if (!login.ok) throw new Error(`superuser login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const put = await fetch(`${baseURL}/api/admin/settings`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ requirePersonalPasswords: false, hideProfileList: false }),
  });
  if (!put.ok) throw new Error(`family use: ${put.status} ${await put.text()}`);
  await fetch(`${baseURL}/api/auth/logout`, { method: 'POST', headers: { ...headers, cookie } });
}

let status = 1;
try {
  await waitForHealth();
  await setFamilyUse();
  const args = ['playwright', 'test', ...process.argv.slice(2)];
  const run = spawnSync('npx', args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseURL,
      E2E_SUPERUSER_PASSWORD: superuserPassword,
      E2E_DATA_DIR: dataDir,
      E2E_TRANSLATE_URL: fakeTranslate.url,
      E2E_AI_URL: fakeAi.url,
    },
  });
  status = run.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
