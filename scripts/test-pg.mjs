// npm run test:pg: the data-layer and API suites (src/server) against a real PostgreSQL.
// Each test file gets a fresh database created from DATABASE_URL and dropped afterwards
// (tests/support/server/test-app.ts), so the URL's user must be allowed to CREATE DATABASE.
// Extra arguments go to Vitest: `npm run test:pg -- src/server/auth` runs one folder.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const HELP = `
npm run test:pg needs a PostgreSQL server: set DATABASE_URL, for example

  DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npm run test:pg

The user in the URL must be allowed to create databases (each test file gets its own).
To start a throwaway PostgreSQL on loopback (Debian/Ubuntu, as root; binaries in
/usr/lib/postgresql/<version>/bin):

  mkdir -p /tmp/fm-pg && chown postgres /tmp/fm-pg
  su postgres -c "/usr/lib/postgresql/15/bin/initdb -D /tmp/fm-pg -U postgres --auth=trust"
  su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D /tmp/fm-pg -o '-p 54329 -c listen_addresses=127.0.0.1 -k /tmp/fm-pg' -w start"

and stop it afterwards with
  su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D /tmp/fm-pg -m fast stop"

Or with Docker: docker run --rm -p 127.0.0.1:54329:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:15
`;

const url = process.env.DATABASE_URL?.trim();
if (!url) {
  console.error('DATABASE_URL is not set.');
  console.error(HELP);
  process.exit(1);
}
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.error(`DATABASE_URL must start with postgres:// (got ${url.split(':')[0]}:…).`);
  process.exit(1);
}

/** The URL without its password, for messages. */
function shown(u) {
  try {
    const parsed = new URL(u);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

// Fail early and clearly when the server is unreachable or the user cannot create databases.
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query(
    'select version() as version, current_user as who, (select rolcreatedb or rolsuper from pg_roles where rolname = current_user) as can_create',
  );
  const info = rows[0];
  console.log(`PostgreSQL at ${shown(url)}: ${String(info.version).split(',')[0]} as ${info.who}`);
  if (!info.can_create) {
    console.error(`User ${info.who} may not CREATE DATABASE; the suites need a fresh database per test file.`);
    console.error(HELP);
    process.exit(1);
  }
} catch (error) {
  console.error(`Cannot connect to PostgreSQL at ${shown(url)}: ${error instanceof Error ? error.message : String(error)}`);
  console.error(HELP);
  process.exit(1);
} finally {
  await client.end().catch(() => undefined);
}

const args = process.argv.slice(2);
const targets = args.length > 0 ? args : ['src/server'];
const run = spawnSync('npx', ['vitest', 'run', '--project', 'node', ...targets], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(run.status ?? 1);
