import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, two folders above tests/e2e/support. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'index.js');

export interface IsolatedServer {
  baseURL: string;
  superuserPassword: string;
  stop: () => Promise<void>;
}

export interface IsolatedServerOptions {
  superuserPassword?: string;
  /** Extra settings for this server only (e.g. LOGIN_RATE_LIMIT). */
  env?: Record<string, string>;
  /**
   * Keep the account settings a new installation starts with. By default the server is switched
   * to family use (open profile list, the name as the first password), as the shared e2e server
   * is, so the spec's own entrance flows work the same on both.
   */
  keepDefaultSettings?: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** 'Uso in famiglia' through the API, as the superuser turns it on in /superuser-settings. */
async function switchToFamilyUse(baseURL: string, superuserPassword: string): Promise<void> {
  const login = await fetch(`${baseURL}/api/auth/superuser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: superuserPassword }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!login.ok || !cookie) throw new Error(`superuser login on the isolated server: ${login.status} ${await login.text()}`);
  const put = await fetch(`${baseURL}/api/admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ requirePersonalPasswords: false, hideProfileList: false }),
  });
  if (!put.ok) throw new Error(`family use on the isolated server: ${put.status} ${await put.text()}`);
  await fetch(`${baseURL}/api/auth/logout`, { method: 'POST', headers: { cookie } });
}

function waitForExit(child: ChildProcess, ms: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Starts a second instance of the built app (dist/server/index.js, which `npm run test:e2e` has
 * just built) on its own free port, with its own empty DATA_DIR and superuser password. Tests that
 * change server-wide state (the superuser lockout lasts 15 minutes) use it, so the shared server
 * every other test talks to is never affected.
 */
export async function startIsolatedServer(options: IsolatedServerOptions = {}): Promise<IsolatedServer> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build (npm run test:e2e does it).`);
  const superuserPassword = options.superuserPassword ?? 'isolated-superuser-pass';
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-e2e-isolated-'));
  const baseURL = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SUPERUSER_PASSWORD: superuserPassword,
    LOGIN_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    TRANSLATE_PROVIDER: 'none',
    ...options.env,
  };
  delete env.DATABASE_URL;

  const output: string[] = [];
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await waitForExit(child, 5_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`isolated server exited with ${child.exitCode}:\n${output.join('')}`);
    }
    try {
      healthy = (await fetch(`${baseURL}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 150));
  }
  if (!healthy) {
    await stop();
    throw new Error(`isolated server did not become healthy in 30 s:\n${output.join('')}`);
  }
  if (!options.keepDefaultSettings) {
    try {
      await switchToFamilyUse(baseURL, superuserPassword);
    } catch (error) {
      await stop();
      throw error;
    }
  }
  return { baseURL, superuserPassword, stop };
}
