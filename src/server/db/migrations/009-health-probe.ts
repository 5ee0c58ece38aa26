import type { Kysely } from 'kysely';

/** One row that GET /api/health rewrites to prove the database still accepts writes. */
export const healthProbeMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('health_probe')
      .ifNotExists()
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('checked_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('health_probe').ifExists().execute();
  },
};
