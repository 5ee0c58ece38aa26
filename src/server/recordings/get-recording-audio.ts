import type { Kysely } from 'kysely';
import { VOICE_MESSAGES } from '../../shared/schemas/voice';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { canReadStory, type StoryCaller } from '../stories/story-access';
import { sameVoiceSecret } from './voice-story';

export interface RecordingAudio {
  mime: string;
  data: Buffer;
  /** The story is published: a browser may keep it. */
  isPublic: boolean;
}

/**
 * GET /api/recordings/:id: the audio, for whoever may read its story (author, superuser, anyone
 * once published) or holds the story's private voice link (`k`). Anything else is 'not found'.
 */
export async function getRecordingAudio({
  db,
  caller,
  id,
  secret,
}: {
  db: Kysely<Database>;
  caller: StoryCaller | null;
  id: string;
  secret?: string | undefined;
}): Promise<RecordingAudio> {
  const row = await db
    .selectFrom('recordings')
    .innerJoin('stories', 'stories.id', 'recordings.story_id')
    .select(['recordings.mime', 'recordings.data', 'stories.author_id', 'stories.is_public', 'stories.voice_link_secret'])
    .where('recordings.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(VOICE_MESSAGES.notFound);
  if (!canReadStory(caller, row) && !sameVoiceSecret(secret, row.voice_link_secret ?? null)) throw notFound(VOICE_MESSAGES.notFound);
  return { mime: row.mime, data: Buffer.from(row.data), isPublic: row.is_public === 1 };
}

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One `Range: bytes=…` of a file of `size` bytes (end inclusive); null for no (or an unusable)
 * header, which answers the whole file, 'unsatisfiable' for a range past its end (416).
 * Several ranges are answered with the first (Safari asks one at a time).
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const m = /^bytes=\s*(\d*)-(\d*)\s*(?:,.*)?$/.exec(header.trim());
  if (!m) return null;
  const [, from = '', to = ''] = m;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}
