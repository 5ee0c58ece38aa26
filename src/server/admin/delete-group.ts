import type { Kysely } from 'kysely';
import { GROUP_MESSAGES } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/** Deletes a group; its members keep their profiles, without a group. */
export async function deleteGroup({ db, groupId }: { db: Kysely<Database>; groupId: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ group_id: null }).where('group_id', '=', groupId).execute();
    const result = await trx.deleteFrom('groups').where('id', '=', groupId).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new HttpError(404, 'group_not_found', GROUP_MESSAGES.notFound);
  });
}
