import type { Kysely } from 'kysely';
import { STORY_MESSAGES, type StoryDto } from '../../shared/schemas/story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { canReadStory, type StoryCaller } from './story-access';
import { toStoryDto } from './story-dto';

export interface GetStoryOptions {
  db: Kysely<Database>;
  caller: StoryCaller | null;
  id: string;
}

/** One story for its author, the superuser, or anyone once published; otherwise 'Storia non trovata'. */
export async function getStory({ db, caller, id }: GetStoryOptions): Promise<StoryDto> {
  const row = await db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !canReadStory(caller, row)) throw notFound(STORY_MESSAGES.notFound);
  return toStoryDto(row);
}
