import { sql, type Kysely } from 'kysely';

/**
 * A real class: `users.enrolled_by` is 'superuser' for a profile the superuser created
 * ('Nuovo profilo' or CSV import), so its first login may open /privacy-acceptance for the adult;
 * NULL for a profile registered through the public flow.
 * `stories.reviewed_at`: when the superuser last published or withdrew the story (NULL: 'Da moderare').
 * `stories.public_author`: the name the public archive shows, the full name or the initials.
 */
export const classMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('enrolled_by', 'text').execute();
    await db.schema.alterTable('stories').addColumn('reviewed_at', 'text').execute();
    await db.schema.alterTable('stories').addColumn('public_author', 'text').execute();
    // Stories already published or withdrawn count as reviewed.
    await db
      .updateTable('stories' as never)
      .set({ reviewed_at: sql`published_at` } as never)
      .where(sql`published_at`, 'is not', null)
      .execute();
    await db.schema.createIndex('stories_review_idx').on('stories').columns(['status', 'reviewed_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('stories_review_idx').ifExists().execute();
    await db.schema.alterTable('stories').dropColumn('public_author').execute();
    await db.schema.alterTable('stories').dropColumn('reviewed_at').execute();
    await db.schema.alterTable('users').dropColumn('enrolled_by').execute();
  },
};
