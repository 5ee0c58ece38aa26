import type { Kysely } from 'kysely';
import { CARD_MESSAGES } from '../../shared/schemas/login-card';
import { profileNameKey } from '../../shared/schemas/profile';
import { API_MESSAGES } from '../../shared/messages/api-messages';
import type { Database, User } from '../db/schema';
import { HttpError } from '../http/errors';
import { cardCodeKey, hashCardCode, sameHash } from './card-secrets';
import { trustedDeviceHash, type LoginClient } from './devices';
import { requireCardConsent } from './login-with-card';
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

const wrongCode = () => new HttpError(401, 'wrong_card_code', CARD_MESSAGES.wrongCode, { title: API_MESSAGES.http.errorTitle });

/**
 * The child typed her name and the card's words, where there is no camera. A code has about 31
 * bits, so it is throttled exactly as a password login, on the same counters (a guesser does
 * not get a second budget by switching between password and code): a trusted browser counts on
 * its own, any other client per (account, address) with growing waits, and the account as a
 * whole slows down when many addresses guess. A name that matches no profile gets the same
 * answer as a wrong code; neither side computes a slow hash, so the time does not tell them apart.
 */
export async function loginWithCardCode({
  db,
  name,
  code,
  client,
  now = new Date(),
}: {
  db: Kysely<Database>;
  name: string;
  /** Already normalised (normalizeCardCode). */
  code: string;
  client: LoginClient;
  now?: Date;
}): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('user_type', '=', 'user').where('name_key', '=', profileNameKey(name)).executeTakeFirst();
  const key = await cardCodeKey(db);
  if (!user) {
    // The same work as a wrong code: one HMAC over a card lookup that finds nothing.
    hashCardCode(key, '', code);
    throw wrongCode();
  }

  const device = await trustedDeviceHash(db, client, user.id);
  const clientKey = device ? throttleKeys.device(user.id, device) : throttleKeys.pair(user.id, client.address);
  if (!device) {
    const accountWait = await runningWait(db, throttleKeys.account(user.id), now);
    if (accountWait) throw throttled(accountWait, now);
  }
  const reservation = await reserveAttempt(db, clientKey, user.id, CLIENT_POLICY, now);
  if (!reservation.allowed) throw throttled(reservation.blockedUntil, now);

  const card = await db.selectFrom('login_cards').select('code_hash').where('user_id', '=', user.id).executeTakeFirst();
  const candidate = hashCardCode(key, user.id, code);
  if (!card || !sameHash(card.code_hash, candidate)) {
    if (!device) await reserveAttempt(db, throttleKeys.account(user.id), user.id, ACCOUNT_POLICY, now);
    if (reservation.blockedUntil) {
      const seconds = secondsUntil(reservation.blockedUntil, now);
      throw new ThrottledError(seconds, 401, 'wrong_card_code', CARD_MESSAGES.wrongCodeWait(describeWait(seconds)), API_MESSAGES.http.errorTitle);
    }
    throw wrongCode();
  }
  await clearCounter(db, clientKey);
  requireCardConsent(user);
  await db.updateTable('users').set({ last_access: now.toISOString() }).where('id', '=', user.id).execute();
  return user;
}
