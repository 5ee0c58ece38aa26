import type { Kysely } from 'kysely';
import { READING_STORY_MESSAGES, type ReadingStory } from '../../shared/schemas/reading-story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { toPublishedStory } from './published-story';

export interface GetReadingStoryOptions {
  db: Kysely<Database>;
  id: string;
}

/** One reading story; 404 'Storia non trovata' when it does not exist. */
export async function getReadingStory({ db, id }: GetReadingStoryOptions): Promise<ReadingStory> {
  const row = await db.selectFrom('reading_stories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(READING_STORY_MESSAGES.notFound);
  return toPublishedStory(row);
}
