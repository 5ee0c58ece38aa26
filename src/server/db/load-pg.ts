import { createRequire } from 'node:module';
import type pgModule from 'pg';

export type Pg = typeof pgModule;

let loaded: Pg | undefined;

/**
 * The PostgreSQL driver, loaded with the first PostgreSQL connection rather than at start: an
 * installation on SQLite never needs it, and it is a tenth of the server's start-up (start-up time, figure P7 in docs/benchmarks.md).
 * Sets the type parsers once, before any query.
 */
export function loadPg(): Pg {
  if (!loaded) {
    const pg = createRequire(import.meta.url)('pg') as Pg;
    // int8 (count(*), sums) as numbers on pg; our counts stay far below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    // numeric (sum of double precision stays double, but be safe)
    pg.types.setTypeParser(1700, (v) => Number(v));
    loaded = pg;
  }
  return loaded;
}
