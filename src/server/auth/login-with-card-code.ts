import type { Kysely } from 'kysely';
import { CARD_MESSAGES } from '../../shared/schemas/login-card';
import type { Database, User } from '../db/schema';
import { cardCodeKey, hashCardCode, sameHash } from './card-secrets';
import type { LoginClient } from './devices';
import { HttpError } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';
import { countedAttempt } from './counted-attempt';
import { requireCardConsent } from './login-with-card';
import { findProfileByTypedName } from './find-profile-by-name';

/**
 * The child typed her name and the card's words, where there is no camera. A code has about 31
 * bits, so it is counted exactly as a password login, on the same counters (auth/counted-attempt.ts:
 * a guesser gets no second budget by switching between password and code). A name that matches
 * no profile is counted and answered as a wrong code; neither side computes a slow hash, so the
 * time does not tell them apart.
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
  const match = await findProfileByTypedName(db, name);
  const key = await cardCodeKey(db);
  const user = await countedAttempt({
    db,
    ...match,
    client,
    now,
    check: async () => {
      // A name nobody has does the same work: one HMAC over a card lookup that finds nothing.
      const id = match.user?.id;
      const card = id ? await db.selectFrom('login_cards').select('code_hash').where('user_id', '=', id).executeTakeFirst() : undefined;
      const candidate = hashCardCode(key, id ?? '', code);
      return card !== undefined && sameHash(card.code_hash, candidate);
    },
    wrong: new HttpError(401, 'wrong_card_code', CARD_MESSAGES.wrongCode, { title: API_MESSAGES.http.errorTitle }),
    waitMessage: CARD_MESSAGES.wrongCodeWait,
  });
  requireCardConsent(user);
  await db.updateTable('users').set({ last_access: now.toISOString() }).where('id', '=', user.id).execute();
  return user;
}
