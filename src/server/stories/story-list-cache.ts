import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sqliteWriteVersion } from '../db/write-version';

/** A page is about 10 KB of JSON: at most about 5 MB kept. */
const MAX_ENTRIES = 500;

/**
 * SQLite only: the serialised answers of GET /api/stories, kept until the next write to the
 * database (a child pages through the same list far more often than anything changes).
 *
 * Why it cannot serve a stale list: every answer is stored under the write version read *before*
 * its queries ran (db/write-version.ts), and every lookup reads the version again first. Any
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
    const version = await sqliteWriteVersion(this.db);
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
