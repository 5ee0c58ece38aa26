import type { Kysely } from 'kysely';
import { MAX_LOGIN_ATTEMPTS } from '../../shared/constants';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import type { Database, User } from '../db/schema';
import { HttpError, ThrottledError } from '../http/errors';
import { trustedDeviceHash, type LoginClient } from './devices';
import { checkPassword } from './password-checks';
import { ACCOUNT_POLICY, countedCheck, secondsUntil, SUPERUSER_CLIENT_POLICY, throttleKeys } from './throttle';
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
 * trust also share a capped account-wide slowdown, reserved before the check like the client's
 * count so parallel tries cannot pass it. The check runs in the hashing queue's priority lane:
 * a flood of other logins never keeps the superuser out (the throttles above bound the lane).
 * `npm run superuser -- reset-password` clears every count.
 */
export async function loginSuperuser({ db, password, client, now = new Date() }: LoginSuperuserOptions): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('user_type', '=', 'superuser').executeTakeFirst();
  if (!user) throw new HttpError(500, 'no_superuser', API_MESSAGES.auth.noSuperuser);

  const device = await trustedDeviceHash(db, client, user.id);
  const clientKey = device ? throttleKeys.superuserDevice(device) : throttleKeys.superuserAddress(client.address);
  const counters = [
    { key: clientKey, policy: SUPERUSER_CLIENT_POLICY, refused: locked },
    ...(device ? [] : [{ key: throttleKeys.account(user.id), policy: ACCOUNT_POLICY }]),
  ];
  const { matches, reservation } = await countedCheck(db, user.id, counters, now, () => checkPassword(password, user.password_hash, 'priority'));
  if (matches) {
    await db.updateTable('users').set({ last_access: now.toISOString() }).where('id', '=', user.id).execute();
    return user;
  }
  const remaining = MAX_LOGIN_ATTEMPTS - (reservation?.failures ?? 0);
  if (remaining <= 0 && reservation?.blockedUntil) throw locked(reservation.blockedUntil, now);
  throw new HttpError(401, 'wrong_password', AUTH_MESSAGES.wrongPasswordRemaining(remaining), { title: API_MESSAGES.http.errorTitle });
}
