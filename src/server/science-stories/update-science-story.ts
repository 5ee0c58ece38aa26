import type { Kysely } from 'kysely';
import { SCIENCE_STORY_MESSAGES, type ScienceStory, type ScienceStoryInput } from '../../shared/schemas/science-story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { deleteImage } from '../media/delete-image';
import type { UploadedImage } from '../media/read-story-form';
import { storeImage } from '../media/store-image';
import { toPublishedStory } from '../reading-stories/published-story';

export interface UpdateScienceStoryOptions {
  db: Kysely<Database>;
  id: string;
  input: ScienceStoryInput;
  /** A new image replaces the current one; otherwise `input.removeImage` drops it. */
  image?: UploadedImage | null;
  now?: Date;
}

/** Changes a science story's title, text and image; all or nothing. */
export async function updateScienceStory({ db, id, input, image = null, now = new Date() }: UpdateScienceStoryOptions): Promise<ScienceStory> {
  const current = await db.selectFrom('science_stories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound(SCIENCE_STORY_MESSAGES.notFound);
  const row = await db.transaction().execute(async (trx) => {
    let imageId = current.image_id;
    if (image) imageId = await storeImage({ db: trx, image, now });
    else if (input.removeImage) imageId = null;
    const changes = { title: input.title, content: input.content, image_id: imageId, updated_at: now.toISOString() };
    await trx.updateTable('science_stories').set(changes).where('id', '=', id).execute();
    if (imageId !== current.image_id) await deleteImage({ db: trx, id: current.image_id });
    return { ...current, ...changes };
  });
  return toPublishedStory(row);
}
