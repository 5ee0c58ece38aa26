import type { Kysely } from 'kysely';

/**
 * Counters that every app instance on one database shares (limits/rate-counters.ts): one row per
 * counted thing and window. `key` names what is counted (a hash stands for addresses and user
 * ids); `expires_at` ends the window, after which the next hit starts it again and a sweep may
 * delete the row.
 */
export const sharedLimitsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('rate_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_counters_expires_idx').on('rate_counters').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('rate_counters_expires_idx').ifExists().execute();
    await db.schema.dropTable('rate_counters').execute();
  },
};
