import type { Kysely } from 'kysely';

/**
 * A real class (issue 15): `users.enrolled_by` is 'superuser' for a profile the superuser created
 * ('Nuovo profilo' or CSV import), so its first login may open /privacy-acceptance for the adult;
 * NULL for a profile registered through the public flow.
 */
export const classMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('enrolled_by', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('enrolled_by').execute();
  },
};
