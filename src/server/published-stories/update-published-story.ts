import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { deleteImage } from '../media/delete-image';
import type { UploadedImage } from '../media/read-story-form';
import { storeImage } from '../media/store-image';
import { isUniqueViolation } from '../db/db-errors';
import { duplicateTitle, ensureUniqueTitle, titleKey } from './ensure-unique-title';
import { PUBLISHED_STORY_KIND_CONFIG, type PublishedStory, type PublishedStoryInput, type PublishedStoryKind } from './kinds';
import { toPublishedStory } from './published-story';

export interface UpdatePublishedStoryOptions {
  db: Kysely<Database>;
  kind: PublishedStoryKind;
  id: string;
  input: PublishedStoryInput;
  /** A new image replaces the current one; otherwise `input.removeImage` drops it. */
  image?: UploadedImage | null;
  now?: Date;
}

/**
 * Changes a story's title, text and image (and a reading story's author); all or nothing.
 * A reading story may keep its own title but not take another's.
 */
export async function updatePublishedStory({ db, kind, id, input, image = null, now = new Date() }: UpdatePublishedStoryOptions): Promise<PublishedStory> {
  const { table, notFoundMessage } = PUBLISHED_STORY_KIND_CONFIG[kind];
  const current = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound(notFoundMessage);
  const key = titleKey(input.title);
  if (kind === 'reading') await ensureUniqueTitle({ db, key, exceptId: id });
  try {
    const row = await db.transaction().execute(async (trx) => {
      let imageId = current.image_id;
      if (image) imageId = await storeImage({ db: trx, image, now });
      else if (input.removeImage) imageId = null;
      const changes = { title: input.title, content: input.content, image_id: imageId, updated_at: now.toISOString() };
      if (kind === 'reading')
        await trx
          .updateTable('reading_stories')
          .set({ ...changes, title_key: key, author: input.author })
          .where('id', '=', id)
          .execute();
      else await trx.updateTable('science_stories').set(changes).where('id', '=', id).execute();
      if (imageId !== current.image_id) await deleteImage({ db: trx, id: current.image_id });
      return { ...current, ...changes, author: kind === 'reading' ? input.author : current.author };
    });
    return toPublishedStory(row);
  } catch (error) {
    if (kind === 'reading' && isUniqueViolation(error)) throw duplicateTitle();
    throw error;
  }
}
