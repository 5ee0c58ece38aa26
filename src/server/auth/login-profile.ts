import type { Kysely } from 'kysely';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import type { Database, User } from '../db/schema';
import { HttpError } from '../http/errors';
import { trustedDeviceHash, type LoginClient } from './devices';
import { checkNoAccount, checkProfilePassword } from './password-checks';
import { getSiteSettings } from '../settings/site-settings';
import { admitPasswordCheck, ClientBusyError, normalizeProfilePassword, type CheckLane, type CheckTicket } from './passwords';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  CLIENT_POLICY,
  clearCounter,
  clientBusy,
  counterOwner,
  describeWait,
  forgetOldCounters,
  refundAttempt,
  reserveAttempts,
  secondsUntil,
  ThrottledError,
  throttleKeys,
  unknownTarget,
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
 * A name (email, id) that matches no profile goes through the very same steps, counters and
 * answers as a real one, with a dummy hash of the same cost: status, message, Retry-After and
 * time never tell which names exist.
 *
 * Throttled before any hash is computed, every counter reserved atomically first (so parallel
 * tries cannot pass between them): a browser the account trusts (it logged in there before) is
 * counted on its own and checked in the hashing queue's priority lane, so strangers' failures and
 * floods never slow the owner down; any other client is counted per (account, address) with
 * growing waits, per account (capped) when many addresses guess, and per address whatever the
 * name, and holds at most a few places in the queue's shared lane.
 */
export async function loginProfile({ db, input, client, now = new Date() }: LoginProfileOptions): Promise<User> {
  await forgetOldCounters(db);
  let query = db.selectFrom('users').selectAll().where('user_type', '=', 'user');
  let typed: Parameters<typeof unknownTarget>[0];
  if (input.profileId) {
    query = query.where('id', '=', input.profileId);
    typed = { kind: 'id', value: input.profileId };
  } else if (input.name?.trim()) {
    const nameKey = profileNameKey(input.name);
    query = query.where('name_key', '=', nameKey);
    typed = { kind: 'name', value: nameKey };
  } else {
    const email = (input.email ?? '').trim().toLowerCase();
    query = query.where('email', '=', email);
    typed = { kind: 'email', value: email };
  }
  const user = await query.executeTakeFirst();
  const target = user ? user.id : unknownTarget(typed);
  const owner = user ? user.id : await counterOwner(db);
  const password = normalizeProfilePassword(input.password);

  const device = await trustedDeviceHash(db, client, target);
  const ticket = admitCheck(device ? 'priority' : 'shared', client.address);
  try {
    const clientKey = device ? throttleKeys.device(target, device) : throttleKeys.pair(target, client.address);
    // A trusted device counts on its own; everyone else on the pair, the account and the address.
    const shared = device ? [] : [throttleKeys.account(target), throttleKeys.address(client.address)];
    const counters = [
      { key: clientKey, policy: CLIENT_POLICY },
      ...(device
        ? []
        : [
            { key: shared[0]!, policy: ACCOUNT_POLICY },
            { key: shared[1]!, policy: ADDRESS_POLICY },
          ]),
    ];
    const [reservation] = await reserveAttempts(db, owner, counters, now);

    // While personal passwords are required, the initial password (the name) opens nothing.
    const { requirePersonalPasswords } = await getSiteSettings(db);
    let matches: boolean;
    try {
      matches = user
        ? await checkProfilePassword(password, user, { initialAllowed: !requirePersonalPasswords, lane: ticket.lane })
        : await checkNoAccount(password, ticket.lane);
    } catch (error) {
      // The check could not run (503): not a wrong try, nothing stays counted.
      for (const { key } of counters) await refundAttempt(db, key);
      throw error;
    }
    if (!user || !matches) {
      if (reservation?.blockedUntil) {
        const seconds = secondsUntil(reservation.blockedUntil, now);
        throw new ThrottledError(seconds, 401, 'wrong_password', AUTH_MESSAGES.wrongPasswordWait(describeWait(seconds)), API_MESSAGES.http.errorTitle);
      }
      throw new HttpError(401, 'wrong_password', AUTH_MESSAGES.wrongPassword, { title: API_MESSAGES.http.errorTitle });
    }
    await clearCounter(db, clientKey);
    // The account's and the address's attempts were not failures: given back.
    for (const key of shared) await refundAttempt(db, key);
    await db.updateTable('users').set({ last_access: now.toISOString() }).where('id', '=', user.id).execute();
    return user;
  } finally {
    ticket.release();
  }
}

/** A place in the hashing queue, or the throttled answer at once when this client holds too many. */
function admitCheck(lane: CheckLane, address: string): CheckTicket {
  try {
    return admitPasswordCheck(lane, address);
  } catch (error) {
    if (error instanceof ClientBusyError) throw clientBusy();
    throw error;
  }
}
