import type { Kysely } from 'kysely';

/**
 * Family letters: one active letter per child, with which the adult at home gives consent. Only
 * hashes are kept (SHA-256 of the link's 256-bit secret and of the 60-bit typed code): a copied
 * database gives no working link. A new letter replaces the row, so the old secret stops working;
 * `used_at` marks a letter whose consent was given. The row goes with its profile.
 */
export const familyLettersMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('family_letters')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('family_letters').execute();
  },
};
