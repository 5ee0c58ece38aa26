import type { Kysely } from 'kysely';
import type { IssuedCard } from '../../shared/schemas/login-card';
import type { ProfileSelection } from '../../shared/schemas/profile-selection';
import { chunks } from '../db/chunks';
import type { Database } from '../db/schema';
import { resolveProfileSelection } from '../admin/resolve-profile-selection';
import { cardCodeKey, hashCardCode, hashCardSecret } from './card-secrets';
import { newCardCode } from './card-words';
import { newSecret } from './secrets';

/**
 * 'Stampa tessere': a new card for every selected child. A child's previous card stops working
 * at once (its row is replaced). The secrets and codes are returned once, for printing, and
 * only their hashes are kept.
 */
export async function issueLoginCards({
  db,
  selection,
  now = new Date(),
}: {
  db: Kysely<Database>;
  selection: ProfileSelection;
  now?: Date;
}): Promise<IssuedCard[]> {
  const profiles = await resolveProfileSelection(db, selection);
  if (profiles.length === 0) return [];
  const key = await cardCodeKey(db);
  const groups = new Map((await db.selectFrom('groups').select(['id', 'name']).execute()).map((g) => [g.id, g.name]));
  const issuedAt = now.toISOString();
  const cards = profiles.map((p) => ({ profile: p, secret: newSecret(), code: newCardCode() }));
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(cards)) {
      const ids = part.map((c) => c.profile.id);
      await trx.deleteFrom('login_cards').where('user_id', 'in', ids).execute();
      await trx
        .insertInto('login_cards')
        .values(
          part.map((c) => ({
            user_id: c.profile.id,
            secret_hash: hashCardSecret(c.secret),
            code_hash: hashCardCode(key, c.profile.id, c.code),
            issued_at: issuedAt,
          })),
        )
        .execute();
    }
  });
  return cards.map((c) => ({
    userId: c.profile.id,
    name: c.profile.name,
    groupName: c.profile.groupId ? (groups.get(c.profile.groupId) ?? null) : null,
    secret: c.secret,
    code: c.code,
  }));
}
