import type { Kysely } from 'kysely';
import { READING_STORY_MESSAGES } from '../../shared/schemas/reading-story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { deleteImage } from '../media/delete-image';

export interface DeleteReadingStoryOptions {
  db: Kysely<Database>;
  id: string;
}

/** Removes a reading story and its image. */
export async function deleteReadingStory({ db, id }: DeleteReadingStoryOptions): Promise<void> {
  const current = await db.selectFrom('reading_stories').select(['id', 'image_id']).where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound(READING_STORY_MESSAGES.notFound);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('reading_stories').where('id', '=', id).execute();
    await deleteImage({ db: trx, id: current.image_id });
  });
}
