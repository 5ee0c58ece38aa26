import type { Kysely } from 'kysely';
import { VOICE_LIMITS, type StoryVoiceDto } from '../../shared/schemas/voice';
import type { Database } from '../db/schema';
import { hasVoiceConsent } from '../auth/session-user';
import type { StoryCaller } from '../stories/story-access';
import { readableVoiceStory, storyRecordings, toRecordingDto, usedBytesOf } from './voice-story';

/**
 * GET /api/stories/:id/recordings: the story's recordings for whoever may read the story, and for
 * its author what she may do (the adult's consent, the space she uses).
 */
export async function listStoryRecordings({
  db,
  caller,
  storyId,
}: {
  db: Kysely<Database>;
  caller: StoryCaller | null;
  storyId: string;
}): Promise<StoryVoiceDto> {
  const story = await readableVoiceStory(db, caller, storyId);
  const rows = await storyRecordings(db, story.id);
  const isAuthor = caller !== null && story.author_id !== null && story.author_id === caller.id;
  const [consent, usedBytes] = isAuthor ? await Promise.all([hasVoiceConsent(db, caller.id), usedBytesOf(db, caller.id)]) : [false, 0];
  return {
    recordings: rows.map((r) => toRecordingDto(r)),
    isAuthor,
    consent,
    usedBytes,
    limitBytes: isAuthor ? VOICE_LIMITS.profileBytes : 0,
  };
}
