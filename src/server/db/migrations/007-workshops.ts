import type { Kysely } from 'kysely';

/**
 * Laboratorio: live group workshops. The workshop row holds the whole state as JSON
 * with a version that every accepted change bumps (optimistic locking across app instances);
 * each change is also appended to workshop_events. Participants are a table of their own, so
 * access checks and the participants' archives are plain indexed lookups.
 */
export const workshopsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('workshops')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('code_expires_at', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('turn_mode', 'text', (c) => c.notNull())
      .addColumn('restricted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('running'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('story_id', 'text', (c) => c.references('stories.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('workshops_owner_idx').on('workshops').columns(['owner_id', 'status']).execute();
    await db.schema.createIndex('workshops_story_idx').on('workshops').column('story_id').execute();

    await db.schema
      .createTable('workshop_participants')
      .addColumn('workshop_id', 'text', (c) => c.notNull().references('workshops.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('invited', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('joined_at', 'text')
      .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('workshop_participants_pk', ['workshop_id', 'user_id'])
      .execute();
    await db.schema.createIndex('workshop_participants_user_idx').on('workshop_participants').columns(['user_id', 'removed']).execute();

    await db.schema
      .createTable('workshop_events')
      .addColumn('workshop_id', 'text', (c) => c.notNull().references('workshops.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('workshop_events_pk', ['workshop_id', 'version'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const t of ['workshop_events', 'workshop_participants', 'workshops']) await db.schema.dropTable(t).ifExists().execute();
  },
};
