import type { Kysely } from 'kysely';
import { STORY_MESSAGES } from '../../shared/schemas/story';
import { VOICE_MESSAGES, type RecordingDto, type VoiceMime } from '../../shared/schemas/voice';
import { voicePages } from '../../shared/voice-pages';
import type { Database, RecordingsTable, StoriesTable } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { sameText } from '../auth/secrets';
import { canEditStory, canReadStory, type StoryCaller } from '../stories/story-access';

const VOICE_STORY_COLUMNS = [
  'id',
  'title',
  'content',
  'language',
  'author_id',
  'author_name',
  'public_author',
  'public_initials',
  'mode_state',
  'is_public',
  'voice_link_secret',
] as const;

/** What the voice routes read of a story. */
export type VoiceStory = Required<Pick<StoriesTable, (typeof VOICE_STORY_COLUMNS)[number]>>;

export async function findVoiceStory(db: Kysely<Database>, id: string): Promise<VoiceStory | undefined> {
  const row = await db.selectFrom('stories').select(VOICE_STORY_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, public_author: row.public_author ?? null, public_initials: row.public_initials ?? 0, voice_link_secret: row.voice_link_secret ?? null };
}

/** The story, for a caller who may read it; 404 otherwise (an id reveals nothing). */
export async function readableVoiceStory(db: Kysely<Database>, caller: StoryCaller | null, id: string): Promise<VoiceStory> {
  const story = await findVoiceStory(db, id);
  if (!story || !canReadStory(caller, story)) throw notFound(STORY_MESSAGES.notFound);
  return story;
}

export const notYourStory = () => new HttpError(403, 'not_your_story', VOICE_MESSAGES.notYourStory);

/** The story, for its author or the superuser: 404 when the caller cannot even read it, 403 when only read. */
export async function editableVoiceStory(db: Kysely<Database>, caller: StoryCaller, id: string): Promise<VoiceStory> {
  const story = await readableVoiceStory(db, caller, id);
  if (!canEditStory(caller, story)) throw notYourStory();
  return story;
}

/** The name a listener sees: the initials a published story was signed with, else the author's name. */
export const shownAuthorOf = (story: Pick<VoiceStory, 'author_name' | 'public_author'>): string => story.public_author ?? story.author_name;

export const recordingUrl = (id: string, secret?: string | null): string => `/api/recordings/${id}${secret ? `?k=${secret}` : ''}`;

export type RecordingRow = Omit<RecordingsTable, 'data'>;
export const RECORDING_COLUMNS = ['id', 'story_id', 'page', 'author_id', 'mime', 'size', 'duration_ms', 'client_id', 'created_at'] as const;

export function toRecordingDto(row: RecordingRow, secret?: string | null): RecordingDto {
  return {
    id: row.id,
    storyId: row.story_id,
    page: row.page,
    mime: row.mime as VoiceMime,
    size: row.size,
    durationMs: row.duration_ms,
    createdAt: row.created_at,
    url: recordingUrl(row.id, secret),
  };
}

export async function storyRecordings(db: Kysely<Database>, storyId: string): Promise<RecordingRow[]> {
  return db.selectFrom('recordings').select(RECORDING_COLUMNS).where('story_id', '=', storyId).orderBy('page').execute();
}

/** stories.voice_pages = how many of the story's pages have a recording (the archive's indicator). */
export async function recountVoicePages(trx: Kysely<Database>, storyId: string): Promise<void> {
  await trx
    .updateTable('stories')
    .set((eb) => ({
      voice_pages: eb
        .selectFrom('recordings')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('recordings.story_id', '=', storyId),
    }))
    .where('id', '=', storyId)
    .execute();
}

/**
 * After the text of a story changes: a recording of a page the new text no longer has cannot be
 * heard, so it is removed (it would only use the child's space). Returns the new voice_pages.
 */
export async function dropRecordingsPastPages(db: Kysely<Database>, storyId: string, content: string): Promise<number> {
  const pages = voicePages(content).length;
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recordings').where('story_id', '=', storyId).where('page', '>=', pages).execute();
    await recountVoicePages(trx, storyId);
    const row = await trx.selectFrom('stories').select('voice_pages').where('id', '=', storyId).executeTakeFirst();
    return Number(row?.voice_pages ?? 0);
  });
}

/** Whether the given secret is the story's voice link secret (compared in constant time). */
export const sameVoiceSecret = (given: string | undefined, stored: string | null): boolean => Boolean(given && stored && sameText(given, stored));

/** Bytes an author's recordings use. */
export async function usedBytesOf(db: Kysely<Database>, authorId: string | null): Promise<number> {
  let query = db.selectFrom('recordings').select((eb) => eb.fn.sum<number | string | null>('size').as('n'));
  if (authorId !== null) query = query.where('author_id', '=', authorId);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}
