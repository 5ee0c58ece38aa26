import type { Kysely } from 'kysely';
import { MAX_LOGIN_ATTEMPTS } from '../../shared/constants';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import type { Database, User } from '../db/schema';
import { HttpError } from '../http/errors';
import { trustedDeviceHash, type LoginClient } from './devices';
import { checkPassword } from './password-checks';
import {
  ACCOUNT_POLICY,
  clearCounter,
  reserveAttempt,
  runningWait,
  secondsUntil,
  SUPERUSER_CLIENT_POLICY,
  throttled,
  ThrottledError,
  throttleKeys,
} from './throttle';
import { API_MESSAGES } from '../../shared/messages/api-messages';

export interface LoginSuperuserOptions {
  db: Kysely<Database>;
  password: string;
  client: LoginClient;
  now?: Date;
}

const locked = (blockedUntil: string, now: Date) =>
  new ThrottledError(secondsUntil(blockedUntil, now), 423, 'account_locked', AUTH_MESSAGES.locked, AUTH_MESSAGES.lockedTitle);

/**
 * Superuser login: five tries, then 15 minutes locked (spec 000 §4), counted per client: the
 * teacher's own browser (trusted after a login) has its own count, every other client is
 * counted by address. So strangers lock only themselves out. Clients the account does not
 * trust also share a capped account-wide slowdown. `npm run superuser -- reset-password`
 * clears every count.
 */
export async function loginSuperuser({ db, password, client, now = new Date() }: LoginSuperuserOptions): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('user_type', '=', 'superuser').executeTakeFirst();
  if (!user) throw new HttpError(500, 'no_superuser', API_MESSAGES.auth.noSuperuser);

  const device = await trustedDeviceHash(db, client, user.id);
  const clientKey = device ? throttleKeys.superuserDevice(device) : throttleKeys.superuserAddress(client.address);
  if (!device) {
    const accountWait = await runningWait(db, throttleKeys.account(user.id), now);
    if (accountWait) throw throttled(accountWait, now);
  }
  const reservation = await reserveAttempt(db, clientKey, user.id, SUPERUSER_CLIENT_POLICY, now);
  if (!reservation.allowed) throw locked(reservation.blockedUntil, now);

  if (await checkPassword(password, user.password_hash)) {
    await clearCounter(db, clientKey);
    await db.updateTable('users').set({ last_access: now.toISOString() }).where('id', '=', user.id).execute();
    return user;
  }
  if (!device) await reserveAttempt(db, throttleKeys.account(user.id), user.id, ACCOUNT_POLICY, now);
  const remaining = MAX_LOGIN_ATTEMPTS - reservation.failures;
  if (remaining <= 0 && reservation.blockedUntil) throw locked(reservation.blockedUntil, now);
  throw new HttpError(401, 'wrong_password', AUTH_MESSAGES.wrongPasswordRemaining(remaining), { title: API_MESSAGES.http.errorTitle });
}
