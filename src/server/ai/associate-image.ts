import type { Kysely } from 'kysely';
import { AI_MESSAGES } from '../../shared/schemas/ai';
import type { StoryDto } from '../../shared/schemas/story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { imageUrl } from '../media/image-url';
import { toStoryDto } from '../stories/story-dto';

/**
 * The confirm-association dialog's 'yes': a drawing generated for this story becomes its image.
 * The image it replaces is removed unless it was itself a generation (its cost row points at it).
 */
export async function associateImage({ db, imageId, storyId }: { db: Kysely<Database>; imageId: string; storyId: string }): Promise<StoryDto> {
  const url = imageUrl(imageId) ?? '';
  return db.transaction().execute(async (trx) => {
    const generation = await trx
      .selectFrom('media_generations')
      .select('id')
      .where('media_url', '=', url)
      .where('story_id', '=', storyId)
      .where('media_type', '=', 'image')
      .executeTakeFirst();
    const image = await trx.selectFrom('images').select('id').where('id', '=', imageId).executeTakeFirst();
    if (!generation || !image) throw notFound(AI_MESSAGES.imageNotFound);
    const story = await trx.selectFrom('stories').select('image_id').where('id', '=', storyId).executeTakeFirst();
    if (!story) throw notFound(AI_MESSAGES.storyNotFound);
    const previous = story.image_id;
    const updated = await trx.updateTable('stories').set({ image_id: imageId }).where('id', '=', storyId).returningAll().executeTakeFirstOrThrow();
    if (previous && previous !== imageId) {
      const wasGenerated = await trx
        .selectFrom('media_generations')
        .select('id')
        .where('media_url', '=', imageUrl(previous) ?? '')
        .executeTakeFirst();
      if (!wasGenerated) await trx.deleteFrom('images').where('id', '=', previous).execute();
    }
    return toStoryDto(updated);
  });
}
