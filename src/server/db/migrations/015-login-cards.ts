import type { Kysely } from 'kysely';

/**
 * Login cards: at most one active card per child profile (`user_id` unique; a reprint replaces
 * the row, so the old paper stops working). The card's secret is stored only as its SHA-256
 * (`secret_hash`, unique: a login looks the card up by it) and its typed code only as an HMAC
 * (auth/card-secrets.ts). Deleting a profile deletes its card.
 */
export const loginCardsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('login_cards')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('login_cards').execute();
  },
};
