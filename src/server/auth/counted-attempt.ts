import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { trustedDeviceHash, type LoginClient } from './devices';
import { admitPasswordCheck, ClientBusyError, type CheckLane, type CheckTicket } from './passwords';
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
  throttleKeys,
} from './throttle';
import { ThrottledError, type HttpError } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';

export interface CountedAttemptOptions {
  db: Kysely<Database>;
  /** The profile's id, or `unknownTarget(...)` for a name nobody has (counted all the same). */
  target: string;
  /** Whether `target` is a real profile (its counters belong to it) or a name nobody has. */
  known: boolean;
  client: LoginClient;
  /** The secret's check, run once every counter is reserved; a throw (503) gives them back. */
  check: (lane: CheckLane) => Promise<boolean>;
  now: Date;
}

/** The outcome: a match, or a wrong try with the seconds of the wait it started (if any). */
export type CountedAttempt = { matches: true } | { matches: false; waitSeconds: number | null };

/** The 401 of a wrong try: `error` as it is, or with the wait the try started, its message and Retry-After. */
export function wrongAttempt(attempt: CountedAttempt, error: HttpError, waitMessage: (wait: string) => string): HttpError {
  const waitSeconds = attempt.matches ? null : attempt.waitSeconds;
  if (waitSeconds === null) return error;
  return new ThrottledError(waitSeconds, 401, error.code, waitMessage(describeWait(waitSeconds)), API_MESSAGES.http.errorTitle);
}

/**
 * One try of a child's secret (a password, a card's words), counted before it is checked, the
 * same way for every secret so a guesser gets no second budget by switching between them.
 *
 * Every counter is reserved atomically first, so parallel tries cannot pass between them: a
 * browser the account trusts is counted on its own and checked in the hashing queue's priority
 * lane (strangers' failures and floods never slow the owner down); any other client is counted
 * per (account, address) with growing waits, per account (capped) when many addresses guess, and
 * per address whatever the name, and holds at most a few places in the queue's shared lane.
 * A name nobody has goes through the very same steps, so answers never tell which names exist.
 */
export async function countedAttempt({ db, target, known, client, check, now }: CountedAttemptOptions): Promise<CountedAttempt> {
  await forgetOldCounters(db);
  const owner = known ? target : await counterOwner(db);
  const device = await trustedDeviceHash(db, client, target);
  const ticket = admitCheck(device ? 'priority' : 'shared', client.address);
  try {
    const clientKey = device ? throttleKeys.device(target, device) : throttleKeys.pair(target, client.address);
    // A trusted device counts on its own; everyone else on the pair, the account and the address.
    const shared = device
      ? []
      : [
          { key: throttleKeys.account(target), policy: ACCOUNT_POLICY },
          { key: throttleKeys.address(client.address), policy: ADDRESS_POLICY },
        ];
    const counters = [{ key: clientKey, policy: CLIENT_POLICY }, ...shared];
    const [reservation] = await reserveAttempts(db, owner, counters, now);
    let matches: boolean;
    try {
      matches = await check(ticket.lane);
    } catch (error) {
      // The check could not run (503): not a wrong try, nothing stays counted.
      for (const { key } of counters) await refundAttempt(db, key);
      throw error;
    }
    if (!known || !matches) {
      return { matches: false, waitSeconds: reservation?.blockedUntil ? secondsUntil(reservation.blockedUntil, now) : null };
    }
    await clearCounter(db, clientKey);
    // The account's and the address's attempts were not failures: given back.
    for (const { key } of shared) await refundAttempt(db, key);
    return { matches: true };
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
