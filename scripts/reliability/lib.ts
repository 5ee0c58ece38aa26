// Shared pieces of the reliability battery: starting the built app on loopback, a small HTTP
// client with a cookie jar that behaves like a browser of our own origin, and the route list.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built app; RELIABILITY_SERVER_ENTRY points the battery at another build (e.g. an older commit's). */
export const SERVER_ENTRY = process.env.RELIABILITY_SERVER_ENTRY ?? path.join(ROOT, 'dist', 'server', 'index.js');
export const SUPERUSER_PASSWORD = 'affidabile-superuser-1';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
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

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `fantasmia-rel-${prefix}-`));
}

export interface AppServer {
  baseURL: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: string[];
  /** SIGTERM and wait (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** SIGKILL now and wait for the exit. */
  kill9(): Promise<void>;
  tail(lines?: number): string;
}

export interface StartOptions {
  dataDir?: string;
  env?: Record<string, string | undefined>;
  port?: number;
  /**
   * Keep a new installation's safe settings (hidden list, personal passwords required). By
   * default a server on a new data dir is put in family use (both off), the spec's flows the
   * scenarios exercise; a restart on an existing data dir keeps whatever it had.
   */
  secureDefaults?: boolean;
}

function waitExit(child: ChildProcess, ms: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts dist/server/index.js on a free loopback port with its own DATA_DIR (or the given one). */
export async function startApp(options: StartOptions = {}): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDir('data');
  const baseURL = `http://127.0.0.1:${port}`;
  const newInstallation = !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SUPERUSER_PASSWORD,
    LOG_LEVEL: 'warn',
    TRANSLATE_PROVIDER: 'none',
  };
  delete env.DATABASE_URL;
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const output: string[] = [];
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: AppServer = {
    baseURL,
    port,
    dataDir,
    child,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await waitExit(child, 10_000);
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await waitExit(child, 10_000);
    },
    tail(lines = 20) {
      return output.join('').split('\n').slice(-lines).join('\n');
    },
  };
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the app exited with ${child.exitCode ?? child.signalCode}:\n${server.tail()}`);
    try {
      const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) {
        if (newInstallation && !options.secureDefaults) await setFamilyUse(baseURL);
        return server;
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.kill9();
  throw new Error(`the app did not become healthy in 45 s:\n${server.tail()}`);
}

/** 'Uso in famiglia': the profile list shown and the name as initial password, as the spec has it. */
async function setFamilyUse(baseURL: string): Promise<void> {
  const su = await superuser(baseURL);
  const r = await su.request('/api/admin/settings', { method: 'PUT', json: { requirePersonalPasswords: false, hideProfileList: false } });
  if (r.status !== 200) throw new Error(`family use: ${r.status} ${r.text.slice(0, 300)}`);
  await su.post('/api/auth/logout');
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
  ms: number;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * A client like a browser tab of our own origin: keeps cookies, sends Origin and
 * Sec-Fetch-Site: same-origin on every request (as Chromium does on same-origin POSTs).
 */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    public baseURL: string,
    public label = 'client',
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A second tab of the same browser: same cookies from now on. */
  fork(label: string): Client {
    const c = new Client(this.baseURL, label);
    c.cookies = new Map(this.cookies);
    return c;
  }

  get session(): string | undefined {
    for (const [k, v] of this.cookies) if (/session/i.test(k)) return v;
    return undefined;
  }

  async request(url: string, options: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = {
      origin: this.baseURL,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      ...options.headers,
    };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const started = performance.now();
    const res = await fetch(this.baseURL + url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = (pair ?? '').indexOf('=');
      if (eq < 0) continue;
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json, ms };
  }

  get(url: string, options: RequestOptions = {}) {
    return this.request(url, { ...options, method: 'GET' });
  }
  post(url: string, json?: unknown, options: RequestOptions = {}) {
    return this.request(url, { ...options, method: 'POST', ...(json === undefined ? {} : { json }) });
  }
}

export function errorCode(reply: Reply): string | undefined {
  const j = reply.json as { error?: { code?: unknown } } | undefined;
  return typeof j?.error?.code === 'string' ? j.error.code : undefined;
}

/** Logs the superuser in on a fresh client. */
/**
 * Logs the superuser in. `browser` logs in again from that browser (its device cookie kept), as the
 * teacher does after a session ends: strangers' failed tries from the same address do not lock it.
 */
export async function superuser(baseURL: string, browser?: Client): Promise<Client> {
  const c = browser ? browser.fork('superuser') : new Client(baseURL, 'superuser');
  const r = await c.post('/api/auth/superuser', { password: SUPERUSER_PASSWORD });
  if (r.status !== 200) throw new Error(`superuser login: ${r.status} ${r.text.slice(0, 300)}`);
  return c;
}

export interface Child {
  id: string;
  name: string;
  client: Client;
}

/**
 * Creates a profile and gives consent in the same browser session, as the spec's flow does; with
 * `password`, the adult chooses that personal password at consent (required by the safe settings).
 */
export async function createChild(baseURL: string, name: string, age = 9, password?: string): Promise<Child> {
  const c = new Client(baseURL, name);
  const created = await c.post('/api/profiles', { name, age });
  if (created.status !== 201) throw new Error(`create profile ${name}: ${created.status} ${created.text.slice(0, 300)}`);
  const id = (created.json as { profile: { id: string } }).profile.id;
  const consent = await c.post('/api/auth/consent', { adultName: 'Maestra Lucia', accepted: true, ...(password ? { password, confirm: password } : {}) });
  if (consent.status !== 200) throw new Error(`consent ${name}: ${consent.status} ${consent.text.slice(0, 300)}`);
  return { id, name, client: c };
}

export async function saveStory(client: Client, title: string, content: string, extra: Record<string, unknown> = {}): Promise<Reply> {
  return client.post('/api/stories', { title, content, status: 'completed', mode: 'GHOST', language: 'italian', ...extra });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export interface DeclaredRoute {
  method: string;
  url: string;
  /** 'anonymous' | 'consent' | 'profile' | 'superuser', or a level added later. */
  access: string;
}

/**
 * Every API route with its declared access, read from the app itself (src/server/app.ts returns
 * them): built once on a throw-away SQLite database, so routes added later are walked too.
 */
export async function discoverRoutes(): Promise<DeclaredRoute[]> {
  const dataDir = tempDir('routes');
  try {
    const { loadEnv } = await import('../../src/server/env');
    const { createDb } = await import('../../src/server/db/client');
    const { migrateToLatest } = await import('../../src/server/db/migrate');
    const { buildApp } = await import('../../src/server/app');
    const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRANSLATE_PROVIDER: 'none', SUPERUSER_PASSWORD });
    const database = createDb({ dataDir: env.DATA_DIR, databaseUrl: undefined });
    await migrateToLatest(database);
    const { app, routes } = await buildApp({ db: database.db, dbKind: database.kind, env, clientDir: path.join(dataDir, 'none'), logger: false });
    await app.ready();
    const list = routes.map((r) => ({ method: r.method, url: r.url, access: r.access }));
    await app.close();
    await database.close();
    return list;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Fills :params of a route with the given value. */
export function fillUrl(url: string, value: string): string {
  return url.replace(/:[^/]+/g, () => encodeURIComponent(value)).replace(/\*/g, 'x');
}

export interface Scenario {
  name: string;
  run(ctx: RunContext): Promise<ScenarioResult>;
}

export interface RunContext {
  full: boolean;
  routes: DeclaredRoute[];
  log: (line: string) => void;
}

export interface ScenarioResult {
  /** The one line of figures, without the PASS/FAIL verdict. */
  figures: string;
  breaches: string[];
}
