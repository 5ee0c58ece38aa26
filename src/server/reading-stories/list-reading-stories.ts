import type { Kysely } from 'kysely';
import type { ReadingStory, StoryListSort } from '../../shared/schemas/reading-story';
import type { Database } from '../db/schema';
import { sortPublishedStories, toPublishedStory } from './published-story';

export interface ListReadingStoriesOptions {
  db: Kysely<Database>;
  sort: StoryListSort;
}

/** Every reading story: by title (readers, spec 000 §2) or newest first (management list). */
export async function listReadingStories({ db, sort }: ListReadingStoriesOptions): Promise<ReadingStory[]> {
  const rows = await db.selectFrom('reading_stories').selectAll().execute();
  return sortPublishedStories(rows.map(toPublishedStory), sort);
}
