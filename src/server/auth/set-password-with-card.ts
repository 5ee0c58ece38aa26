import type { Kysely } from 'kysely';
import { personalPasswordProblem } from '../../shared/schemas/profile';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { hashCardSecret, sameHash } from './card-secrets';
import { invalidCard } from './login-with-card';
import { setPersonalPassword, type KeptBrowser } from './personal-password';

export interface SetPasswordWithCardOptions extends KeptBrowser {
  db: Kysely<Database>;
  userId: string;
  secret: string;
  password: string;
}

/**
 * A child logged in with her card chooses a personal password without knowing the current one:
 * the card's secret, in her hands, proves it is her (like the current password would). Only the
 * secret of her own active card counts.
 */
export async function setPasswordWithCard({ db, userId, secret, password, ...kept }: SetPasswordWithCardOptions): Promise<void> {
  const user = await db.selectFrom('users').select(['name']).where('id', '=', userId).where('user_type', '=', 'user').executeTakeFirst();
  const card = await db.selectFrom('login_cards').select('secret_hash').where('user_id', '=', userId).executeTakeFirst();
  if (!user || !card || !sameHash(card.secret_hash, hashCardSecret(secret))) throw invalidCard();
  const problem = personalPasswordProblem(password, user.name);
  if (problem) throw badRequest(problem, { password: problem });
  await setPersonalPassword(db, userId, password, kept);
}
