import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import { authorInitials } from '../../../shared/schemas/archive';

export const PUBLIC_INITIALS_MIGRATION = '021-public-initials';

/**
 * Marks the stories published 'con le iniziali' before `public_initials` existed: they were signed
 * with the initials of whatever name they had, so a `public_author` that differs from the author's
 * name tells them. A class story among them (a workshop wrote it) gets its group's name back.
 * Also run on a restore of a backup taken before this migration.
 */
export async function markPublishedWithInitials(db: QueryExecutorProvider): Promise<void> {
  await sql`
    update stories set public_initials = 1
    where is_public = 1 and public_author is not null and public_author <> author_name`.execute(db);
  await sql`
    update stories set public_author = author_name
    where public_initials = 1 and id in (select story_id from workshops where story_id is not null)`.execute(db);
}

/**
 * `stories.public_initials`: 1 when the superuser published the story 'con le iniziali'. A child's
 * story is then signed with the child's initials (`public_author`); a class story keeps the
 * group's or class's name and shortens the children's names in its closing 'Hanno scritto:' line.
 */
export const publicInitialsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('stories')
      .addColumn('public_initials', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await markPublishedWithInitials(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    // Without the column, only a shortened name tells a story published with initials: a class
    // story signs with its name's initials again, so the children's line keeps its initials too.
    const { rows } = await sql<{ id: string; author_name: string }>`
      select id, author_name from stories
      where public_initials = 1 and id in (select story_id from workshops where story_id is not null)`.execute(db);
    for (const row of rows) await sql`update stories set public_author = ${authorInitials(row.author_name)} where id = ${row.id}`.execute(db);
    await db.schema.alterTable('stories').dropColumn('public_initials').execute();
  },
};
