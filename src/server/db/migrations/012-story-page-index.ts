import type { Kysely } from 'kysely';

/**
 * A child's list is ordered by (updated_at, id). With the id in the index, page 13 of
 * 10,000 stories walks 650 index entries instead of sorting every story of the child. It
 * supersedes (author_id, updated_at), which is dropped so that a save updates one index less.
 */
export const storyPageIndexMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('stories_author_page_idx').on('stories').columns(['author_id', 'updated_at', 'id']).execute();
    await db.schema.dropIndex('stories_author_idx').ifExists().execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('stories_author_idx').ifNotExists().on('stories').columns(['author_id', 'updated_at']).execute();
    await db.schema.dropIndex('stories_author_page_idx').ifExists().execute();
  },
};
