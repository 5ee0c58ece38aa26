import type { Kysely } from 'kysely';

/** 'Lettura facilitata': each profile's reading settings, one JSON document per profile. */
export const readingSettingsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('reading_settings')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('reading_settings').ifExists().execute();
  },
};
