import type { Kysely } from 'kysely';
import type { ReadingStory, StoryListSort } from '../../shared/schemas/reading-story';
import type { Database } from '../db/schema';
import { toReadingStory } from './to-reading-story';

export interface ListReadingStoriesOptions {
  db: Kysely<Database>;
  sort: StoryListSort;
}

const collator = new Intl.Collator('it-IT', { sensitivity: 'base', numeric: true });

/** Every reading story: by title (readers, spec 000 §2) or newest first (management list). */
export async function listReadingStories({ db, sort }: ListReadingStoriesOptions): Promise<ReadingStory[]> {
  const rows = await db.selectFrom('reading_stories').selectAll().execute();
  const stories = rows.map(toReadingStory);
  if (sort === 'newest') return stories.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || collator.compare(a.title, b.title));
  return stories.sort((a, b) => collator.compare(a.title, b.title) || a.createdAt.localeCompare(b.createdAt));
}
