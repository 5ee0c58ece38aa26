import type { Kysely } from 'kysely';
import { STORY_MESSAGES, type StoryDto } from '../../shared/schemas/story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { toStoryDto } from './story-dto';

export interface SetStoryPublicationOptions {
  db: Kysely<Database>;
  id: string;
  isPublic: boolean;
  now?: Date;
}

/**
 * Publishes a story for everyone or takes it back (the superuser's complete archive). The date of
 * the last change stays: publishing is not editing.
 */
export async function setStoryPublication({ db, id, isPublic, now = new Date() }: SetStoryPublicationOptions): Promise<StoryDto> {
  const updated = await db
    .updateTable('stories')
    .set(isPublic ? { is_public: 1, published_at: now.toISOString() } : { is_public: 0, published_at: null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw notFound(STORY_MESSAGES.notFound);
  return toStoryDto(updated);
}
