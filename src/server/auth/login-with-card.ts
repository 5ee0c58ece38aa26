import type { Kysely } from 'kysely';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import { CARD_MESSAGES } from '../../shared/schemas/login-card';
import { API_MESSAGES } from '../../shared/messages/api-messages';
import type { Database, User } from '../db/schema';
import { HttpError } from '../http/errors';
import { hashCardSecret } from './card-secrets';

/** A card opens only a profile whose adult has consented: otherwise the same answer as a password login. */
export function requireCardConsent(user: User): void {
  if (user.consent_at === null) throw new HttpError(403, 'consent_pending', AUTH_MESSAGES.consentPending, { title: AUTH_MESSAGES.consentPendingTitle });
}

export const invalidCard = () => new HttpError(401, 'invalid_card', CARD_MESSAGES.invalidCard, { title: API_MESSAGES.http.errorTitle });

/**
 * The child scanned her card: its secret names the profile. A secret of 256 random bits cannot
 * be guessed, so no per-account throttle (the route limits requests per address); a secret that
 * matches no active card (wrong, or of a card taken back or reprinted) is refused.
 */
export async function loginWithCardSecret({ db, secret, now = new Date() }: { db: Kysely<Database>; secret: string; now?: Date }): Promise<User> {
  const user = await db
    .selectFrom('login_cards')
    .innerJoin('users', 'users.id', 'login_cards.user_id')
    .selectAll('users')
    .where('login_cards.secret_hash', '=', hashCardSecret(secret))
    .where('users.user_type', '=', 'user')
    .executeTakeFirst();
  if (!user) throw invalidCard();
  requireCardConsent(user);
  await db.updateTable('users').set({ last_access: now.toISOString() }).where('id', '=', user.id).execute();
  return user;
}
