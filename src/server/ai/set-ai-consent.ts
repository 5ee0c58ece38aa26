import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';

export interface SetAiConsentOptions {
  db: Kysely<Database>;
  userId: string;
  consent: boolean;
  /** Who asked (the adult); recorded with the date. */
  adultName: string;
  now?: Date;
}

/** The superuser records or withdraws the adult's AI consent for a profile, at the adult's request. */
export async function setAiConsent({
  db,
  userId,
  consent,
  adultName,
  now = new Date(),
}: SetAiConsentOptions): Promise<{ aiConsentAt: string | null; aiConsentBy: string | null }> {
  const values = consent
    ? { ai_consent_at: now.toISOString(), ai_consent_by: adultName || "Superuser, su richiesta dell'adulto" }
    : { ai_consent_at: null, ai_consent_by: null };
  const result = await db.updateTable('users').set(values).where('id', '=', userId).where('user_type', '=', 'user').executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(ADMIN_MESSAGES.userNotFound);
  return { aiConsentAt: values.ai_consent_at, aiConsentBy: values.ai_consent_by };
}
