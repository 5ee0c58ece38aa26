import type { Kysely } from 'kysely';
import { readingStoryInputSchema } from '../../shared/schemas/reading-story';
import { scienceStoryInputSchema } from '../../shared/schemas/science-story';
import type { Database } from '../db/schema';
import { createReadingStory } from '../reading-stories/create-reading-story';
import { titleKey } from '../reading-stories/ensure-unique-title';
import { createScienceStory } from '../science-stories/create-science-story';
import { EXAMPLE_READING_STORIES, EXAMPLE_SCIENCE_STORIES } from './example-stories';

export type ExampleKind = 'reading' | 'science';

export interface AddExampleStoriesOptions {
  db: Kysely<Database>;
  kind: ExampleKind;
  now?: Date;
}

/**
 * Adds our example stories of one kind, skipping any whose title is already there, so pressing
 * the button twice never duplicates them. Returns how many were added.
 */
export async function addExampleStories({ db, kind, now = new Date() }: AddExampleStoriesOptions): Promise<number> {
  const table = kind === 'reading' ? 'reading_stories' : 'science_stories';
  const existing = new Set((await db.selectFrom(table).select('title').execute()).map((r) => titleKey(r.title)));
  const examples = kind === 'reading' ? EXAMPLE_READING_STORIES : EXAMPLE_SCIENCE_STORIES;
  let added = 0;
  for (const [index, example] of examples.entries()) {
    if (existing.has(titleKey(example.title))) continue;
    // One millisecond apart, so "newest first" keeps the examples in their written order.
    const at = new Date(now.getTime() + examples.length - index);
    if (kind === 'reading') await createReadingStory({ db, input: readingStoryInputSchema.parse(example), now: at });
    else await createScienceStory({ db, input: scienceStoryInputSchema.parse(example), now: at });
    added += 1;
  }
  return added;
}
