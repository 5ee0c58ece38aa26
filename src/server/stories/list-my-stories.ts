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
 * The caller's own stories, newest change first, one page at a time, plus the class stories of
 * the Laboratorio workshops the child took part in. The class story ids are read first (a
 * handful at most), so the page walks the (author_id, updated_at, id) index in order and stops
 * after one page, instead of sorting every story of the child; the class stories join through
 * UNION ALL, which SQLite merges in index order. The id breaks ties so that pages never repeat
 * or skip a story.
 */
export async function listMyStories({ db, authorId, query }: ListMyStoriesOptions): Promise<StoryListResponse> {
  const modes = query.mode ? modesOfFilter(query.mode) : null;
  const classRows = await db
    .selectFrom('workshop_participants')
    .innerJoin('workshops', 'workshops.id', 'workshop_participants.workshop_id')
    .select('workshops.story_id')
    .where('workshop_participants.user_id', '=', authorId)
    .where('workshop_participants.removed', '=', 0)
    .where('workshops.story_id', 'is not', null)
    .execute();
  const classIds = [...new Set(classRows.map((r) => r.story_id).filter((id): id is string => id !== null))];

  let own = db.selectFrom('stories').where('author_id', '=', authorId);
  if (modes) own = own.where('mode', 'in', modes);
  let others = db
    .selectFrom('stories')
    .where('id', 'in', classIds.length > 0 ? classIds : [''])
    .where((eb) => eb.or([eb('author_id', 'is', null), eb('author_id', '<>', authorId)]));
  if (modes) others = others.where('mode', 'in', modes);

  const columns = [...SUMMARY_COLUMNS, 'author_id'] as const;
  const page = classIds.length > 0 ? own.select(columns).unionAll(others.select(columns)) : own.select(columns);
  const [rows, ownCount, othersCount] = await Promise.all([
    page
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    own.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    classIds.length > 0 ? others.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() : { n: 0 },
  ]);
  return {
    stories: rows.map((r) => (r.author_id === authorId ? toStorySummaryDto(r) : { ...toStorySummaryDto(r), classStory: true })),
    total: Number(ownCount.n) + Number(othersCount.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}
