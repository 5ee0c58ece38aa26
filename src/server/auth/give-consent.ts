import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface GiveConsentOptions {
  db: Kysely<Database>;
  userId: string;
  adultName: string;
  now?: Date;
}

/** Records who accepted the terms for a profile and when (spec 000 §1). Kept from the first time. */
export async function giveConsent({ db, userId, adultName, now = new Date() }: GiveConsentOptions): Promise<void> {
  await db
    .updateTable('users')
    .set({ consent_at: now.toISOString(), consent_by: adultName, last_access: now.toISOString() })
    .where('id', '=', userId)
    .where('consent_at', 'is', null)
    .execute();
}
