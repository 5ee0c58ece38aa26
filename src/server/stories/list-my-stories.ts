import { CompiledQuery, type Kysely } from 'kysely';
import { foldedContainsPattern } from '../../shared/fold-text';
import { modesOfFilter, type StoryListQuery, type StoryListResponse } from '../../shared/schemas/story';
import type { Database } from '../db/schema';
import { toStorySummaryDto, type StorySummaryRow } from './story-dto';

/**
 * The list's statements, written once per shape (number of modes in the filter, number of class
 * stories) and dialect, then kept: only the parameters change from one request to the next
 * (building three Kysely queries was a tenth of a list request, figure P3 in docs/benchmarks.md).
 */
interface ListStatements {
  classIds: string;
  page: string;
  countOwn: string;
  countOthers: string;
}

const COLUMNS = [
  'id',
  'title',
  'status',
  'mode',
  'language',
  'author_name',
  'is_public',
  'image_id',
  'created_at',
  'updated_at',
  'author_id',
  'review_note',
  'voice_pages',
] as const satisfies readonly (keyof StorySummaryRow | 'author_id')[];
const SELECT = COLUMNS.map((c) => `"${c}"`).join(', ');

const dialects = new WeakMap<Kysely<Database>, boolean>();
const statements = new Map<string, ListStatements>();

/** True on PostgreSQL ($1 parameters), false on SQLite (?), told by the dialect's own compiler. */
function numberedParameters(db: Kysely<Database>): boolean {
  let numbered = dialects.get(db);
  if (numbered === undefined) {
    numbered = db.selectFrom('stories').select('id').where('id', '=', '').compile().sql.includes('$1');
    dialects.set(db, numbered);
  }
  return numbered;
}

function listStatements(numbered: boolean, modeCount: number, classCount: number, search: boolean): ListStatements {
  const key = `${numbered}|${modeCount}|${classCount}|${search}`;
  const kept = statements.get(key);
  if (kept) return kept;
  // Each statement numbers its own parameters from 1.
  const parameters = () => {
    let n = 0;
    return () => (numbered ? `$${++n}` : '?');
  };
  const list = (p: () => string, count: number) => Array.from({ length: count }, p).join(', ');
  const titleWhere = (p: () => string) => (search ? ` and "title_fold" like ${p()} escape '\\'` : '');
  const ownWhere = (p: () => string) => `"author_id" = ${p()}${modeCount > 0 ? ` and "mode" in (${list(p, modeCount)})` : ''}${titleWhere(p)}`;
  const othersWhere = (p: () => string) =>
    `"id" in (${list(p, classCount)}) and ("author_id" is null or "author_id" <> ${p()})${modeCount > 0 ? ` and "mode" in (${list(p, modeCount)})` : ''}${titleWhere(p)}`;
  const pageParameters = parameters();
  const own = `select ${SELECT} from "stories" where ${ownWhere(pageParameters)}`;
  const others = classCount > 0 ? ` union all select ${SELECT} from "stories" where ${othersWhere(pageParameters)}` : '';
  const made: ListStatements = {
    classIds: `select "w"."story_id" from "workshop_participants" as "p" inner join "workshops" as "w" on "w"."id" = "p"."workshop_id" where "p"."user_id" = ${parameters()()} and "p"."removed" = 0 and "w"."story_id" is not null`,
    page: `${own}${others} order by "updated_at" desc, "id" desc limit ${pageParameters()} offset ${pageParameters()}`,
    countOwn: `select count(*) as "n" from "stories" where ${ownWhere(parameters())}`,
    countOthers: `select count(*) as "n" from "stories" where ${othersWhere(parameters())}`,
  };
  if (statements.size >= 200) statements.clear(); // a child in many workshops makes many shapes
  statements.set(key, made);
  return made;
}

type ListRow = StorySummaryRow & { author_id: string | null };

/**
 * The caller's own stories, newest change first, one page at a time, plus the class stories of
 * the Laboratorio workshops the child took part in. The class story ids are read first (a
 * handful at most), so the page walks the (author_id, updated_at, id) index in order and stops
 * after one page, instead of sorting every story of the child; the class stories join through
 * UNION ALL, which SQLite merges in index order. The id breaks ties so that pages never repeat
 * or skip a story.
 */
export async function listMyStories({ db, authorId, query }: { db: Kysely<Database>; authorId: string; query: StoryListQuery }): Promise<StoryListResponse> {
  const modes: string[] = query.mode ? modesOfFilter(query.mode) : [];
  const numbered = numberedParameters(db);
  const classRows = await db.executeQuery<{ story_id: string | null }>(CompiledQuery.raw(listStatements(numbered, 0, 0, false).classIds, [authorId]));
  const classIds = [...new Set(classRows.rows.map((r) => r.story_id).filter((id): id is string => id !== null))];
  const search = query.q === '' ? [] : [foldedContainsPattern(query.q)];
  const sql = listStatements(numbered, modes.length, classIds.length, search.length > 0);
  const othersParameters = classIds.length > 0 ? [...classIds, authorId, ...modes, ...search] : [];

  const countAll = async (): Promise<number> => {
    const [ownCount, othersCount] = await Promise.all([
      db.executeQuery<{ n: number }>(CompiledQuery.raw(sql.countOwn, [authorId, ...modes, ...search])),
      classIds.length > 0 ? db.executeQuery<{ n: number }>(CompiledQuery.raw(sql.countOthers, othersParameters)) : { rows: [{ n: 0 }] },
    ]);
    return Number(ownCount.rows[0]?.n ?? 0) + Number(othersCount.rows[0]?.n ?? 0);
  };
  const [page, total] = await Promise.all([
    db.executeQuery<ListRow>(
      CompiledQuery.raw(sql.page, [authorId, ...modes, ...search, ...othersParameters, query.pageSize, (query.page - 1) * query.pageSize]),
    ),
    countAll(),
  ]);
  return {
    stories: page.rows.map((r) => (r.author_id === authorId ? toStorySummaryDto(r) : { ...toStorySummaryDto(r), classStory: true })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
