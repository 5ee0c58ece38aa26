import type { Kysely } from 'kysely';
import type { StoryListSort } from '../../shared/schemas/reading-story';
import type { ScienceStory } from '../../shared/schemas/science-story';
import type { Database } from '../db/schema';
import { sortPublishedStories, toPublishedStory } from '../reading-stories/published-story';

export interface ListScienceStoriesOptions {
  db: Kysely<Database>;
  sort: StoryListSort;
}

/** Every science story: by title for readers, newest first for the superuser (spec 000 §2). */
export async function listScienceStories({ db, sort }: ListScienceStoriesOptions): Promise<ScienceStory[]> {
  const rows = await db.selectFrom('science_stories').selectAll().execute();
  return sortPublishedStories(rows.map(toPublishedStory), sort);
}
