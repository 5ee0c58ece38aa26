import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { forgetSessionsOfUser } from '../auth/recent-sessions';
import { HttpError } from '../http/errors';

/**
 * Deletes a child's profile and everything of theirs (the right to erasure): stories (and their
 * images), sessions, login attempts, login card, family letters and received messages go with it in one transaction.
 */
export async function deleteUser({ db, userId }: { db: Kysely<Database>; userId: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).where('user_type', '=', 'user').executeTakeFirst();
    if (!user) throw new HttpError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
    const images = await trx.selectFrom('stories').select('image_id').where('author_id', '=', userId).where('image_id', 'is not', null).execute();
    await trx.deleteFrom('stories').where('author_id', '=', userId).execute();
    const imageIds = images.map((i) => i.image_id).filter((id): id is string => id !== null);
    if (imageIds.length > 0) await trx.deleteFrom('images').where('id', 'in', imageIds).execute();
    await trx.deleteFrom('message_recipients').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('login_throttles').where('user_id', '=', userId).execute();
    await trx.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
    await trx.deleteFrom('family_letters').where('user_id', '=', userId).execute();
    await trx.deleteFrom('login_cards').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
  forgetSessionsOfUser(db, userId);
}
