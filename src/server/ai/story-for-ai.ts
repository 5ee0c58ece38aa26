import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { canReadStory, type StoryCaller } from '../stories/story-access';

/** The stored story a text call refers to, when it exists and the caller may read it; else null. */
export async function readableStoryId(db: Kysely<Database>, caller: StoryCaller, storyId: string | undefined): Promise<string | null> {
  if (!storyId) return null;
  const row = await db.selectFrom('stories').select(['id', 'author_id', 'is_public']).where('id', '=', storyId).executeTakeFirst();
  return row && canReadStory(caller, row) ? row.id : null;
}
