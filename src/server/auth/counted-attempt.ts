import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema';
import { trustedDeviceHash, type LoginClient } from './devices';
import type { TypedNameMatch } from './find-profile-by-name';
import { admitPasswordCheck, type CheckLane } from './passwords';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  CLIENT_POLICY,
  counterOwner,
  countedCheck,
  describeWait,
  forgetOldCounters,
  secondsUntil,
  throttleKeys,
} from './throttle';
import { ThrottledError, type HttpError } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';

export interface CountedAttemptOptions extends TypedNameMatch {
  db: Kysely<Database>;
  client: LoginClient;
  /** The secret's check, run once every counter is reserved; a throw (503) gives them back. */
  check: (lane: CheckLane) => Promise<boolean>;
  /** The 401 of a wrong try; when the try started a wait, with `waitMessage`'s words and Retry-After. */
  wrong: HttpError;
  waitMessage: (wait: string) => string;
  now: Date;
}

/**
 * One try of a child's secret (a password, a card's words), counted before it is checked, the
 * same way for every secret so a guesser gets no second budget by switching between them.
 * Answers the profile when the secret matches; throws `wrong` otherwise.
 *
 * Every counter is reserved atomically first, so parallel tries cannot pass between them: a
 * browser the account trusts is counted on its own and checked in the hashing queue's priority
 * lane (strangers' failures and floods never slow the owner down); any other client is counted
 * per (account, address) with growing waits, per account (capped) when many addresses guess, and
 * per address whatever the name, and holds at most a few places in the queue's shared lane.
 * A name nobody has (`unknown`) goes through the very same steps, so answers never tell which names exist.
 */
export async function countedAttempt({ db, user, unknown, client, check, wrong, waitMessage, now }: CountedAttemptOptions): Promise<User> {
  await forgetOldCounters(db);
  const target = user ? user.id : unknown;
  const owner = user ? target : await counterOwner(db);
  const device = await trustedDeviceHash(db, client, target);
  const ticket = admitPasswordCheck(device ? 'priority' : 'shared', client.address);
  try {
    // A trusted device counts on its own; everyone else on the pair, the account and the address.
    const counters = device
      ? [{ key: throttleKeys.device(target, device), policy: CLIENT_POLICY }]
      : [
          { key: throttleKeys.pair(target, client.address), policy: CLIENT_POLICY },
          { key: throttleKeys.account(target), policy: ACCOUNT_POLICY },
          { key: throttleKeys.address(client.address), policy: ADDRESS_POLICY },
        ];
    const { matches, reservation } = await countedCheck(db, owner, counters, now, async () => (await check(ticket.lane)) && user !== undefined);
    if (user && matches) return user;
    const waitSeconds = reservation?.blockedUntil ? secondsUntil(reservation.blockedUntil, now) : null;
    if (waitSeconds === null) throw wrong;
    throw new ThrottledError(waitSeconds, 401, wrong.code, waitMessage(describeWait(waitSeconds)), API_MESSAGES.http.errorTitle);
  } finally {
    ticket.release();
  }
}
