import { sql, type Kysely } from 'kysely';
import { foldedContainsPattern } from '../../shared/fold-text';
import type { AdminRecordingsDto } from '../../shared/schemas/voice';
import type { Database } from '../db/schema';
import { recordingUrl, shownAuthorOf, usedBytesOf } from './voice-story';

const PAGE_SIZE = 20;

/**
 * GET /api/admin/recordings: the superuser's list of every recording, newest first, searched by
 * story title or author name (accents and case aside), with the space all voices use.
 */
export async function listAdminRecordings({
  db,
  page,
  q,
  siteLimitBytes,
}: {
  db: Kysely<Database>;
  page: number;
  q: string;
  siteLimitBytes: number;
}): Promise<AdminRecordingsDto> {
  let base = db.selectFrom('recordings').innerJoin('stories', 'stories.id', 'recordings.story_id').leftJoin('users', 'users.id', 'recordings.author_id');
  if (q !== '') {
    const pattern = foldedContainsPattern(q);
    base = base.where(sql<boolean>`(stories.title_fold like ${pattern} escape '\\' or users.name_fold like ${pattern} escape '\\')`);
  }
  const [countRow, rows, usedBytes] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    base
      .select([
        'recordings.id',
        'recordings.story_id',
        'recordings.page',
        'recordings.size',
        'recordings.duration_ms',
        'recordings.created_at',
        'stories.title',
        'stories.author_name',
        'stories.public_author',
        'users.name as user_name',
      ])
      .orderBy('recordings.created_at', 'desc')
      .orderBy('recordings.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    usedBytesOf(db, null),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      storyId: r.story_id,
      storyTitle: r.title,
      authorName: r.user_name ?? shownAuthorOf({ author_name: r.author_name, public_author: r.public_author ?? null }),
      page: r.page,
      size: r.size,
      durationMs: r.duration_ms,
      createdAt: r.created_at,
      url: recordingUrl(r.id),
    })),
    total: Number(countRow?.n ?? 0),
    page,
    pageSize: PAGE_SIZE,
    usedBytes,
    siteLimitBytes,
  };
}
