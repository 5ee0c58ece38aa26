import { z } from 'zod';
import { ANONYMOUS_AUTHOR_ID, type StoryDto, type StorySummaryDto } from '../../shared/schemas/story';
import { STORY_MODES, type StoryMode } from '../../shared/story-modes';
import type { Story } from '../db/schema';
import { parseJson } from '../../shared/json-depth';
import { imageUrl } from '../media/image-url';

const answersSchema = z.array(z.string());
const modeStateSchema = z.record(z.string(), z.unknown());

/** A stored JSON column (admin/export-user-data.ts reads them through here too). */
export { parseJson };

/** Stored mode strings are always one of STORY_MODES (the save schema checks); an old row falls back to GHOST. */
const modeOf = (mode: string): StoryMode => STORY_MODES.find((m) => m === mode) ?? 'GHOST';

/** A stored story as the API returns it: NULL author is the public user 'anonymous'. */
export function toStoryDto(row: Story): StoryDto {
  const answers = answersSchema.safeParse(parseJson(row.answers));
  const modeState = modeStateSchema.safeParse(parseJson(row.mode_state));
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    mode: modeOf(row.mode),
    language: row.language,
    category: row.category,
    answers: answers.success ? answers.data : [],
    modeState: modeState.success ? modeState.data : null,
    authorId: row.author_id ?? ANONYMOUS_AUTHOR_ID,
    authorName: row.author_name,
    isPublic: row.is_public === 1,
    publishedAt: row.published_at,
    imageUrl: imageUrl(row.image_id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    reviewNote: row.review_note ?? null,
    hasVoice: (row.voice_pages ?? 0) > 0,
  };
}

export type StorySummaryRow = Pick<
  Story,
  'id' | 'title' | 'status' | 'mode' | 'language' | 'author_name' | 'is_public' | 'image_id' | 'created_at' | 'updated_at'
> &
  Partial<Pick<Story, 'review_note' | 'voice_pages'>>;

export function toStorySummaryDto(row: StorySummaryRow): StorySummaryDto {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    mode: modeOf(row.mode),
    language: row.language,
    authorName: row.author_name,
    isPublic: row.is_public === 1,
    hasImage: row.image_id !== null,
    // Only a story with the child's voice says so (absent: none), as the note: the list stays light.
    ...((row.voice_pages ?? 0) > 0 ? { hasVoice: true } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    // Only a story sent back carries the teacher's note: the list stays light.
    ...(row.review_note ? { reviewNote: row.review_note } : {}),
  };
}
