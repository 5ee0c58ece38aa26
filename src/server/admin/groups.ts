import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES, GROUP_MESSAGES, type Group } from '../../shared/schemas/admin';
import { isUniqueViolation } from '../db/db-errors';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/** Optional groups of child profiles ('classe 3ªB'); a group's name is unique case-insensitively. */

const groupNameTaken = () => new HttpError(409, 'group_name_taken', GROUP_MESSAGES.nameTaken, { fields: { name: GROUP_MESSAGES.nameTaken } });
/** A group written meanwhile with the same name (the unique index): the same 409. */
const nameTakenOnClash = (error: unknown): never => {
  throw isUniqueViolation(error) ? groupNameTaken() : error;
};
const groupNotFound = () => new HttpError(404, 'group_not_found', GROUP_MESSAGES.notFound);

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

/** A new group (409 when the name is taken). */
export async function createGroup({ db, name }: { db: Kysely<Database>; name: string }): Promise<Group> {
  const nameKey = name.toLowerCase();
  const clash = await db.selectFrom('groups').select('id').where('name_key', '=', nameKey).executeTakeFirst();
  if (clash) throw groupNameTaken();
  const group = { id: randomUUID(), name, name_key: nameKey, created_at: new Date().toISOString() };
  await db.insertInto('groups').values(group).execute().catch(nameTakenOnClash);
  return { id: group.id, name, memberCount: 0, createdAt: group.created_at };
}

/** Renames a group: 404 if it is gone, 409 if another group has the name. */
export async function renameGroup({ db, groupId, name }: { db: Kysely<Database>; groupId: string; name: string }): Promise<void> {
  const nameKey = name.toLowerCase();
  const clash = await db.selectFrom('groups').select('id').where('name_key', '=', nameKey).where('id', '<>', groupId).executeTakeFirst();
  if (clash) throw groupNameTaken();
  const result = await db.updateTable('groups').set({ name, name_key: nameKey }).where('id', '=', groupId).executeTakeFirst().catch(nameTakenOnClash);
  if (result.numUpdatedRows === 0n) throw groupNotFound();
}

/** Deletes a group; its members keep their profiles, without a group. */
export async function deleteGroup({ db, groupId }: { db: Kysely<Database>; groupId: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ group_id: null }).where('group_id', '=', groupId).execute();
    const result = await trx.deleteFrom('groups').where('id', '=', groupId).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw groupNotFound();
  });
}

/** 404 unless the group exists; null (no group) always does. */
export async function requireGroup(db: Kysely<Database>, groupId: string | null): Promise<void> {
  if (groupId === null) return;
  const group = await db.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group) throw groupNotFound();
}

/** Puts a child profile in a group, or in none. */
export async function setUserGroup({ db, userId, groupId }: { db: Kysely<Database>; userId: string; groupId: string | null }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireGroup(trx, groupId);
    const result = await trx.updateTable('users').set({ group_id: groupId }).where('id', '=', userId).where('user_type', '=', 'user').executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new HttpError(404, 'user_not_found', ADMIN_MESSAGES.userNotFound);
  });
}
