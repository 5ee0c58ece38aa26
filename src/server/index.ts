import { buildApp } from './app';
import { ensureSuperuser } from './auth/ensure-superuser';
import { deleteExpiredSessions } from './auth/sessions';
import { createDb } from './db/client';
import { dbTimeouts } from './db/database';
import { migrateToLatest } from './db/migrate';
import { waitForDatabase } from './db/wait-for-database';
import { loadDotEnv } from './dotenv';
import { loadEnv } from './env';

async function main(): Promise<void> {
  loadDotEnv();
  const env = loadEnv();
  const database = createDb({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    timeouts: dbTimeouts(env),
    poolSize: env.PG_POOL_SIZE,
    onIdleError: (error) => process.stderr.write(`PostgreSQL connection lost (it will reconnect): ${error.message}\n`),
  });
  // PostgreSQL may still be starting (docker compose, a server reboot): retry for DB_START_WAIT_MS.
  await waitForDatabase(database, { maxWaitMs: env.DB_START_WAIT_MS, log: (line) => process.stderr.write(`${line}\n`) });
  await migrateToLatest(database);
  await ensureSuperuser({ db: database.db, password: env.SUPERUSER_PASSWORD, log: (m) => process.stdout.write(`${m}\n`) });
  await deleteExpiredSessions(database.db);

  const { app } = await buildApp({ db: database.db, dbKind: database.kind, probeWrite: database.probeWrite, env });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : env.PORT;
  const shown = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
  process.stdout.write(`FantasMia is running at http://${shown}:${port}/ (database: ${database.kind})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
