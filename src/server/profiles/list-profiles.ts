import type { Kysely } from 'kysely';
import type { ProfileSummary } from '../../shared/schemas/profile';
import type { Database } from '../db/schema';

/** The profiles offered on /profiles: children only, the superuser has its own door. */
export async function listProfiles({ db }: { db: Kysely<Database> }): Promise<ProfileSummary[]> {
  const rows = await db.selectFrom('users').select(['id', 'name']).where('user_type', '=', 'user').orderBy('name_fold').orderBy('name_key').execute();
  return rows;
}
