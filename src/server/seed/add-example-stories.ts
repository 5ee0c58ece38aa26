import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createPublishedStory } from '../published-stories/create-published-story';
import { titleKey } from '../published-stories/ensure-unique-title';
import { PUBLISHED_STORY_KIND_CONFIG, type PublishedStoryKind } from '../published-stories/kinds';
import { EXAMPLE_READING_STORIES, EXAMPLE_SCIENCE_STORIES } from './example-stories';

export interface AddExampleStoriesOptions {
  db: Kysely<Database>;
  kind: PublishedStoryKind;
  now?: Date;
}

/**
 * Adds our example stories of one kind, skipping any whose title is already there, so pressing
 * the button twice never duplicates them. Returns how many were added.
 */
export async function addExampleStories({ db, kind, now = new Date() }: AddExampleStoriesOptions): Promise<number> {
  const { table, parseInput } = PUBLISHED_STORY_KIND_CONFIG[kind];
  const existing = new Set((await db.selectFrom(table).select('title').execute()).map((r) => titleKey(r.title)));
  const examples = kind === 'reading' ? EXAMPLE_READING_STORIES : EXAMPLE_SCIENCE_STORIES;
  let added = 0;
  for (const [index, example] of examples.entries()) {
    if (existing.has(titleKey(example.title))) continue;
    // One millisecond apart, so "newest first" keeps the examples in their written order.
    const at = new Date(now.getTime() + examples.length - index);
    await createPublishedStory({ db, kind, input: parseInput(example), now: at });
    added += 1;
  }
  return added;
}
