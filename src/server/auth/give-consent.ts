import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface GiveConsentOptions {
  db: Kysely<Database>;
  userId: string;
  adultName: string;
  /** The separate, optional consent to the AI helpers (law 132/2025 art. 4(4)). */
  aiConsent?: boolean;
  now?: Date;
}

/** Records who accepted the terms for a profile and when (spec 000 §1). Kept from the first time. */
export async function giveConsent({ db, userId, adultName, aiConsent = false, now = new Date() }: GiveConsentOptions): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('users')
    .set({ consent_at: at, consent_by: adultName, last_access: at, ...(aiConsent ? { ai_consent_at: at, ai_consent_by: adultName } : {}) })
    .where('id', '=', userId)
    .where('consent_at', 'is', null)
    .execute();
}
