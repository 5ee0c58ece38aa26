import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { forgetSessionsOfUser } from '../auth/recent-sessions';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export interface ChangeSuperuserPasswordOptions {
  db: Kysely<Database>;
  userId: string;
  /** The session making the change stays; every other superuser session ends. */
  keepSessionId: string;
  current: string;
  next: string;
}

export async function changeSuperuserPassword({ db, userId, keepSessionId, current, next }: ChangeSuperuserPasswordOptions): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'password_hash']).where('id', '=', userId).where('user_type', '=', 'superuser').executeTakeFirst();
  if (!user) throw new HttpError(404, 'not_found', ADMIN_MESSAGES.passwordUpdateFailed);
  if (!(await verifyPassword(current, user.password_hash))) {
    throw new HttpError(400, 'wrong_password', ADMIN_MESSAGES.currentPasswordWrong, { fields: { current: ADMIN_MESSAGES.currentPasswordWrong } });
  }
  const hash = await hashPassword(next);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash, password_is_initial: 0 }).where('id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepSessionId).execute();
  });
  forgetSessionsOfUser(db, userId);
}
