import type { Kysely } from 'kysely';
import { STORY_MESSAGES } from '../../shared/schemas/story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { canEditStory, type StoryCaller } from './story-access';

/** Deletes a story of the caller's own (any story for the superuser); else the spec's delete error. */
export async function deleteStory({ db, caller, id }: { db: Kysely<Database>; caller: StoryCaller; id: string }): Promise<void> {
  const existing = await db.selectFrom('stories').select(['id', 'author_id']).where('id', '=', id).executeTakeFirst();
  if (!existing || !canEditStory(caller, existing)) throw notFound(STORY_MESSAGES.deleteFailed);
  const result = await db.deleteFrom('stories').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(STORY_MESSAGES.deleteFailed);
}
