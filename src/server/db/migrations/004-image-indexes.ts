import type { Kysely } from 'kysely';

/** GET /api/images/:id looks up what an image illustrates in these three tables. */
export const imageIndexesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('stories_image_idx').on('stories').column('image_id').execute();
    await db.schema.createIndex('reading_stories_image_idx').on('reading_stories').column('image_id').execute();
    await db.schema.createIndex('science_stories_image_idx').on('science_stories').column('image_id').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const name of ['stories_image_idx', 'reading_stories_image_idx', 'science_stories_image_idx']) await db.schema.dropIndex(name).ifExists().execute();
  },
};
