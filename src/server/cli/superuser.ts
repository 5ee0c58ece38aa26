import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { SUPERUSER_PASSWORD_MIN } from '../../shared/constants';
import { resetSuperuserPassword } from '../auth/reset-superuser-password';
import { createDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import type { Env } from '../env';

export interface CliIo {
  /** Standard input, read whole (only with --stdin). */
  readStdin: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = `Usage: npm run superuser -- reset-password [--password NEW | --stdin]
  Sets a new superuser password (random and printed once when none is given), clears every
  login lockout and throttle, and ends the superuser's sessions. Uses DATA_DIR / DATABASE_URL.`;

/** `npm run superuser -- <command>`: returns the exit code. */
export async function runSuperuserCli(argv: readonly string[], env: Env, io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'reset-password') {
    io.err(USAGE);
    return command === undefined || command === '--help' || command === 'help' ? 0 : 2;
  }
  let options: { password?: string | undefined; stdin?: boolean | undefined };
  try {
    options = parseArgs({ args: rest, options: { password: { type: 'string' }, stdin: { type: 'boolean' } } }).values;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const password = options.stdin ? (await io.readStdin()).replace(/\r?\n$/, '') : options.password;
  const generated = password === undefined;
  const next = password ?? randomBytes(9).toString('base64url');
  if (next.length < SUPERUSER_PASSWORD_MIN) {
    io.err(`The password must have at least ${SUPERUSER_PASSWORD_MIN} characters.`);
    return 2;
  }
  const database = createDb({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    await migrateToLatest(database);
    await resetSuperuserPassword(database.db, next);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
  io.out(
    generated
      ? `Superuser password reset. New password (shown only now): ${next}\nLockouts cleared; log in at /superuser and change it from /superuser-password-change.`
      : 'Superuser password reset. Lockouts cleared; log in at /superuser.',
  );
  return 0;
}
