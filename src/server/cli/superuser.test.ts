import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, loginSuperuserCookie, TEST_SUPERUSER_PASSWORD, type TestApp } from '../../../tests/support/server/test-app';
import { runSuperuserCli, type CliIo } from './superuser';

/** `npm run superuser -- reset-password` against the test's own database (SQLite or PostgreSQL). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function io(stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = { readStdin: async () => stdin, out: (l) => out.push(l), err: (l) => err.push(l) };
  return { value, out, err };
}

const superuser = (password: string, remoteAddress = '10.8.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/superuser', remoteAddress, payload: { password } });

test('reset-password sets the given password, clears the lock and ends the superuser sessions', async () => {
  const session = await loginSuperuserCookie(t.app);
  for (let i = 0; i < 5; i += 1) await superuser('sbagliata');
  expect((await superuser(TEST_SUPERUSER_PASSWORD)).statusCode).toBe(423);

  const cli = io();
  expect(await runSuperuserCli(['reset-password', '--password', 'nuova-chiave'], t.env, cli.value)).toBe(0);
  expect(cli.out.join('\n')).toContain('Superuser password reset');
  expect(cli.out.join('\n')).not.toContain('nuova-chiave');
  expect(await t.database.db.selectFrom('login_throttles').select('key').execute()).toEqual([]);

  expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: session } })).statusCode).toBe(401);
  expect((await superuser(TEST_SUPERUSER_PASSWORD)).statusCode).toBe(401);
  expect((await superuser('nuova-chiave', '10.8.0.2')).statusCode).toBe(200);
});

test('without a password it prints a random one once; --stdin reads it; bad use exits non-zero', async () => {
  const random = io();
  expect(await runSuperuserCli(['reset-password'], t.env, random.value)).toBe(0);
  const printed = /shown only now\): (\S+)/.exec(random.out.join('\n'))?.[1];
  expect(printed).toBeTruthy();
  expect((await superuser(printed ?? '', '10.8.1.1')).statusCode).toBe(200);

  const piped = io('da-tastiera\n');
  expect(await runSuperuserCli(['reset-password', '--stdin'], t.env, piped.value)).toBe(0);
  expect((await superuser('da-tastiera', '10.8.1.2')).statusCode).toBe(200);

  const short = io();
  expect(await runSuperuserCli(['reset-password', '--password', 'corta'], t.env, short.value)).toBe(2);
  expect(short.err.join('\n')).toContain('at least 6');
  expect(await runSuperuserCli(['explode'], t.env, io().value)).toBe(2);
  expect(await runSuperuserCli(['reset-password', '--forza'], t.env, io().value)).toBe(2);
});

test('npm run superuser runs from the shell against DATA_DIR / DATABASE_URL', () => {
  const result = spawnSync('node', ['scripts/superuser.mjs', 'reset-password', '--password', 'dalla-shell'], {
    env: { ...process.env, DATA_DIR: t.env.DATA_DIR, DATABASE_URL: t.env.DATABASE_URL ?? '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toContain('Superuser password reset');
}, 60_000);

test('the shell-set password works in the running app', async () => {
  expect((await superuser('dalla-shell', '10.8.2.1')).statusCode).toBe(200);
});
