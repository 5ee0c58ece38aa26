import type { Kysely } from 'kysely';

/** Indexes for the complete archive's author filter and the public archive. */
export const archiveIndexesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('stories_author_name_idx').on('stories').columns(['author_name', 'updated_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('stories_author_name_idx').ifExists().execute();
  },
};
