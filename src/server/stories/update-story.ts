import type { Kysely } from 'kysely';
import { STORY_MESSAGES, type StoryDto, type StoryUpdate } from '../../shared/schemas/story';
import { foldText } from '../../shared/fold-text';
import { collapseBlankLines } from '../../shared/story-text';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { canEditStory, type StoryCaller } from './story-access';
import { assertStoryContentAllowed } from './story-content';
import { moderationChange } from './moderation-change';
import { toStoryDto } from './story-dto';
import { dropRecordingsPastPages } from '../recordings/voice-story';

export interface UpdateStoryOptions {
  db: Kysely<Database>;
  caller: StoryCaller;
  id: string;
  input: StoryUpdate;
  now?: Date;
}

/**
 * The viewer's edit (spec 001 §2): title, content or language, by the author or the superuser.
 * An author's change takes the story back to 'Da moderare', published or sent back
 * (moderationChange); the superuser's own corrections keep its state.
 */
export async function updateStory({ db, caller, id, input, now = new Date() }: UpdateStoryOptions): Promise<StoryDto> {
  assertStoryContentAllowed(input);
  const existing = await db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!existing || !canEditStory(caller, existing)) throw notFound(STORY_MESSAGES.notFound);
  const content = input.content === undefined ? undefined : existing.mode === 'CSS' ? collapseBlankLines(input.content) : input.content;
  const updated = await db
    .updateTable('stories')
    .set({
      ...(input.title !== undefined ? { title: input.title, title_fold: foldText(input.title) } : {}),
      ...(content !== undefined ? { content } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      ...moderationChange({ kind: caller.isSuperuser ? 'superuserEdit' : 'authorEdit' }, now.toISOString()),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow(() => notFound(STORY_MESSAGES.notFound));
  if (content !== undefined && (updated.voice_pages ?? 0) > 0) updated.voice_pages = await dropRecordingsPastPages(db, id, content);
  return toStoryDto(updated);
}
