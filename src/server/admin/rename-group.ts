import type { Kysely } from 'kysely';
import { GROUP_MESSAGES } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { groupNameTaken } from './create-group';

/** Renames a group: 404 if it is gone, 409 if another group has the name. */
export async function renameGroup({ db, groupId, name }: { db: Kysely<Database>; groupId: string; name: string }): Promise<void> {
  const nameKey = name.toLowerCase();
  const clash = await db.selectFrom('groups').select('id').where('name_key', '=', nameKey).where('id', '<>', groupId).executeTakeFirst();
  if (clash) throw groupNameTaken();
  let updated: bigint;
  try {
    const result = await db.updateTable('groups').set({ name, name_key: nameKey }).where('id', '=', groupId).executeTakeFirst();
    updated = result.numUpdatedRows;
  } catch (error) {
    if (/unique|duplicate/i.test(String(error))) throw groupNameTaken();
    throw error;
  }
  if (updated === 0n) throw new HttpError(404, 'group_not_found', GROUP_MESSAGES.notFound);
}
