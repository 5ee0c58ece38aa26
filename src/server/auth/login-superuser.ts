import type { Kysely } from 'kysely';
import { MAX_LOGIN_ATTEMPTS } from '../../shared/constants';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import type { Database, User } from '../db/schema';
import { HttpError } from '../http/errors';
import { reserveAttempt, resetAttempts } from './lockout';
import { verifyPassword } from './passwords';

export interface LoginSuperuserOptions {
  db: Kysely<Database>;
  password: string;
  now?: Date;
}

const locked = () => new HttpError(423, 'account_locked', AUTH_MESSAGES.locked, { title: AUTH_MESSAGES.lockedTitle });

/** Superuser login: five tries, then 15 minutes locked (spec 000 §4), counted here on the server. */
export async function loginSuperuser({ db, password, now = new Date() }: LoginSuperuserOptions): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('user_type', '=', 'superuser').executeTakeFirst();
  if (!user) throw new HttpError(500, 'no_superuser', 'Profilo superuser mancante');

  const reservation = await reserveAttempt(db, user.id, now);
  if (!reservation.allowed) throw locked();

  if (await verifyPassword(password, user.password_hash)) {
    await resetAttempts(db, user.id);
    await db.updateTable('users').set({ last_access: now.toISOString() }).where('id', '=', user.id).execute();
    return user;
  }
  const remaining = MAX_LOGIN_ATTEMPTS - reservation.attempt;
  if (remaining <= 0) throw locked();
  throw new HttpError(401, 'wrong_password', AUTH_MESSAGES.wrongPasswordRemaining(remaining), { title: 'Errore' });
}
