import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs');
const ENTRY = path.join(ROOT, 'src', 'server', 'index.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

/** Starts the real server entry in `cwd` and returns what /api/config says once it is up. */
async function startIn(cwd: string, env: Record<string, string>): Promise<{ port: number; config: { supportEmail: string; translation: boolean } }> {
  const base: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env };
  for (const key of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'SUPPORT_EMAIL', 'TRANSLATE_PROVIDER', 'SUPERUSER_PASSWORD'])
    if (!(key in env)) delete base[key];
  const child = spawn(process.execPath, ['--import', TSX, ENTRY], { cwd, env: base, stdio: ['ignore', 'pipe', 'pipe'] });
  cleanups.push(() => child.kill('SIGTERM'));
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (out += c));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 45_000);
    child.stdout.on('data', () => {
      const match = /running at http:\/\/[^:]+:(\d+)\//.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
  const res = await fetch(`http://127.0.0.1:${port}/api/config`);
  return { port, config: (await res.json()) as { supportEmail: string; translation: boolean } };
}

test('the server reads .env from the folder it starts in, and the real environment wins over it', { timeout: 60_000 }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-dotenv-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, '.env'),
    [
      `# a comment`,
      `PORT=${port}`,
      `HOST=127.0.0.1`,
      `DATA_DIR=${path.join(dir, 'data')}`,
      `SUPPORT_EMAIL=dalfile@example.it`,
      `TRANSLATE_PROVIDER=none`,
      `SUPERUSER_PASSWORD=dal-file-123`,
      '',
    ].join('\n'),
  );
  const started = await startIn(dir, { TRANSLATE_PROVIDER: 'google' });
  expect(started.port).toBe(port);
  expect(started.config.supportEmail).toBe('dalfile@example.it');
  // Set in the environment as well: the environment wins.
  expect(started.config.translation).toBe(true);
  expect(fs.existsSync(path.join(dir, 'data'))).toBe(true);
});
