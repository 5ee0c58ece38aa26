import type { Kysely } from 'kysely';
import type { ProfileSelection } from '../../shared/schemas/profile-selection';
import type { Database } from '../db/schema';
import { resolveProfileSelection } from '../admin/resolve-profile-selection';
import { chunks } from '../db/chunks';

/** 'Ritira tessere': the selected children's cards stop working. Returns how many were active. */
export async function revokeLoginCards({ db, selection }: { db: Kysely<Database>; selection: ProfileSelection }): Promise<number> {
  const profiles = await resolveProfileSelection(db, selection);
  let revoked = 0;
  for (const part of chunks(profiles.map((p) => p.id))) {
    const result = await db.deleteFrom('login_cards').where('user_id', 'in', part).executeTakeFirst();
    revoked += Number(result.numDeletedRows);
  }
  return revoked;
}
