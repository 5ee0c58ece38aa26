import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { VOICE_LIMITS, VOICE_MESSAGES, type RecordingDto } from '../../shared/schemas/voice';
import { voicePages } from '../../shared/voice-pages';
import type { DbKind } from '../db/database';
import type { Database } from '../db/schema';
import { hasVoiceConsent } from '../auth/session-user';
import { badRequest, HttpError } from '../http/errors';
import { detectAudio } from '../media/detect-audio';
import type { StoryCaller } from '../stories/story-access';
import { findVoiceStory, notYourStory, RECORDING_COLUMNS, readableVoiceStory, recountVoicePages, toRecordingDto } from './voice-story';

export interface StoreRecordingOptions {
  db: Kysely<Database>;
  dbKind: DbKind;
  caller: StoryCaller;
  storyId: string;
  page: number;
  clientId?: string | undefined;
  body: unknown;
  /** The whole site's space for voices (VOICE_SITE_LIMIT_MB). */
  siteLimitBytes: number;
  now?: Date;
}

/**
 * PostgreSQL's transaction lock around a recording's write: one at a time on the whole site, so that
 * two uploads at once can neither both fit in the last of a child's or the site's space nor both
 * take the same page. SQLite writes one transaction at a time already.
 */
const RECORDING_WRITE_LOCK = 0x766f6365; // 'voce'

export const invalidAudio = () => new HttpError(415, 'invalid_audio', VOICE_MESSAGES.notAudio);

/**
 * PUT /api/stories/:id/recordings/:page: the author keeps her voice on one page of her story.
 * Only audio identified by its container's magic bytes, within the size and duration caps and the
 * profile's and site's space; the page's previous recording is replaced in the same transaction
 * and stories.voice_pages recounted. A resend of the offline outbox (same clientId) answers the
 * recording already stored.
 */
export async function storeRecording({
  db,
  dbKind,
  caller,
  storyId,
  page,
  clientId,
  body,
  siteLimitBytes,
  now = new Date(),
}: StoreRecordingOptions): Promise<{ recording: RecordingDto; created: boolean }> {
  const story = await readableVoiceStory(db, caller, storyId);
  if (story.author_id === null || story.author_id !== caller.id) throw notYourStory();
  if (!(await hasVoiceConsent(db, caller.id))) throw new HttpError(403, 'voice_consent_required', VOICE_MESSAGES.consentRequired);
  if (clientId !== undefined) {
    const stored = await db
      .selectFrom('recordings')
      .select(RECORDING_COLUMNS)
      .where('story_id', '=', story.id)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (stored) return { recording: toRecordingDto(stored), created: false };
  }
  if (page >= voicePages(story.content).length) throw badRequest(VOICE_MESSAGES.pageInvalid, { page: VOICE_MESSAGES.pageInvalid });
  if (!Buffer.isBuffer(body) || body.length === 0) throw invalidAudio();
  if (body.length > VOICE_LIMITS.maxBytes) throw new HttpError(413, 'audio_too_large', VOICE_MESSAGES.tooLarge);
  const audio = detectAudio(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
  if (!audio) throw invalidAudio();
  if (audio.durationMs > VOICE_LIMITS.maxSeconds * 1000) throw new HttpError(413, 'audio_too_long', VOICE_MESSAGES.tooLong);

  const row = {
    id: randomUUID(),
    story_id: story.id,
    page,
    author_id: caller.id,
    mime: audio.mime,
    data: body,
    size: body.length,
    duration_ms: Math.round(audio.durationMs),
    client_id: clientId ?? null,
    created_at: now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    if (dbKind === 'postgres') await sql`select pg_advisory_xact_lock(${RECORDING_WRITE_LOCK})`.execute(trx);
    // The story may have been deleted meanwhile: then nothing is stored.
    if (!(await findVoiceStory(trx, story.id))) throw new HttpError(404, 'not_found', VOICE_MESSAGES.notFound);
    const previous = await trx.selectFrom('recordings').select(['id', 'size']).where('story_id', '=', story.id).where('page', '=', page).executeTakeFirst();
    const replaced = previous?.size ?? 0;
    const sums = await trx
      .selectFrom('recordings')
      .select((eb) => [
        eb.fn.sum<number | string | null>('size').as('site'),
        eb.fn.sum<number | string | null>(eb.case().when('author_id', '=', caller.id).then(eb.ref('size')).else(0).end()).as('mine'),
      ])
      .executeTakeFirst();
    const mine = Number(sums?.mine ?? 0) - replaced;
    const site = Number(sums?.site ?? 0) - replaced;
    if (mine + row.size > VOICE_LIMITS.profileBytes) throw new HttpError(413, 'voice_profile_full', VOICE_MESSAGES.profileFull);
    if (site + row.size > siteLimitBytes) throw new HttpError(507, 'voice_site_full', VOICE_MESSAGES.siteFull);
    if (previous) await trx.deleteFrom('recordings').where('id', '=', previous.id).execute();
    await trx.insertInto('recordings').values(row).execute();
    await recountVoicePages(trx, story.id);
  });
  return { recording: toRecordingDto(row), created: true };
}
