import type { Kysely } from 'kysely';
import { FAMILY_LETTER_MESSAGES, type FamilyConsentLookup, type FamilyLetterKey } from '../../shared/schemas/family-letter';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { familyKeyHash } from './family-letter-secrets';

/** A letter no longer valid: replaced by a newer one (or never printed) → 404; already used → 410. */
export const letterNotFound = () => new HttpError(404, 'letter_not_found', FAMILY_LETTER_MESSAGES.notFound);
export const letterUsed = () => new HttpError(410, 'letter_used', FAMILY_LETTER_MESSAGES.used);

/**
 * What the adult at home sees before accepting: the child's name (already printed on the letter,
 * nothing more) and whether consent is already recorded.
 */
export async function findFamilyLetter({ db, key }: { db: Kysely<Database>; key: FamilyLetterKey }): Promise<Omit<FamilyConsentLookup, 'aiAvailable'>> {
  const { column, hash } = familyKeyHash(key);
  const row = await db
    .selectFrom('family_letters')
    .innerJoin('users', 'users.id', 'family_letters.user_id')
    .select(['users.name', 'users.consent_at', 'family_letters.used_at'])
    .where(`family_letters.${column}`, '=', hash)
    .executeTakeFirst();
  if (!row) throw letterNotFound();
  if (row.used_at !== null) throw letterUsed();
  return { profile: { name: row.name }, consentGiven: row.consent_at !== null };
}
