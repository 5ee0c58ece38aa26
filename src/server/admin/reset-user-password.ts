import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import { hashPassword, normalizeProfilePassword } from '../auth/passwords';
import { forgetSessionsOfUser } from '../auth/recent-sessions';
import { chunks } from '../db/chunks';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * The superuser sets children's new passwords (one child's, or 'Nuove password' for a selection).
 * Unlike the spec they are stored hashed, one after another, so a class never fills the hashing
 * queue that logins use. A fresh start for each child: her sessions, login waits and trusted
 * browsers end, so every device must log in again. Nothing changes (404) when one of them is not
 * a child's profile.
 */
export async function resetUserPasswords(db: Kysely<Database>, passwords: readonly { id: string; password: string }[]): Promise<void> {
  const userIds = passwords.map((p) => p.id);
  const hashes: string[] = [];
  for (const p of passwords) hashes.push(await hashPassword(normalizeProfilePassword(p.password)));
  await db.transaction().execute(async (trx) => {
    for (const [i, p] of passwords.entries()) {
      const result = await trx
        .updateTable('users')
        .set({ password_hash: hashes[i] ?? '', password_is_initial: 0 })
        .where('id', '=', p.id)
        .where('user_type', '=', 'user')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
    }
    for (const ids of chunks(userIds, 500)) {
      await trx.deleteFrom('sessions').where('user_id', 'in', ids).execute();
      await trx.deleteFrom('login_throttles').where('user_id', 'in', ids).execute();
      await trx.deleteFrom('trusted_devices').where('user_id', 'in', ids).execute();
    }
  });
  for (const id of userIds) forgetSessionsOfUser(db, id);
}
