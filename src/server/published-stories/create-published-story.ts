import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UploadedImage } from '../media/read-story-form';
import { storeImage } from '../media/store-image';
import { isUniqueViolation } from '../db/db-errors';
import { duplicateTitle, ensureUniqueTitle, titleKey } from './ensure-unique-title';
import type { PublishedStory, PublishedStoryInput, PublishedStoryKind } from './kinds';
import { toPublishedStory } from './published-story';

export interface CreatePublishedStoryOptions {
  db: Kysely<Database>;
  kind: PublishedStoryKind;
  input: PublishedStoryInput;
  image?: UploadedImage | null;
  now?: Date;
}

/**
 * Publishes a new reading or science story, with its image when one was chosen; all or nothing.
 * A reading story's title must be new (409 'Esiste già una storia con questo titolo').
 */
export async function createPublishedStory({ db, kind, input, image = null, now = new Date() }: CreatePublishedStoryOptions): Promise<PublishedStory> {
  const key = titleKey(input.title);
  if (kind === 'reading') await ensureUniqueTitle({ db, key });
  const at = now.toISOString();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const imageId = image ? await storeImage({ db: trx, image, now }) : null;
      const values = { id: randomUUID(), title: input.title, content: input.content, author: input.author, image_id: imageId, created_at: at, updated_at: at };
      if (kind === 'reading')
        await trx
          .insertInto('reading_stories')
          .values({ ...values, title_key: key })
          .execute();
      else
        await trx
          .insertInto('science_stories')
          .values({ ...values, author: input.author ?? '' })
          .execute();
      return values;
    });
    return toPublishedStory(row);
  } catch (error) {
    if (kind === 'reading' && isUniqueViolation(error)) throw duplicateTitle();
    throw error;
  }
}
