import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SCIENCE_STORY_AUTHOR, type ScienceStory, type ScienceStoryInput } from '../../shared/schemas/science-story';
import type { Database } from '../db/schema';
import type { UploadedImage } from '../media/read-story-form';
import { storeImage } from '../media/store-image';
import { toPublishedStory } from '../reading-stories/published-story';

export interface CreateScienceStoryOptions {
  db: Kysely<Database>;
  input: ScienceStoryInput;
  image?: UploadedImage | null;
  now?: Date;
}

/** Publishes a new science story (author 'superuser'), with its image when chosen; all or nothing. */
export async function createScienceStory({ db, input, image = null, now = new Date() }: CreateScienceStoryOptions): Promise<ScienceStory> {
  const at = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const imageId = image ? await storeImage({ db: trx, image, now }) : null;
    const values = { id: randomUUID(), title: input.title, content: input.content, author: SCIENCE_STORY_AUTHOR, image_id: imageId, created_at: at, updated_at: at };
    await trx.insertInto('science_stories').values(values).execute();
    return values;
  });
  return toPublishedStory(row);
}
