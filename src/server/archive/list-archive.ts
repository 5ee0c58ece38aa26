import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { SUPERUSER_NAME } from '../../shared/constants';
import type { ArchiveResponse } from '../../shared/schemas/archive';
import type { z } from 'zod';
import type { archiveQuerySchema } from '../../shared/schemas/archive';
import type { Database } from '../db/schema';

export interface ListArchiveOptions {
  db: Kysely<Database>;
  query: z.output<typeof archiveQuerySchema>;
  /** true: only published stories (the public archive of /public). */
  publishedOnly: boolean;
}

type StoriesQuery = SelectQueryBuilder<Database, 'stories', object>;

/**
 * The complete archive (spec 000 §2, §5): every author's stories, newest first, filtered and
 * paged on the server. Stories without an author name, by the superuser, or of the reading and
 * science categories are left out.
 */
export async function listArchive({ db, query, publishedOnly }: ListArchiveOptions): Promise<ArchiveResponse> {
  const base = (q: StoriesQuery): StoriesQuery => {
    let r = q
      .where('stories.author_name', '<>', '')
      .where((eb) => eb(eb.fn('lower', ['stories.author_name']), 'not in', ['superuser', SUPERUSER_NAME.toLowerCase()]))
      .where((eb) => eb.or([eb('stories.category', 'is', null), eb('stories.category', 'not in', ['reading_story', 'science_story'])]));
    if (publishedOnly) r = r.where('stories.is_public', '=', 1);
    if (query.category === 'PROPP') r = r.where('stories.mode', 'in', ['PROPP', 'PROPP_FREE']);
    else if (query.category !== 'all') r = r.where('stories.mode', '=', query.category);
    return r;
  };
  const filtered = (q: StoriesQuery): StoriesQuery => (query.author ? base(q).where('stories.author_name', '=', query.author) : base(q));

  const [countRow, rows, authors] = await Promise.all([
    filtered(db.selectFrom('stories')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    filtered(db.selectFrom('stories'))
      .select((eb) => [
        'stories.id',
        'stories.title',
        'stories.author_name',
        'stories.mode',
        'stories.updated_at',
        'stories.is_public',
        'stories.image_id',
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
      .orderBy('stories.updated_at', 'desc')
      .orderBy('stories.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base(db.selectFrom('stories')).select('stories.author_name').distinct().orderBy('stories.author_name').execute(),
  ]);

  return {
    rows: rows.map((r) => {
      const generations = Number(r.generations ?? 0);
      return {
        id: r.id,
        title: r.title,
        authorName: r.author_name,
        mode: r.mode,
        updatedAt: r.updated_at,
        isPublic: r.is_public === 1,
        imageCount: Math.max(generations, r.image_id ? 1 : 0),
        image: r.image_id ? { url: `/api/images/${r.image_id}`, style: r.style ?? null } : null,
      };
    }),
    total: Number(countRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    authors: authors.map((a) => a.author_name),
  };
}
