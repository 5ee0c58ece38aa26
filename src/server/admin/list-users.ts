import type { Kysely } from 'kysely';
import type { AdminUser } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { toAdminUser, USER_SUMMARY_COLUMNS } from './user-summary';

/** The profiles of /superuser-users with their story counts; never a password. */
export async function listUsers({ db }: { db: Kysely<Database> }): Promise<AdminUser[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      ...USER_SUMMARY_COLUMNS,
      eb
        .selectFrom('stories')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('stories.author_id', '=', 'users.id')
        .as('story_count'),
    ])
    .where('users.user_type', '=', 'user')
    .orderBy('users.name_fold')
    .orderBy('users.name_key')
    .execute();
  return rows.map(toAdminUser);
}
