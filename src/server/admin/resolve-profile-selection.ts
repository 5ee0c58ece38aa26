import type { Kysely } from 'kysely';
import type { ProfileSelection } from '../../shared/schemas/profile-selection';
import type { Database } from '../db/schema';

export interface SelectedProfile {
  id: string;
  name: string;
  groupId: string | null;
  age: number | null;
  consentGiven: boolean;
}

/**
 * The child profiles a bulk selection names, in name order. Ids that are not child profiles (the
 * superuser's, deleted ones) are left out, so a stale selection never reaches another account.
 */
export async function resolveProfileSelection(db: Kysely<Database>, selection: ProfileSelection): Promise<SelectedProfile[]> {
  let query = db.selectFrom('users').select(['id', 'name', 'group_id', 'age', 'consent_at']).where('user_type', '=', 'user');
  if ('userIds' in selection) query = query.where('id', 'in', [...new Set(selection.userIds)]);
  else if ('groupId' in selection) query = query.where('group_id', '=', selection.groupId);
  const rows = await query.orderBy('name_fold').orderBy('name_key').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, groupId: r.group_id ?? null, age: r.age, consentGiven: r.consent_at !== null }));
}
