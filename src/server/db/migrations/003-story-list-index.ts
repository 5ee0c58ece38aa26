import type { Kysely } from 'kysely';

/** A child's own list filtered by mode uses one index instead of scanning every author's stories. */
export const storyListIndexMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('stories_author_mode_idx').on('stories').columns(['author_id', 'mode', 'updated_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('stories_author_mode_idx').ifExists().execute();
  },
};
