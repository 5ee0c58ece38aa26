import type { Kysely, Transaction } from 'kysely';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { chunks } from '../db/chunks';
import { forgetSessionsOfUser } from '../auth/recent-sessions';
import { HttpError } from '../http/errors';

/**
 * Deletes these child profiles and everything of theirs (the right to erasure): stories (and their
 * images), sessions, login attempts, login cards, family letters and received messages, inside the
 * caller's transaction.
 */
export async function deleteUsersIn(trx: Transaction<Database>, userIds: readonly string[]): Promise<void> {
  for (const ids of chunks(userIds, 200)) {
    const images = await trx.selectFrom('stories').select('image_id').where('author_id', 'in', ids).where('image_id', 'is not', null).execute();
    await trx.deleteFrom('stories').where('author_id', 'in', ids).execute();
    const imageIds = images.map((i) => i.image_id).filter((id): id is string => id !== null);
    for (const part of chunks(imageIds, 200)) await trx.deleteFrom('images').where('id', 'in', part).execute();
    await trx.deleteFrom('message_recipients').where('user_id', 'in', ids).execute();
    await trx.deleteFrom('sessions').where('user_id', 'in', ids).execute();
    await trx.deleteFrom('login_throttles').where('user_id', 'in', ids).execute();
    await trx.deleteFrom('trusted_devices').where('user_id', 'in', ids).execute();
    await trx.deleteFrom('family_letters').where('user_id', 'in', ids).execute();
    await trx.deleteFrom('login_cards').where('user_id', 'in', ids).execute();
    await trx.deleteFrom('users').where('id', 'in', ids).where('user_type', '=', 'user').execute();
  }
}

/** Deletes one child's profile and everything of theirs, in one transaction. */
export async function deleteUser({ db, userId }: { db: Kysely<Database>; userId: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).where('user_type', '=', 'user').executeTakeFirst();
    if (!user) throw new HttpError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
    await deleteUsersIn(trx, [userId]);
  });
  forgetSessionsOfUser(db, userId);
}
