import type { Kysely } from 'kysely';
import { FAMILY_LETTER_MESSAGES, type FamilyConsentResult, type FamilyLetterKey } from '../../shared/schemas/family-letter';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { familyKeyHash } from './family-letter-secrets';
import { letterNotFound, letterUsed } from './find-family-letter';

/**
 * The adult at home gives consent with the family letter's secret or code: recorded as the
 * creating browser's consent is (the adult's name, the time, the separate AI consent when ticked),
 * marked as coming from the letter. The letter is used up in the same transaction, so two tabs
 * cannot both use it. No password is set and no session is made: the child enters with her card
 * or her password, as the site's settings say.
 */
export async function giveFamilyConsent({
  db,
  key,
  adultName,
  aiConsent,
  voiceConsent = false,
  aiAvailable,
  now = new Date(),
}: {
  db: Kysely<Database>;
  key: FamilyLetterKey;
  adultName: string;
  aiConsent: boolean;
  /** The separate consent to recording the child's voice. */
  voiceConsent?: boolean;
  aiAvailable: boolean;
  now?: Date;
}): Promise<FamilyConsentResult> {
  const { column, hash } = familyKeyHash(key);
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const letter = await trx.selectFrom('family_letters').select(['user_id', 'used_at']).where(column, '=', hash).executeTakeFirst();
    if (!letter) throw letterNotFound();
    if (letter.used_at !== null) throw letterUsed();
    const taken = await trx
      .updateTable('family_letters')
      .set({ used_at: nowIso })
      .where('user_id', '=', letter.user_id)
      .where(column, '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw letterUsed();
    // The AI consent only where the site has the AI helpers: the adult was not asked otherwise.
    const withAi = aiConsent && aiAvailable;
    const recorded = await trx
      .updateTable('users')
      .set({
        consent_at: nowIso,
        consent_by: adultName,
        consent_recorded_by: 'family-letter',
        ...(withAi ? { ai_consent_at: nowIso, ai_consent_by: adultName } : {}),
        ...(voiceConsent ? { voice_consent_at: nowIso, voice_consent_by: adultName } : {}),
      })
      .where('id', '=', letter.user_id)
      .where('user_type', '=', 'user')
      .where('consent_at', 'is', null)
      .returning('name')
      .executeTakeFirst();
    if (!recorded) throw new HttpError(409, 'consent_already_given', FAMILY_LETTER_MESSAGES.alreadyGiven);
    return { profile: { name: recorded.name }, aiConsent: withAi, ...(voiceConsent ? { voiceConsent: true } : {}) };
  });
}
