import type { Kysely } from 'kysely';

/**
 * Accounts: failed-login counters per client and per account (replacing the single
 * per-account superuser lock), trusted devices, and how a consent was recorded.
 * The `settings` table of 001 holds the site settings (key → JSON value).
 */
export const accountSafetyMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('login_throttles')
      // 'pair:<user>:<address>', 'device:<user>:<device hash>', 'account:<user>', 'su:addr:<address>', 'su:device:<hash>'
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('blocked_until', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_throttles_user_idx').on('login_throttles').column('user_id').execute();

    await db.schema
      .createTable('trusted_devices')
      // sha256 of the device cookie's token: the cookie itself is never stored.
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('trusted_devices_pk', ['token_hash', 'user_id'])
      .execute();
    await db.schema.createIndex('trusted_devices_user_idx').on('trusted_devices').column('user_id').execute();

    // 'session' (the browser that created the profile) or 'superuser' (on the adult's behalf).
    await db.schema.alterTable('users').addColumn('consent_recorded_by', 'text').execute();

    await db.schema.dropTable('login_attempts').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('login_attempts')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .execute();
    await db.schema.alterTable('users').dropColumn('consent_recorded_by').execute();
    await db.schema.dropTable('trusted_devices').execute();
    await db.schema.dropTable('login_throttles').execute();
  },
};
