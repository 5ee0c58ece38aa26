import type { Kysely } from 'kysely';
import { SCIENCE_STORY_MESSAGES } from '../../shared/schemas/science-story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { deleteImage } from '../media/delete-image';

export interface DeleteScienceStoryOptions {
  db: Kysely<Database>;
  id: string;
}

/** Removes a science story and its image. */
export async function deleteScienceStory({ db, id }: DeleteScienceStoryOptions): Promise<void> {
  const current = await db.selectFrom('science_stories').select(['id', 'image_id']).where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound(SCIENCE_STORY_MESSAGES.notFound);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('science_stories').where('id', '=', id).execute();
    await deleteImage({ db: trx, id: current.image_id });
  });
}
