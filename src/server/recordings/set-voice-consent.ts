import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';

export interface SetVoiceConsentOptions {
  db: Kysely<Database>;
  userId: string;
  consent: boolean;
  /** Who asked (the adult); recorded with the date. */
  adultName: string;
  now?: Date;
}

/**
 * The superuser records or withdraws the adult's voice consent for a profile, at the adult's
 * request (as the AI consent). Withdrawing it keeps the recordings already made: the adult asks
 * the superuser to delete them, or the child does.
 */
export async function setVoiceConsent({
  db,
  userId,
  consent,
  adultName,
  now = new Date(),
}: SetVoiceConsentOptions): Promise<{ voiceConsentAt: string | null; voiceConsentBy: string | null }> {
  const values = consent
    ? { voice_consent_at: now.toISOString(), voice_consent_by: adultName || "Superuser, su richiesta dell'adulto" }
    : { voice_consent_at: null, voice_consent_by: null };
  const result = await db.updateTable('users').set(values).where('id', '=', userId).where('user_type', '=', 'user').executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(ADMIN_MESSAGES.userNotFound);
  return { voiceConsentAt: values.voice_consent_at, voiceConsentBy: values.voice_consent_by };
}
