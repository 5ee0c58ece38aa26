import type { Kysely } from 'kysely';
import { VOICE_MESSAGES } from '../../shared/schemas/voice';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import type { StoryCaller } from '../stories/story-access';
import { editableVoiceStory, recountVoicePages } from './voice-story';

/**
 * DELETE /api/stories/:id/recordings[/:page]: the author (or the superuser) removes one page's
 * recording, or all of the story's. Removing what is not there is not an error.
 */
export async function deleteStoryRecordings({
  db,
  caller,
  storyId,
  page,
}: {
  db: Kysely<Database>;
  caller: StoryCaller;
  storyId: string;
  page?: number;
}): Promise<void> {
  const story = await editableVoiceStory(db, caller, storyId);
  await db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom('recordings').where('story_id', '=', story.id);
    if (page !== undefined) query = query.where('page', '=', page);
    await query.execute();
    await recountVoicePages(trx, story.id);
  });
}

/** DELETE /api/admin/recordings/:id: the superuser removes any recording. */
export async function deleteRecordingById({ db, id }: { db: Kysely<Database>; id: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('recordings').select(['id', 'story_id']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(VOICE_MESSAGES.notFound);
    await trx.deleteFrom('recordings').where('id', '=', row.id).execute();
    await recountVoicePages(trx, row.story_id);
  });
}
