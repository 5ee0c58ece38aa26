import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Holds P3 (a child's list page 13 of 10,000 stories, docs/benchmarks.md): 0.47–0.48 × bare
 * Fastify with it, 0.07 × without (goal ≥ 0.35 ×).
 */

/** A page is about 10 KB of JSON: at most about 5 MB kept. */
const MAX_ENTRIES = 500;

/**
 * `total_changes()` counts every row the app's connection wrote; `data_version` changes with every
 * commit by another connection (the health probe, the command lines, a second process). Both only
 * grow, so a value read before the data can only make what was read look older than it is.
 */
const WRITE_VERSION = CompiledQuery.raw('select total_changes() as c, (select data_version from pragma_data_version) as v');

async function writeVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await db.executeQuery<{ c: number; v: number }>(WRITE_VERSION);
  return `${rows[0]?.c}:${rows[0]?.v}`;
}

/**
 * SQLite only: the serialised answers of GET /api/stories, kept until the next write to the
 * database (a child pages through the same list far more often than anything changes).
 *
 * Why it cannot serve a stale list: every answer is stored under the write version read *before*
 * its queries ran (writeVersion), and every lookup reads the version again first. Any
 * write between the two (a save, an edit, a delete, a publication, a workshop's end, a profile
 * change, an image removed, a restore, a write by another process…) moves the version, and the
 * whole cache is emptied the moment a lookup sees it move. The version is not per table or per
 * child on purpose: no write path has to remember to invalidate anything, and a write the list
 * does not show only costs one recomputation. What an answer depends on is only the caller's id
 * and the parsed query (the access check runs before, on every request).
 *
 * PostgreSQL gets no cache: other instances and connections commit where this process cannot see.
 */
export class StoryListCache {
  private version: string | null = null;
  private readonly entries = new Map<string, Buffer>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  async get(key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    const version = await writeVersion(this.db);
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    const body = await compute();
    // Another lookup may have seen a newer version meanwhile: then this answer is not kept.
    if (this.version === version) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, body);
    }
    return body;
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }
}
