import type { Kysely } from 'kysely';
import type { StoryListSort } from '../../shared/schemas/reading-story';
import type { ScienceStory } from '../../shared/schemas/science-story';
import type { Database } from '../db/schema';
import { toScienceStory } from './to-science-story';

export interface ListScienceStoriesOptions {
  db: Kysely<Database>;
  sort: StoryListSort;
}

const collator = new Intl.Collator('it-IT', { sensitivity: 'base', numeric: true });

/** Every science story: by title for readers, newest first for the superuser (spec 000 §2). */
export async function listScienceStories({ db, sort }: ListScienceStoriesOptions): Promise<ScienceStory[]> {
  const rows = await db.selectFrom('science_stories').selectAll().execute();
  const stories = rows.map(toScienceStory);
  if (sort === 'newest') return stories.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || collator.compare(a.title, b.title));
  return stories.sort((a, b) => collator.compare(a.title, b.title) || a.createdAt.localeCompare(b.createdAt));
}
