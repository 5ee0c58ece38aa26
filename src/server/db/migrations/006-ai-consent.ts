import type { Kysely } from 'kysely';

/**
 * AI helpers: the adult's separate consent to AI tools (Italian law 132/2025 art. 4(4)),
 * kept apart from the terms' consent, and the indexes the daily AI limits count with.
 */
export const aiConsentMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('ai_consent_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('ai_consent_by', 'text').execute();
    await db.schema.createIndex('media_generations_type_time_idx').on('media_generations').columns(['media_type', 'created_at']).execute();
    await db.schema.createIndex('media_generations_user_time_idx').on('media_generations').columns(['user_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('media_generations_user_time_idx').ifExists().execute();
    await db.schema.dropIndex('media_generations_type_time_idx').ifExists().execute();
    await db.schema.alterTable('users').dropColumn('ai_consent_by').execute();
    await db.schema.alterTable('users').dropColumn('ai_consent_at').execute();
  },
};
