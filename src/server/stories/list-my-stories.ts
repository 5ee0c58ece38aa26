import type { Kysely } from 'kysely';
import { modesOfFilter, type StoryListQuery, type StoryListResponse } from '../../shared/schemas/story';
import type { Database } from '../db/schema';
import { SUMMARY_COLUMNS, toStorySummaryDto } from './story-dto';

export interface ListMyStoriesOptions {
  db: Kysely<Database>;
  authorId: string;
  query: StoryListQuery;
}

/**
 * The caller's own stories, newest change first, one page at a time. Both the page and the
 * count walk the (author_id, updated_at) index, so a profile with thousands of stories stays fast;
 * the id breaks ties so that pages never repeat or skip a story.
 */
export async function listMyStories({ db, authorId, query }: ListMyStoriesOptions): Promise<StoryListResponse> {
  const modes = query.mode ? modesOfFilter(query.mode) : null;
  // Laboratorio: the class stories of the workshops the child took part in are listed too.
  const classStories = db
    .selectFrom('workshop_participants')
    .innerJoin('workshops', 'workshops.id', 'workshop_participants.workshop_id')
    .select('workshops.story_id')
    .where('workshop_participants.user_id', '=', authorId)
    .where('workshop_participants.removed', '=', 0)
    .where('workshops.story_id', 'is not', null);
  let base = db.selectFrom('stories').where((eb) => eb.or([eb('author_id', '=', authorId), eb('id', 'in', classStories.$narrowType<{ story_id: string }>())]));
  if (modes) base = base.where('mode', 'in', modes);

  const [rows, count] = await Promise.all([
    base
      .select([...SUMMARY_COLUMNS, 'author_id'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { stories: rows.map((r) => (r.author_id === authorId ? toStorySummaryDto(r) : { ...toStorySummaryDto(r), classStory: true })), total: Number(count.n), page: query.page, pageSize: query.pageSize };
}
