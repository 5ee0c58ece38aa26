import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReadingStory, ReadingStoryInput } from '../../shared/schemas/reading-story';
import type { Database } from '../db/schema';
import type { UploadedImage } from '../media/read-story-form';
import { storeImage } from '../media/store-image';
import { duplicateTitle, ensureUniqueTitle, isUniqueViolation, titleKey } from './ensure-unique-title';
import { toPublishedStory } from './published-story';

export interface CreateReadingStoryOptions {
  db: Kysely<Database>;
  input: ReadingStoryInput;
  image?: UploadedImage | null;
  now?: Date;
}

/** Publishes a new reading story, with its image when one was chosen; all or nothing. */
export async function createReadingStory({ db, input, image = null, now = new Date() }: CreateReadingStoryOptions): Promise<ReadingStory> {
  const key = titleKey(input.title);
  await ensureUniqueTitle({ db, key });
  const at = now.toISOString();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const imageId = image ? await storeImage({ db: trx, image, now }) : null;
      const values = { id: randomUUID(), title: input.title, title_key: key, content: input.content, author: input.author, image_id: imageId, created_at: at, updated_at: at };
      await trx.insertInto('reading_stories').values(values).execute();
      return values;
    });
    return toPublishedStory(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateTitle();
    throw error;
  }
}
