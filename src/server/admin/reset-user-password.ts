import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import { hashPassword, normalizeProfilePassword } from '../auth/passwords';
import { forgetSessionsOfUser } from '../auth/recent-sessions';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export interface ResetUserPasswordOptions {
  db: Kysely<Database>;
  userId: string;
  password: string;
}

/**
 * The superuser sets a child's new password. Unlike the spec it is stored hashed; the child's
 * sessions end so the old password's devices must log in again.
 */
export async function resetUserPassword({ db, userId, password }: ResetUserPasswordOptions): Promise<void> {
  const hash = await hashPassword(normalizeProfilePassword(password));
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({ password_hash: hash, password_is_initial: 0 })
      .where('id', '=', userId)
      .where('user_type', '=', 'user')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    // A fresh start: no waits left from guesses, and every browser must log in again to be trusted.
    await trx.deleteFrom('login_throttles').where('user_id', '=', userId).execute();
    await trx.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
  });
  forgetSessionsOfUser(db, userId);
}
