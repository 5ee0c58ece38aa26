import type { Kysely } from 'kysely';

/**
 * The teacher's note when she sends a story back to its author ('Da rivedere'): NULL when the
 * story is not waiting for the child's revision. The author's next save clears it and the story
 * waits for moderation again.
 */
export const reviewNoteMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('stories').addColumn('review_note', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('stories').dropColumn('review_note').execute();
  },
};
