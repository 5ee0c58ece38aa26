import type { Kysely } from 'kysely';
import type { BulkConsentResult } from '../../shared/schemas/family-letter';
import type { ProfileSelection } from '../../shared/schemas/profile-selection';
import { chunks } from '../db/chunks';
import type { Database } from '../db/schema';
import { resolveProfileSelection } from './resolve-profile-selection';
import { HttpError } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';

/**
 * 'Registra consenso' for a selection or a group: the superuser records consents collected on
 * paper for every selected child still waiting. Children whose consent is already recorded keep
 * it untouched and are counted apart.
 */
export async function recordBulkConsent({
  db,
  selection,
  adultName,
  now = new Date(),
}: {
  db: Kysely<Database>;
  selection: ProfileSelection;
  adultName: string;
  now?: Date;
}): Promise<BulkConsentResult> {
  const ids = (await resolveProfileSelection(db, selection)).map((p) => p.id);
  const nowIso = now.toISOString();
  let recorded = 0;
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(ids, 500)) {
      const result = await trx
        .updateTable('users')
        .set({ consent_at: nowIso, consent_by: adultName, consent_recorded_by: 'superuser' })
        .where('id', 'in', part)
        .where('user_type', '=', 'user')
        .where('consent_at', 'is', null)
        .executeTakeFirst();
      recorded += Number(result.numUpdatedRows);
    }
  });
  return { recorded, alreadyGiven: ids.length - recorded };
}

/** 'Registra consenso' for one profile still waiting: 404 when it is no child's, 409 when its consent is already recorded. */
export async function recordConsent({ db, userId, adultName, now = new Date() }: { db: Kysely<Database>; userId: string; adultName: string; now?: Date }) {
  const { recorded, alreadyGiven } = await recordBulkConsent({ db, selection: { userIds: [userId] }, adultName, now });
  if (recorded === 1) return now.toISOString();
  if (alreadyGiven === 0) throw new HttpError(404, 'not_found', API_MESSAGES.auth.userNotFound);
  throw new HttpError(409, 'consent_already_given', API_MESSAGES.auth.consentAlreadyGiven);
}
