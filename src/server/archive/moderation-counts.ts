import type { Kysely } from 'kysely';
import { SUPERUSER_NAME } from '../../shared/constants';
import type { ModerationCounts } from '../../shared/schemas/archive';
import type { Database } from '../db/schema';

/** The superuser dashboard's '3 storie da moderare, 1 anonima': completed, never reviewed stories. */
export async function moderationCounts({ db }: { db: Kysely<Database> }): Promise<ModerationCounts> {
  const row = await db
    .selectFrom('stories')
    .select((eb) => [
      eb.fn.countAll<number>().as('pending'),
      eb.fn.sum<number>(eb.case().when('stories.author_id', 'is', null).then(1).else(0).end()).as('anonymous'),
    ])
    .where('stories.status', '=', 'completed')
    .where('stories.reviewed_at', 'is', null)
    .where('stories.author_name', '<>', '')
    .where((eb) => eb(eb.fn('lower', ['stories.author_name']), 'not in', ['superuser', SUPERUSER_NAME.toLowerCase()]))
    .where((eb) => eb.or([eb('stories.category', 'is', null), eb('stories.category', 'not in', ['reading_story', 'science_story'])]))
    .executeTakeFirst();
  return { pending: Number(row?.pending ?? 0), anonymous: Number(row?.anonymous ?? 0) };
}
