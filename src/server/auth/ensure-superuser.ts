import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SUPERUSER_NAME } from '../../shared/constants';
import { foldText } from '../../shared/fold-text';
import type { Database } from '../db/schema';
import { hashPassword } from './passwords';

export interface EnsureSuperuserOptions {
  db: Kysely<Database>;
  password?: string | undefined;
  log: (message: string) => void;
  now?: Date;
}

/**
 * Creates the 'SuperUser' profile at first start, with SUPERUSER_PASSWORD or a random password
 * printed once. An existing superuser is left as it is.
 */
export async function ensureSuperuser({ db, password, log, now = new Date() }: EnsureSuperuserOptions): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('user_type', '=', 'superuser').executeTakeFirst();
  if (existing) return;
  const initial = password ?? randomBytes(9).toString('base64url');
  await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      name: SUPERUSER_NAME,
      name_key: SUPERUSER_NAME.toLowerCase(),
      name_fold: foldText(SUPERUSER_NAME),
      email: null,
      age: null,
      gender: '',
      password_hash: await hashPassword(initial),
      password_is_initial: 1,
      user_type: 'superuser',
      style_preference: 'default',
      consent_at: now.toISOString(),
      consent_by: 'installazione',
      consent_recorded_by: null,
      created_at: now.toISOString(),
      last_access: null,
    })
    .onConflict((oc) => oc.column('name_key').doNothing())
    .execute();
  if (!password) {
    log(`\n  FantasMia: superuser '${SUPERUSER_NAME}' created. Password (shown only now): ${initial}\n  Change it from /superuser-password-change.\n`);
  }
}
