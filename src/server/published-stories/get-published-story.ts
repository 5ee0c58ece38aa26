import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { PUBLISHED_STORY_KIND_CONFIG, type PublishedStory, type PublishedStoryKind } from './kinds';
import { toPublishedStory } from './published-story';

export interface GetPublishedStoryOptions {
  db: Kysely<Database>;
  kind: PublishedStoryKind;
  id: string;
}

/** One reading or science story; 404 'Storia non trovata' when it does not exist. */
export async function getPublishedStory({ db, kind, id }: GetPublishedStoryOptions): Promise<PublishedStory> {
  const { table, notFoundMessage } = PUBLISHED_STORY_KIND_CONFIG[kind];
  const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(notFoundMessage);
  return toPublishedStory(row);
}
