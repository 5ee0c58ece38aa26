import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { DbKind, ProbeResult } from './db/database';
import type { Env } from './env';

/** What every area's routes receive: the database and the settings. */
export interface AppContext {
  db: Kysely<Database>;
  dbKind: DbKind;
  env: Env;
  /** The health check's write probe (db/client.ts); without it /api/health reports ok. */
  probeWrite?: () => Promise<ProbeResult>;
}
