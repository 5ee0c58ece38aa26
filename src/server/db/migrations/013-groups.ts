import type { Kysely } from 'kysely';

/**
 * Optional groups ('classe 3ªB'): a profile belongs to at most one. `name_key` is the
 * lower-case name, unique, so names are unique case-insensitively on both engines. Deleting a group
 * keeps its members' profiles (`users.group_id` becomes NULL).
 */
export const groupsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('groups')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('group_id', 'text', (c) => c.references('groups.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('users_group_idx').on('users').column('group_id').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('users_group_idx').ifExists().execute();
    await db.schema.alterTable('users').dropColumn('group_id').execute();
    await db.schema.dropTable('groups').execute();
  },
};
