import type { Kysely } from 'kysely';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import type { Database, User } from '../db/schema';
import { HttpError } from '../http/errors';
import { trustedDeviceHash, type LoginClient } from './devices';
import { checkNoAccount, checkProfilePassword } from './password-checks';
import { getSiteSettings } from '../settings/site-settings';
import { normalizeProfilePassword } from './passwords';
import {
  ACCOUNT_POLICY,
  CLIENT_POLICY,
  clearCounter,
  describeWait,
  reserveAttempt,
  runningWait,
  secondsUntil,
  throttled,
  ThrottledError,
  throttleKeys,
} from './throttle';
import { profileNameKey } from '../../shared/schemas/profile';
import { API_MESSAGES } from '../../shared/messages/api-messages';

export interface LoginProfileOptions {
  db: Kysely<Database>;
  input: { profileId?: string | undefined; name?: string | undefined; email?: string | undefined; password: string };
  client: LoginClient;
  now?: Date;
}

/**
 * Checks a child profile's password: by chosen profile, by name or by email, comparing
 * case-insensitively after trimming (spec 000 §5). The superuser logs in through its own door.
 *
 * Throttled before any hash is computed: a browser the account trusts (it logged in there
 * before) is counted on its own, so strangers' failures never slow the owner down; any other
 * client is counted per (account, address) with growing waits, and the account as a whole
 * slows down (capped) when many addresses guess.
 */
export async function loginProfile({ db, input, client, now = new Date() }: LoginProfileOptions): Promise<User> {
  let query = db.selectFrom('users').selectAll().where('user_type', '=', 'user');
  if (input.profileId) query = query.where('id', '=', input.profileId);
  else if (input.name?.trim()) query = query.where('name_key', '=', profileNameKey(input.name));
  else query = query.where('email', '=', (input.email ?? '').trim().toLowerCase());
  const user = await query.executeTakeFirst();

  const password = normalizeProfilePassword(input.password);
  if (!user) {
    await checkNoAccount(password);
    throw new HttpError(401, 'wrong_password', AUTH_MESSAGES.wrongPassword, { title: API_MESSAGES.http.errorTitle });
  }

  const device = await trustedDeviceHash(db, client, user.id);
  const clientKey = device ? throttleKeys.device(user.id, device) : throttleKeys.pair(user.id, client.address);
  if (!device) {
    const accountWait = await runningWait(db, throttleKeys.account(user.id), now);
    if (accountWait) throw throttled(accountWait, now);
  }
  const reservation = await reserveAttempt(db, clientKey, user.id, CLIENT_POLICY, now);
  if (!reservation.allowed) throw throttled(reservation.blockedUntil, now);

  // While personal passwords are required, the initial password (the name) opens nothing.
  const { requirePersonalPasswords } = await getSiteSettings(db);
  if (!(await checkProfilePassword(password, user, { initialAllowed: !requirePersonalPasswords }))) {
    if (!device) await reserveAttempt(db, throttleKeys.account(user.id), user.id, ACCOUNT_POLICY, now);
    if (reservation.blockedUntil) {
      const seconds = secondsUntil(reservation.blockedUntil, now);
      throw new ThrottledError(seconds, 401, 'wrong_password', AUTH_MESSAGES.wrongPasswordWait(describeWait(seconds)), API_MESSAGES.http.errorTitle);
    }
    throw new HttpError(401, 'wrong_password', AUTH_MESSAGES.wrongPassword, { title: API_MESSAGES.http.errorTitle });
  }
  await clearCounter(db, clientKey);
  await db.updateTable('users').set({ last_access: now.toISOString() }).where('id', '=', user.id).execute();
  return user;
}
