import type { Kysely } from 'kysely';
import type { Group } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';

/** Every group by name, with how many profiles it holds. */
export async function listGroups({ db }: { db: Kysely<Database> }): Promise<Group[]> {
  const rows = await db
    .selectFrom('groups')
    .select((eb) => [
      'groups.id',
      'groups.name',
      'groups.created_at',
      eb
        .selectFrom('users')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('users.group_id', '=', 'groups.id')
        .as('member_count'),
    ])
    .orderBy('groups.name_key')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, memberCount: Number(r.member_count ?? 0), createdAt: r.created_at }));
}
