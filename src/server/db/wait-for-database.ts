import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from './database';

/**
 * At start, waits for PostgreSQL to accept connections (it may still be starting, e.g. with
 * docker compose): retries with back-off for up to `maxWaitMs`, one log line per attempt, then
 * fails with a clear message. SQLite answers at once.
 */
export async function waitForDatabase(database: Db, options: { maxWaitMs?: number; log?: (line: string) => void } = {}): Promise<void> {
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  let pause = 500;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`select 1`.execute(database.db);
      if (attempt > 1) log(`The database is reachable (attempt ${attempt}).`);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const waited = Date.now() - started;
      if (database.kind !== 'postgres' || waited + pause > maxWaitMs) {
        throw new Error(
          `Cannot reach the database${database.kind === 'postgres' ? ' at DATABASE_URL' : ''} after ${attempt} attempt(s) in ${Math.round(waited / 1000)} s: ${reason}. ` +
            'Check that PostgreSQL is running and that DATABASE_URL (host, port, user, password, database) is right.',
        );
      }
      log(`The database is not reachable yet (attempt ${attempt}: ${reason}); retrying in ${(pause / 1000).toFixed(1)} s...`);
      await sleep(pause);
      pause = Math.min(pause * 2, 8_000);
    }
  }
}
