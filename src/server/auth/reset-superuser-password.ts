import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from './passwords';

/**
 * Recovery from the server's shell (`npm run superuser -- reset-password`): a new superuser
 * password, every lockout and login throttle cleared, every superuser session ended. This runs in
 * its own process, so a running server stops honouring those sessions once its recently resolved
 * sessions expire (auth/recent-sessions.ts, two seconds at most).
 */
export async function resetSuperuserPassword(db: Kysely<Database>, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const superuser = await trx.selectFrom('users').select('id').where('user_type', '=', 'superuser').executeTakeFirst();
    if (!superuser) throw new Error('There is no superuser yet: start the server once to create it.');
    await trx.updateTable('users').set({ password_hash: hash, password_is_initial: 1 }).where('id', '=', superuser.id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', superuser.id).execute();
    await trx.deleteFrom('login_throttles').execute();
  });
}
