import { sql, type Kysely } from 'kysely';
import { modesOfFilter, type StoryListQuery, type StoryListResponse } from '../../shared/schemas/story';
import type { Database } from '../db/schema';
import { SUMMARY_COLUMNS, toStorySummaryDto } from './story-dto';

export interface ListMyStoriesOptions {
  db: Kysely<Database>;
  authorId: string;
  query: StoryListQuery;
  /** SQLite only: reuse the count while nothing has been written (see countOnce). */
  reuseCount?: boolean;
}

const MAX_CACHED_COUNTS = 1000;
const countCache = new WeakMap<Kysely<Database>, Map<string, { version: string; n: number }>>();

/**
 * SQLite's write counter for this database: `total_changes()` moves with every row this
 * connection inserts, updates or deletes (the app has one connection), `data_version` with every
 * commit by another connection (the backup and superuser CLIs). It is read before the count, so a
 * write that lands in between can only make the cached count look stale, never wrong.
 */
async function writeVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ c: number; v: number }>`select total_changes() as c, (select data_version from pragma_data_version) as v`.execute(db);
  return `${rows[0]?.c}:${rows[0]?.v}`;
}

/**
 * Counting 10,000 index entries is the largest cost of a page (issue 16); a child pages through
 * a list far more often than the database changes, so the count is kept until the next write.
 */
async function countOnce(db: Kysely<Database>, key: string, reuse: boolean, count: () => Promise<number>): Promise<number> {
  if (!reuse) return count();
  const version = await writeVersion(db);
  let cache = countCache.get(db);
  const hit = cache?.get(key);
  if (hit && hit.version === version) return hit.n;
  const n = await count();
  if (!cache) countCache.set(db, (cache = new Map()));
  if (cache.size >= MAX_CACHED_COUNTS) cache.clear();
  cache.set(key, { version, n });
  return n;
}

/**
 * The caller's own stories, newest change first, one page at a time, plus the class stories of
 * the Laboratorio workshops the child took part in. The class story ids are read first (a
 * handful at most), so the page walks the (author_id, updated_at, id) index in order and stops
 * after one page, instead of sorting every story of the child; the class stories join through
 * UNION ALL, which SQLite merges in index order. The id breaks ties so that pages never repeat
 * or skip a story.
 */
export async function listMyStories({ db, authorId, query, reuseCount = false }: ListMyStoriesOptions): Promise<StoryListResponse> {
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
  const countAll = async (): Promise<number> => {
    const [ownCount, othersCount] = await Promise.all([
      own.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      classIds.length > 0 ? others.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() : { n: 0 },
    ]);
    return Number(ownCount.n) + Number(othersCount.n);
  };
  const [rows, total] = await Promise.all([
    page
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    countOnce(db, `${authorId}|${query.mode ?? ''}|${classIds.join(',')}`, reuseCount, countAll),
  ]);
  return {
    stories: rows.map((r) => (r.author_id === authorId ? toStorySummaryDto(r) : { ...toStorySummaryDto(r), classStory: true })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
