import type { Kysely } from 'kysely';
import { SCIENCE_STORY_MESSAGES, type ScienceStory } from '../../shared/schemas/science-story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { toPublishedStory } from '../reading-stories/published-story';

export interface GetScienceStoryOptions {
  db: Kysely<Database>;
  id: string;
}

/** One science story; 404 'Storia non trovata' when it does not exist. */
export async function getScienceStory({ db, id }: GetScienceStoryOptions): Promise<ScienceStory> {
  const row = await db.selectFrom('science_stories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SCIENCE_STORY_MESSAGES.notFound);
  return toPublishedStory(row);
}
