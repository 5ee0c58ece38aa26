import { sql, type Kysely } from 'kysely';
import { foldText } from '../../shared/fold-text';
import { profileNameKey } from '../../shared/schemas/profile';
import type { Database, User } from '../db/schema';
import { unknownTarget } from './throttle';

export interface TypedNameMatch {
  /** The profile the typed name opens, or undefined (nobody, or more than one without accents). */
  user: User | undefined;
  /** What the attempt is counted on when no profile matches (the folded name). */
  unknown: string;
}

/**
 * The child profile a typed name means: the one whose name matches exactly (case and spaces
 * aside), else the only one whose name matches without accents ('Zoe Ferrari' opens 'Zoë
 * Ferrari'). When two profiles fold alike ('Zoë Rossi', 'Zoe Rossi') and neither is typed
 * exactly, none is chosen: never the wrong account.
 *
 * Always one query, whichever way it ends, so the time does not tell the cases apart. A name that
 * opens nothing is counted on its folded form: all its spellings share one counter, as all the
 * spellings of a real name share the profile's.
 */
export async function findProfileByTypedName(db: Kysely<Database>, typed: string): Promise<TypedNameMatch> {
  const nameKey = profileNameKey(typed);
  const fold = foldText(typed);
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('user_type', '=', 'user')
    .where((eb) => eb.or([eb('name_key', '=', nameKey), eb('name_fold', '=', fold)]))
    .orderBy(sql`case when name_key = ${nameKey} then 0 else 1 end`)
    .orderBy('id')
    .limit(2)
    .execute();
  const [first, second] = rows;
  const exact = first?.name_key === nameKey ? first : undefined;
  const user = exact ?? (first && !second ? first : undefined);
  return { user, unknown: unknownTarget({ kind: 'name', value: fold }) };
}
