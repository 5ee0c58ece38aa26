import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { SUPERUSER_NAME } from '../../shared/constants';
import { NO_GROUP_FILTER } from '../../shared/schemas/admin';
import type { ArchiveResponse } from '../../shared/schemas/archive';
import type { z } from 'zod';
import type { archiveQuerySchema } from '../../shared/schemas/archive';
import type { Database } from '../db/schema';
import { foldedContainsPattern } from '../../shared/fold-text';

export interface ListArchiveOptions {
  db: Kysely<Database>;
  query: z.output<typeof archiveQuerySchema>;
  /** true: only published stories (the public archive of /public). */
  publishedOnly: boolean;
}

/** The first non-empty line of a story, cut to 140 characters. */
function firstLineOf(text: string): string {
  const line =
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l !== '') ?? '';
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

type StoriesQuery = SelectQueryBuilder<Database, 'stories', object>;

/** Up to this many titles matching, the search picks them out first by the narrow title index. */
const FEW_TITLES = 2000;

/**
 * The title search (accents, case and repeated spaces aside: 'perche' finds 'Perché'), in the
 * form that stays fast for it. The matching titles are first counted, up to FEW_TITLES + 1, on
 * the narrow (title_fold, id) index or PostgreSQL's trigram index, without reading the stories.
 * Few matches: the page is built from just those stories. Many: the newest-first scan meets a
 * page of them at once, and the plain condition is cheaper than looking up every match.
 */
async function titleCondition(db: Kysely<Database>, q: string): Promise<RawBuilder<boolean>> {
  const pattern = foldedContainsPattern(q);
  const matching = sql<boolean>`stories.title_fold like ${pattern} escape '\\'`;
  // Counted no further than needed to tell few from many.
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select 1 from stories where ${matching} limit ${FEW_TITLES + 1}) few`.execute(db);
  if (Number(rows[0]?.n ?? 0) > FEW_TITLES) return matching;
  return sql<boolean>`stories.id in (select f.id from stories f where f.title_fold like ${pattern} escape '\\')`;
}

/**
 * The complete archive (spec 000 §2, §5): every author's stories, newest first, filtered and
 * paged on the server. Stories without an author name, by the superuser, or of the reading and
 * science categories are left out.
 */
export async function listArchive({ db, query, publishedOnly }: ListArchiveOptions): Promise<ArchiveResponse> {
  const titleSearch = query.q === '' ? null : await titleCondition(db, query.q);
  const base = (q: StoriesQuery): StoriesQuery => {
    let r = q
      .where('stories.author_name', '<>', '')
      .where((eb) => eb(eb.fn('lower', ['stories.author_name']), 'not in', ['superuser', SUPERUSER_NAME.toLowerCase()]))
      .where((eb) => eb.or([eb('stories.category', 'is', null), eb('stories.category', 'not in', ['reading_story', 'science_story'])]));
    if (publishedOnly) r = r.where('stories.is_public', '=', 1);
    else if (query.status === 'pending') r = r.where('stories.status', '=', 'completed').where('stories.reviewed_at', 'is', null);
    else if (query.status === 'published') r = r.where('stories.is_public', '=', 1);
    else if (query.status === 'unpublished') r = r.where('stories.is_public', '=', 0);
    else if (query.status === 'toRevise') r = r.where('stories.review_note', 'is not', null);
    else if (query.status === 'anonymous') r = r.where('stories.author_id', 'is', null);
    if (!publishedOnly && query.group === NO_GROUP_FILTER)
      r = r.where('stories.author_id', 'in', (eb) => eb.selectFrom('users').select('users.id').where('users.group_id', 'is', null));
    else if (!publishedOnly && query.group !== '')
      r = r.where('stories.author_id', 'in', (eb) => eb.selectFrom('users').select('users.id').where('users.group_id', '=', query.group));
    // Accents, case and repeated spaces aside: 'perche' finds 'Perché'.
    if (titleSearch) r = r.where(titleSearch);
    if (query.category === 'PROPP') r = r.where('stories.mode', 'in', ['PROPP', 'PROPP_FREE']);
    else if (query.category !== 'all') r = r.where('stories.mode', '=', query.category);
    return r;
  };
  // The public archive shows (and filters by) the name chosen at publication: full or initials.
  const shownAuthor = publishedOnly ? sql<string>`coalesce(stories.public_author, stories.author_name)` : sql<string>`stories.author_name`;
  const filtered = (q: StoriesQuery): StoriesQuery => (query.author ? base(q).where(shownAuthor, '=', query.author) : base(q));

  const queueOrder = !publishedOnly && query.status === 'pending' ? 'asc' : 'desc';
  const [countRow, rows, authors] = await Promise.all([
    filtered(db.selectFrom('stories'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    filtered(db.selectFrom('stories'))
      .select((eb) => [
        'stories.id',
        'stories.title',
        'stories.author_name',
        shownAuthor.as('shown_author'),
        'stories.author_id',
        'stories.status',
        'stories.reviewed_at',
        'stories.public_initials',
        'stories.review_note',
        sql<string>`substr(stories.content, 1, 400)`.as('opening'),
        'stories.mode',
        'stories.updated_at',
        'stories.is_public',
        'stories.image_id',
        'stories.voice_pages',
        eb
          .selectFrom('media_generations')
          .select((e) => e.fn.countAll<number>().as('c'))
          .whereRef('media_generations.story_id', '=', 'stories.id')
          .where('media_generations.media_type', '=', 'image')
          .as('generations'),
        eb
          .selectFrom('media_generations')
          .select('media_generations.media_style')
          .whereRef('media_generations.story_id', '=', 'stories.id')
          .where('media_generations.media_type', '=', 'image')
          .where('media_generations.media_url', '=', sql<string>`'/api/images/' || stories.image_id`)
          .orderBy('media_generations.created_at', 'desc')
          .limit(1)
          .as('style'),
      ])
      // The moderation queue reads oldest first: who waited longest comes first.
      .orderBy('stories.updated_at', queueOrder)
      .orderBy('stories.id', queueOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base(db.selectFrom('stories')).select(shownAuthor.as('author_name')).distinct().orderBy('author_name').execute(),
  ]);

  return {
    rows: rows.map((r) => {
      const generations = Number(r.generations ?? 0);
      return {
        id: r.id,
        title: r.title,
        authorName: r.shown_author,
        firstLine: firstLineOf(r.opening),
        isAnonymous: r.author_id === null,
        isPending: r.status === 'completed' && r.reviewed_at === null,
        reviewNote: r.review_note ?? null,
        publishedWithInitials: r.is_public === 1 && r.public_initials === 1,
        mode: r.mode,
        updatedAt: r.updated_at,
        isPublic: r.is_public === 1,
        // 'Con immagini' means a drawing is attached: a drawing made and then discarded or never linked
        // still counts as a generation (its cost), not as an image of the story.
        imageCount: r.image_id ? Math.max(generations, 1) : 0,
        hasVoice: (r.voice_pages ?? 0) > 0,
        image: r.image_id ? { url: `/api/images/${r.image_id}`, style: r.style ?? null } : null,
      };
    }),
    total: Number(countRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    authors: authors.map((a) => a.author_name),
  };
}
