import type { Kysely } from 'kysely';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import type { Database, User } from '../db/schema';
import { HttpError } from '../http/errors';
import { dummyVerify, normalizeProfilePassword, verifyPassword } from './passwords';

export interface LoginProfileOptions {
  db: Kysely<Database>;
  input: { profileId?: string | undefined; name?: string | undefined; email?: string | undefined; password: string };
  now?: Date;
}

/**
 * Checks a child profile's password: by chosen profile, by name or by email, comparing
 * case-insensitively after trimming (spec 000 §5). The superuser logs in through its own door.
 */
export async function loginProfile({ db, input, now = new Date() }: LoginProfileOptions): Promise<User> {
  let query = db.selectFrom('users').selectAll().where('user_type', '=', 'user');
  if (input.profileId) query = query.where('id', '=', input.profileId);
  else if (input.name?.trim()) query = query.where('name_key', '=', input.name.trim().replace(/\s+/g, ' ').toLowerCase());
  else query = query.where('email', '=', (input.email ?? '').trim().toLowerCase());
  const user = await query.executeTakeFirst();

  const password = normalizeProfilePassword(input.password);
  const ok = user ? await verifyPassword(password, user.password_hash) : await dummyVerify(password);
  if (!user || !ok) throw new HttpError(401, 'wrong_password', AUTH_MESSAGES.wrongPassword, { title: 'Errore' });
  await db.updateTable('users').set({ last_access: now.toISOString() }).where('id', '=', user.id).execute();
  return user;
}
