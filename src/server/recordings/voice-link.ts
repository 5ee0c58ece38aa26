import type { Kysely } from 'kysely';
import { VOICE_MESSAGES, type VoiceLinkDto, type VoiceLinkStoryDto } from '../../shared/schemas/voice';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { publicContentOf } from '../stories/get-story';
import type { StoryCaller } from '../stories/story-access';
import { newSecret } from '../auth/secrets';
import { editableVoiceStory, findVoiceStory, sameVoiceSecret, shownAuthorOf, storyRecordings, toRecordingDto } from './voice-story';

export const voiceLinkPath = (storyId: string, secret: string): string => `/voce/${storyId}?k=${secret}`;

/**
 * The story's private voice link (what a booklet's QR carries for a story not published): its
 * secret is made once and kept until revoked. Two calls at once get the same secret.
 */
export async function ensureVoiceLinkSecret(db: Kysely<Database>, storyId: string): Promise<string> {
  await db.updateTable('stories').set({ voice_link_secret: newSecret() }).where('id', '=', storyId).where('voice_link_secret', 'is', null).execute();
  const row = await db.selectFrom('stories').select('voice_link_secret').where('id', '=', storyId).executeTakeFirst();
  if (!row?.voice_link_secret) throw notFound(VOICE_MESSAGES.notFound);
  return row.voice_link_secret;
}

/** POST /api/stories/:id/voice-link: the author or the superuser. */
export async function createVoiceLink({ db, caller, storyId }: { db: Kysely<Database>; caller: StoryCaller; storyId: string }): Promise<VoiceLinkDto> {
  const story = await editableVoiceStory(db, caller, storyId);
  return { url: voiceLinkPath(story.id, await ensureVoiceLinkSecret(db, story.id)) };
}

/** DELETE /api/stories/:id/voice-link: every printed QR of the private link stops working. */
export async function revokeVoiceLink({ db, caller, storyId }: { db: Kysely<Database>; caller: StoryCaller; storyId: string }): Promise<void> {
  const story = await editableVoiceStory(db, caller, storyId);
  await db.updateTable('stories').set({ voice_link_secret: null }).where('id', '=', story.id).execute();
}

/**
 * GET /api/voice-links/:storyId?k=…: what a booklet's QR opens, without a login. A published
 * story opens for everyone; otherwise the link's secret must be the story's current one.
 */
export async function openVoiceLink({
  db,
  storyId,
  secret,
}: {
  db: Kysely<Database>;
  storyId: string;
  secret?: string | undefined;
}): Promise<VoiceLinkStoryDto> {
  const story = await findVoiceStory(db, storyId);
  if (!story) throw notFound(VOICE_MESSAGES.linkInvalid);
  const withSecret = sameVoiceSecret(secret, story.voice_link_secret);
  if (story.is_public !== 1 && !withSecret) throw notFound(VOICE_MESSAGES.linkInvalid);
  const rows = await storyRecordings(db, story.id);
  return {
    storyId: story.id,
    title: story.title,
    authorName: shownAuthorOf(story),
    // Published 'con le iniziali', a class story names its children by their initials here too.
    content: story.is_public === 1 ? publicContentOf(story) : story.content,
    language: story.language,
    recordings: rows.map((r) => toRecordingDto(r, withSecret ? story.voice_link_secret : null)),
  };
}
