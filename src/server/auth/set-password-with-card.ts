import type { Kysely } from 'kysely';
import { personalPasswordProblem } from '../../shared/schemas/profile';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { hashCardSecret, sameHash } from './card-secrets';
import { forgetTrustedDevices } from './devices';
import { invalidCard } from './login-with-card';
import { setPersonalPassword } from './personal-password';
import { forgetSessionsOfUser } from './recent-sessions';

export interface SetPasswordWithCardOptions {
  db: Kysely<Database>;
  userId: string;
  secret: string;
  password: string;
  /** This browser stays logged in and trusted; every other session and device must log in again. */
  keepSessionId: string;
  keepDeviceToken: string | null;
}

/**
 * A child logged in with her card chooses a personal password without knowing the current one:
 * the card's secret, in her hands, proves it is her (like the current password would). Only the
 * secret of her own active card counts.
 */
export async function setPasswordWithCard({ db, userId, secret, password, keepSessionId, keepDeviceToken }: SetPasswordWithCardOptions): Promise<void> {
  const user = await db.selectFrom('users').select(['name']).where('id', '=', userId).where('user_type', '=', 'user').executeTakeFirst();
  const card = await db.selectFrom('login_cards').select('secret_hash').where('user_id', '=', userId).executeTakeFirst();
  if (!user || !card || !sameHash(card.secret_hash, hashCardSecret(secret))) throw invalidCard();
  const problem = personalPasswordProblem(password, user.name);
  if (problem) throw badRequest(problem, { password: problem });
  await setPersonalPassword(db, userId, password);
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepSessionId).execute();
  forgetSessionsOfUser(db, userId);
  await forgetTrustedDevices(db, userId, keepDeviceToken);
}
