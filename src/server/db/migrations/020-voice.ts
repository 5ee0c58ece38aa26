import type { Kysely } from 'kysely';
import type { DbKind } from '../database';

/**
 * The child's own voice: the adult's separate consent (like the AI's), one recording per
 * page of a story kept in the database like images (so backup, restore and a move to PostgreSQL
 * carry it), and on the story how many pages have one (the archive's indicator, no join) and the
 * private link's secret a booklet's QR may carry (NULL: no link, or revoked).
 */
export function voiceMigration(kind: DbKind) {
  const blob = kind === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('voice_consent_at', 'text').execute();
      await db.schema.alterTable('users').addColumn('voice_consent_by', 'text').execute();
      await db.schema
        .alterTable('stories')
        .addColumn('voice_pages', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('stories').addColumn('voice_link_secret', 'text').execute();
      await db.schema
        .createTable('recordings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('story_id', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
        .addColumn('page', 'integer', (c) => c.notNull())
        .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('client_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        // Last: SQLite reads a row's columns in order, so every other column (the space sums, the
        // lists) is read without walking the audio's overflow pages.
        .addColumn('data', blob, (c) => c.notNull())
        .addUniqueConstraint('recordings_story_page_unique', ['story_id', 'page'])
        .execute();
      // Covers the space sums (a child's and the site's) without reading the rows.
      await db.schema.createIndex('recordings_author_size_idx').on('recordings').columns(['author_id', 'size']).execute();
      await db.schema.createIndex('recordings_created_idx').on('recordings').column('created_at').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('recordings').ifExists().execute();
      await db.schema.alterTable('stories').dropColumn('voice_link_secret').execute();
      await db.schema.alterTable('stories').dropColumn('voice_pages').execute();
      await db.schema.alterTable('users').dropColumn('voice_consent_by').execute();
      await db.schema.alterTable('users').dropColumn('voice_consent_at').execute();
    },
  };
}
