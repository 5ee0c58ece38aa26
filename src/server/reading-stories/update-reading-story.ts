import type { Kysely } from 'kysely';
import { READING_STORY_MESSAGES, type ReadingStory, type ReadingStoryInput } from '../../shared/schemas/reading-story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { deleteImage } from '../media/delete-image';
import type { UploadedImage } from '../media/read-story-form';
import { storeImage } from '../media/store-image';
import { duplicateTitle, ensureUniqueTitle, isUniqueViolation, titleKey } from './ensure-unique-title';
import { toPublishedStory } from './published-story';

export interface UpdateReadingStoryOptions {
  db: Kysely<Database>;
  id: string;
  input: ReadingStoryInput;
  /** A new image replaces the current one; otherwise `input.removeImage` drops it. */
  image?: UploadedImage | null;
  now?: Date;
}

/** Changes a reading story's title, text, author and image; all or nothing. */
export async function updateReadingStory({ db, id, input, image = null, now = new Date() }: UpdateReadingStoryOptions): Promise<ReadingStory> {
  const current = await db.selectFrom('reading_stories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound(READING_STORY_MESSAGES.notFound);
  const key = titleKey(input.title);
  await ensureUniqueTitle({ db, key, exceptId: id });
  try {
    const row = await db.transaction().execute(async (trx) => {
      let imageId = current.image_id;
      if (image) imageId = await storeImage({ db: trx, image, now });
      else if (input.removeImage) imageId = null;
      const changes = { title: input.title, title_key: key, content: input.content, author: input.author, image_id: imageId, updated_at: now.toISOString() };
      await trx.updateTable('reading_stories').set(changes).where('id', '=', id).execute();
      if (imageId !== current.image_id) await deleteImage({ db: trx, id: current.image_id });
      return { ...current, ...changes };
    });
    return toPublishedStory(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateTitle();
    throw error;
  }
}
