import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES, GROUP_MESSAGES } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/** Puts a child profile in a group, or in none. */
export async function setUserGroup({ db, userId, groupId }: { db: Kysely<Database>; userId: string; groupId: string | null }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (groupId !== null) {
      const group = await trx.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst();
      if (!group) throw new HttpError(404, 'group_not_found', GROUP_MESSAGES.notFound);
    }
    const result = await trx.updateTable('users').set({ group_id: groupId }).where('id', '=', userId).where('user_type', '=', 'user').executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new HttpError(404, 'user_not_found', ADMIN_MESSAGES.userNotFound);
  });
}
