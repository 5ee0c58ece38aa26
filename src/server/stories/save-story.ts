import type { Kysely } from 'kysely';
import { ANONYMOUS_AUTHOR_NAME, STORY_MESSAGES, type StoryDto, type StorySave } from '../../shared/schemas/story';
import { foldText } from '../../shared/fold-text';
import { collapseBlankLines } from '../../shared/story-text';
import { isUniqueViolation } from '../db/db-errors';
import type { Database, Story } from '../db/schema';
import { notFound } from '../http/errors';
import { canEditStory, type StoryCaller } from './story-access';
import { moderationChange } from './moderation-change';
import { dropRecordingsPastPages } from '../recordings/voice-story';
import { toStoryDto } from './story-dto';
import { assertStoryContentAllowed } from './story-content';
import { insertStoryBatched } from './story-insert-batch';
import { newStoryId } from './story-id';

export interface SaveStoryOptions {
  db: Kysely<Database>;
  /** null: the public user. */
  caller: StoryCaller | null;
  input: StorySave;
  now?: Date;
}

export interface SaveStoryResult {
  story: StoryDto;
  created: boolean;
}

/**
 * Saves a story (spec 000 §4, spec 001 §4): creates it, or updates the story with `input.id`
 * when the caller is its author or the superuser. Another caller gets 'Storia non trovata', so
 * nobody learns that the id exists. A logged-in profile is the author; without a session the
 * story belongs to the public user ('Anonimo', author_id NULL), who can only create. A saved
 * story is never public: only the superuser publishes. CSS stories collapse runs of blank lines.
 * An update keeps the author, the image and, when left out, the answers, category and mode state.
 */
export async function saveStory(options: SaveStoryOptions): Promise<SaveStoryResult> {
  assertStoryContentAllowed(options.input);
  try {
    return await saveOnce(options);
  } catch (error) {
    // Two saves of a new story raced for its id (a double click): the second one updates.
    if (isUniqueViolation(error)) return saveOnce(options);
    throw error;
  }
}

async function saveOnce({ db, caller, input, now = new Date() }: SaveStoryOptions): Promise<SaveStoryResult> {
  const at = now.toISOString();
  const content = input.mode === 'CSS' ? collapseBlankLines(input.content) : input.content;
  const common = {
    title: input.title,
    title_fold: foldText(input.title),
    content,
    status: input.status,
    mode: input.mode,
    language: input.language,
    is_public: 0,
    published_at: null,
    updated_at: at,
  };

  if (input.id !== undefined) {
    const existing = await db.selectFrom('stories').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (existing) {
      if (!canEditStory(caller, existing)) throw notFound(STORY_MESSAGES.notFound);
      const updated = await db
        .updateTable('stories')
        .set({
          ...common,
          // The author's save takes it back to 'Da moderare'; the superuser's keeps it reviewed.
          ...(caller?.isSuperuser ? {} : moderationChange({ kind: 'authorEdit' }, at)),
          ...(input.answers !== undefined ? { answers: JSON.stringify(input.answers) } : {}),
          ...(input.category !== undefined ? { category: input.category || null } : {}),
          ...(input.modeState !== undefined ? { mode_state: input.modeState === null ? null : JSON.stringify(input.modeState) } : {}),
        })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow(() => notFound(STORY_MESSAGES.notFound));
      if ((updated.voice_pages ?? 0) > 0) updated.voice_pages = await dropRecordingsPastPages(db, updated.id, updated.content);
      return { story: toStoryDto(updated), created: false };
    }
  }

  const row: Story = {
    id: input.id ?? newStoryId(now.getTime()),
    ...common,
    category: input.category || null,
    answers: JSON.stringify(input.answers ?? []),
    mode_state: input.modeState ? JSON.stringify(input.modeState) : null,
    author_id: caller ? caller.id : null,
    author_name: caller ? caller.name : ANONYMOUS_AUTHOR_NAME,
    image_id: null,
    created_at: at,
    reviewed_at: null,
    public_author: null,
    public_initials: 0,
    review_note: null,
    voice_pages: 0,
    voice_link_secret: null,
  };
  await insertStoryBatched(db, row);
  return { story: toStoryDto(row), created: true };
}
