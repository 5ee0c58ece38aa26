import { z } from 'zod';
import { READING_STORY_CONTENT_MAX, READING_STORY_TITLE_MAX } from '../constants';
import { API_MESSAGES } from '../messages/api-messages';
import { requiredText } from './required-text';

/** Spec 000 §5 and §8 messages for reading stories, shared by the form and the API. */
export const READING_STORY_MESSAGES = API_MESSAGES.readingStory;

/** Author shown when a reading story has none (spec 000 §3: the superuser publishes it). */
export const READING_STORY_DEFAULT_AUTHOR = 'SuperUser';

/** A form or multipart field: booleans arrive as 'true' / 'false' strings in multipart bodies. */
export const flagSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])], { error: 'Valore non valido' })
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const title = requiredText(READING_STORY_TITLE_MAX, READING_STORY_MESSAGES.titleRequired, READING_STORY_MESSAGES.titleTooLong);
const content = requiredText(READING_STORY_CONTENT_MAX, READING_STORY_MESSAGES.contentRequired, READING_STORY_MESSAGES.contentTooLong);

const author = z
  .string({ error: READING_STORY_MESSAGES.authorTooLong })
  .trim()
  .max(100, READING_STORY_MESSAGES.authorTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** What the form edits: the same rules validate it in the browser and on the server. */
export const readingStoryFormSchema = z.object({ title, content, author });
export type ReadingStoryFormInput = z.input<typeof readingStoryFormSchema>;

/** Create or update body. `removeImage` drops the current image; a new file replaces it. */
export const readingStoryInputSchema = readingStoryFormSchema.extend({ removeImage: flagSchema });

export const readingStorySchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  author: z.string().nullable(),
  imageId: z.string().nullable(),
  /** Where the browser loads the image (GET /api/images/:id), or null. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReadingStory = z.infer<typeof readingStorySchema>;

/** Readers see the list by title; the superuser's management list is newest first. */
export const storyListSortSchema = z.object({
  sort: z.enum(['title', 'newest'], { error: 'Ordinamento non valido' }).default('title'),
});
export type StoryListSort = z.output<typeof storyListSortSchema>['sort'];

export const storyIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Largest image a story accepts: the multipart limit registered in the server's app.ts. */
export const STORY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Image types recognised by their first bytes (never by the file name). */
export const STORY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type StoryImageType = (typeof STORY_IMAGE_TYPES)[number];

export const STORY_IMAGE_MESSAGES = API_MESSAGES.storyImage;
