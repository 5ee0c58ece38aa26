import type { Kysely } from 'kysely';
import type { ProfileSelection } from '../../shared/schemas/profile-selection';
import { chunks } from '../db/chunks';
import type { Database } from '../db/schema';
import { resolveProfileSelection } from '../admin/resolve-profile-selection';
import { HttpError } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';
import { FAMILY_CODE_ALPHABET, FAMILY_CODE_LENGTH } from '../../shared/schemas/family-letter';
import { hashFamilyCode, hashFamilySecret } from './family-letter-secrets';
import { newSecret, randomCode } from './secrets';

export interface IssuedFamilyLetter {
  name: string;
  age: number | null;
  consentGiven: boolean;
  /** The link's secret and the typed code, in clear only here, for the printed page. */
  secret: string;
  code: string;
}

/**
 * New family letters for the selected children: each gets a new secret and code, replacing its
 * previous letter, whose link and code stop working at once. Only hashes are stored.
 */
export async function issueFamilyLetters({
  db,
  selection,
  now = new Date(),
}: {
  db: Kysely<Database>;
  selection: ProfileSelection;
  now?: Date;
}): Promise<IssuedFamilyLetter[]> {
  const profiles = await resolveProfileSelection(db, selection);
  if (profiles.length === 0) throw new HttpError(404, 'user_not_found', API_MESSAGES.admin.userNotFound);
  const letters = profiles.map((p) => ({ ...p, secret: newSecret(), code: randomCode(FAMILY_CODE_ALPHABET, FAMILY_CODE_LENGTH) }));
  const createdAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(letters)) {
      const ids = part.map((l) => l.id);
      await trx.deleteFrom('family_letters').where('user_id', 'in', ids).execute();
      await trx
        .insertInto('family_letters')
        .values(
          part.map((l) => ({
            user_id: l.id,
            secret_hash: hashFamilySecret(l.secret),
            code_hash: hashFamilyCode(l.code),
            created_at: createdAt,
            used_at: null,
          })),
        )
        .execute();
    }
  });
  return letters.map(({ name, age, consentGiven, secret, code }) => ({ name, age, consentGiven, secret, code }));
}
