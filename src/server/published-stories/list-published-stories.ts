import type { Kysely } from 'kysely';
import type { StoryListSort } from '../../shared/schemas/reading-story';
import type { Database } from '../db/schema';
import { PUBLISHED_STORY_KIND_CONFIG, type PublishedStory, type PublishedStoryKind } from './kinds';
import { sortPublishedStories, toPublishedStory } from './published-story';

export interface ListPublishedStoriesOptions {
  db: Kysely<Database>;
  kind: PublishedStoryKind;
  sort: StoryListSort;
}

/** Every story of one kind: by title (readers, spec 000 §2) or newest first (the superuser's lists). */
export async function listPublishedStories({ db, kind, sort }: ListPublishedStoriesOptions): Promise<PublishedStory[]> {
  const rows = await db.selectFrom(PUBLISHED_STORY_KIND_CONFIG[kind].table).selectAll().execute();
  return sortPublishedStories(rows.map(toPublishedStory), sort);
}
