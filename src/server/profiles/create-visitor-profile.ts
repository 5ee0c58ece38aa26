import type { Kysely } from 'kysely';
import type { CreateProfile } from '../../shared/schemas/profile';
import type { Database, User } from '../db/schema';
import type { LoginClient } from '../auth/devices';
import { ADDRESS_POLICY, counterOwner, refundAttempt, reserveAttempts, throttleKeys } from '../auth/throttle';
import { HttpError } from '../http/errors';
import { getSiteSettings } from '../settings/site-settings';
import { createProfile } from './create-profile';

export interface CreateVisitorProfileOptions {
  db: Kysely<Database>;
  input: CreateProfile;
  client: LoginClient;
  /** The superuser's full session sees every name anyway: nothing to hide from it. */
  isSuperuser: boolean;
  now?: Date;
}

/**
 * 'Crea nuovo profilo' from the entrance. The answer "this name is taken" says that a profile
 * exists. With the list visible the names are public and it is said plainly. With 'Nascondi
 * l'elenco' on it is still said (a family must be able to choose another name, and a free name
 * ends in a new profile anyway, so no answer could hide it), but each try is counted, before the
 * names are compared, on the caller's address counter: the very counter that every login try
 * from that address moves, whatever the name. So finding out which names exist by creating is
 * exactly as slow as by logging in, and once the address must wait, every creation from it is
 * refused alike, taken name or not. A profile actually created gives its try back.
 */
export async function createVisitorProfile({ db, input, client, isSuperuser, now = new Date() }: CreateVisitorProfileOptions): Promise<User> {
  const { hideProfileList } = await getSiteSettings(db);
  if (!hideProfileList || isSuperuser) return createProfile({ db, input, now });

  const key = throttleKeys.address(client.address);
  await reserveAttempts(db, await counterOwner(db), [{ key, policy: ADDRESS_POLICY }], now);
  try {
    const user = await createProfile({ db, input, now });
    await refundAttempt(db, key);
    return user;
  } catch (error) {
    // A taken name (or email) stays counted like a failed login; anything else was no probe.
    if (!(error instanceof HttpError && (error.code === 'name_taken' || error.code === 'email_taken'))) await refundAttempt(db, key);
    throw error;
  }
}
