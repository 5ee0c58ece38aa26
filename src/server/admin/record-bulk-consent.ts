import type { Kysely } from 'kysely';
import type { BulkConsentResult } from '../../shared/schemas/family-letter';
import type { ProfileSelection } from '../../shared/schemas/profile-selection';
import { chunks } from '../db/chunks';
import type { Database } from '../db/schema';
import { resolveProfileSelection } from './resolve-profile-selection';

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
