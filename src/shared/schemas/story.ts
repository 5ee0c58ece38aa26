import { z } from 'zod';
import { API_MESSAGES } from '../messages/api-messages';
import { STORY_TITLE_MAX, STORY_ANSWERS_MAX, STORY_ANSWER_MAX, STORY_PAGE_SIZE_DEFAULT } from '../constants';
export { STORY_TITLE_MAX, STORY_ANSWERS_MAX, STORY_ANSWER_MAX, STORY_PAGE_SIZE_DEFAULT };
import { STORY_MODES, type StoryMode } from '../story-modes';
import { jsonValueTooDeep } from '../json-depth';
import { requiredText } from './required-text';

export const STORY_STATUSES = ['completed', 'suspended'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const STORY_LANGUAGES = ['italian', 'english'] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/** The public (unregistered) user of spec 000 §3: stored with author_id NULL. */
export const ANONYMOUS_AUTHOR_ID = 'anonymous';
export const ANONYMOUS_AUTHOR_NAME = 'Anonimo';

export const STORY_CONTENT_MAX = 100_000;
export const STORY_CATEGORY_MAX = 100;
/** Largest mode-specific state, as JSON text. */
export const STORY_MODE_STATE_MAX_BYTES = 64 * 1024;
export const STORY_PAGE_SIZE_MAX = 200;

/** Italian strings of spec 000 §8 and spec 001 §5/§8 about stories. */
export const STORY_MESSAGES = API_MESSAGES.story;

/** NUL cannot be stored (PostgreSQL refuses it) and never comes from a keyboard. */
const hasNoNul = (v: string) => !v.includes('\u0000');

export const storyModeSchema = z.enum(STORY_MODES, { error: STORY_MESSAGES.modeInvalid });
export const storyStatusSchema = z.enum(STORY_STATUSES, { error: STORY_MESSAGES.statusInvalid });
export const storyLanguageSchema = z.enum(STORY_LANGUAGES, { error: STORY_MESSAGES.languageInvalid });

export const storyTitleSchema = requiredText(STORY_TITLE_MAX, STORY_MESSAGES.titleRequired, STORY_MESSAGES.titleTooLong).refine(
  hasNoNul,
  STORY_MESSAGES.invalidCharacters,
);

const storyContentSchema = z
  .string({ error: STORY_MESSAGES.contentRequired })
  .max(STORY_CONTENT_MAX, STORY_MESSAGES.contentTooLong)
  .refine(hasNoNul, STORY_MESSAGES.invalidCharacters);

/** Bytes of a value as JSON text; a value nested too deeply to measure safely counts as too large. */
const jsonSize = (value: unknown): number => {
  if (jsonValueTooDeep(value)) return Number.POSITIVE_INFINITY;
  try {
    return new TextEncoder().encode(JSON.stringify(value)).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

export const storyModeStateSchema = z
  .record(z.string(), z.unknown(), { error: STORY_MESSAGES.modeStateInvalid })
  .refine((v) => !jsonValueTooDeep(v), { message: STORY_MESSAGES.modeStateInvalid, abort: true })
  .refine((v) => jsonSize(v) <= STORY_MODE_STATE_MAX_BYTES, STORY_MESSAGES.modeStateTooLarge);

/** Body of POST /api/stories: create, or update the story with this id. */
export const storySaveSchema = z
  .object({
    id: z.uuid(STORY_MESSAGES.idInvalid).optional(),
    title: storyTitleSchema,
    content: storyContentSchema,
    status: storyStatusSchema,
    mode: storyModeSchema,
    language: storyLanguageSchema.default('italian'),
    answers: z
      .array(z.string({ error: STORY_MESSAGES.answerTooLong }).max(STORY_ANSWER_MAX, STORY_MESSAGES.answerTooLong), { error: STORY_MESSAGES.answersTooMany })
      .max(STORY_ANSWERS_MAX, STORY_MESSAGES.answersTooMany)
      .optional(),
    category: z
      .string({ error: STORY_MESSAGES.categoryInvalid })
      .trim()
      .max(STORY_CATEGORY_MAX, STORY_MESSAGES.categoryInvalid)
      .refine(hasNoNul, STORY_MESSAGES.categoryInvalid)
      .nullable()
      .optional(),
    modeState: storyModeStateSchema.nullable().optional(),
  })
  .refine((v) => v.status === 'suspended' || v.content.trim().length > 0, { message: STORY_MESSAGES.contentRequired, path: ['content'] });
export type StorySaveInput = z.input<typeof storySaveSchema>;
export type StorySave = z.output<typeof storySaveSchema>;

/** Body of PATCH /api/stories/:id (the viewer's edit mode): at least one field. */
export const storyUpdateSchema = z
  .object({
    title: storyTitleSchema.optional(),
    content: storyContentSchema.refine((v) => v.trim().length > 0, STORY_MESSAGES.contentRequired).optional(),
    language: storyLanguageSchema.optional(),
  })
  .refine((v) => v.title !== undefined || v.content !== undefined || v.language !== undefined, { message: STORY_MESSAGES.updateEmpty });
export type StoryUpdateInput = z.input<typeof storyUpdateSchema>;

/** The viewer's edit form: both fields required, by the same rules as PATCH /api/stories/:id. */
export const storyEditFormSchema = z.object({
  title: storyTitleSchema,
  content: storyContentSchema.refine((v) => v.trim().length > 0, STORY_MESSAGES.contentRequired),
});
export type StoryEditForm = z.infer<typeof storyEditFormSchema>;
export type StoryUpdate = z.output<typeof storyUpdateSchema>;

/** The :id of /api/stories/:id. */
export const storyIdParamsSchema = z.object({ id: z.string().trim().min(1, STORY_MESSAGES.notFound).max(200, STORY_MESSAGES.notFound) });

/** The :id of /api/images/:id (a story's, reading story's or science story's image). */
export const imageIdParamsSchema = z.object({ id: z.string().trim().min(1, 'Immagine non disponibile').max(200, 'Immagine non disponibile') });

const pageNumber = (fallback: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: STORY_MESSAGES.pageInvalid })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : Number(v)))
    .pipe(
      z.number({ error: STORY_MESSAGES.pageInvalid }).int(STORY_MESSAGES.pageInvalid).min(1, STORY_MESSAGES.pageInvalid).max(max, STORY_MESSAGES.pageInvalid),
    );

/**
 * Query of GET /api/stories. `mode` filters by category: PROPP also lists PROPP_FREE stories
 * (the archive has one PROPP folder); any other mode matches exactly.
 */
export const storyListQuerySchema = z.object({
  mode: z.preprocess((v) => (v === '' ? undefined : v), storyModeSchema.optional()),
  /** Words of the title, accents and case aside; empty: every story. */
  q: z.string({ error: 'Ricerca non valida' }).max(100, 'La ricerca può avere al massimo 100 caratteri').trim().optional().default(''),
  page: pageNumber(1, 1_000_000),
  pageSize: pageNumber(STORY_PAGE_SIZE_DEFAULT, STORY_PAGE_SIZE_MAX),
});
export type StoryListQuery = z.output<typeof storyListQuerySchema>;

/** The modes a list filter on `mode` covers. */
export function modesOfFilter(mode: StoryMode): StoryMode[] {
  return mode === 'PROPP' ? ['PROPP', 'PROPP_FREE'] : [mode];
}

/**
 * A story as the API returns it. The response schemas below describe what the server sends; the
 * API tests parse real answers with them and the client tests' network handlers (MSW) build
 * their answers through them, so neither side can drift from the other.
 */
export const storyDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  status: storyStatusSchema,
  mode: storyModeSchema,
  language: storyLanguageSchema,
  category: z.string().nullable(),
  answers: z.array(z.string()),
  /** Mode-specific state (PROPP cluster, AIROTS tale, …). */
  modeState: z.record(z.string(), z.unknown()).nullable(),
  /** 'anonymous' for the public user's stories. */
  authorId: z.string(),
  /** 'Anonimo' for the public user. */
  authorName: z.string(),
  isPublic: z.boolean(),
  publishedAt: z.string().nullable(),
  /** '/api/images/{id}' when the story has an image. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The teacher's note when she sent the story back to its author ('Da rivedere'). */
  reviewNote: z.string().nullable().optional(),
  /** The author recorded her voice on at least one page. */
  hasVoice: z.boolean().optional(),
});
export type StoryDto = z.infer<typeof storyDtoSchema>;

/** A row of a list: no content, so lists stay light. */
export const storySummaryDtoSchema = storyDtoSchema
  .pick({ id: true, title: true, status: true, mode: true, language: true, authorName: true, isPublic: true, createdAt: true, updatedAt: true })
  .extend({
    hasImage: z.boolean(),
    /** Laboratorio: a story the child wrote with the class (shown as 'Storia della classe'); not theirs to delete. */
    classStory: z.boolean().optional(),
    reviewNote: z.string().nullable().optional(),
    hasVoice: z.boolean().optional(),
  });
export type StorySummaryDto = z.infer<typeof storySummaryDtoSchema>;

export const storyResponseSchema = z.object({ story: storyDtoSchema });
export type StoryResponse = z.infer<typeof storyResponseSchema>;

export const storyListResponseSchema = z.object({
  stories: z.array(storySummaryDtoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StoryListResponse = z.infer<typeof storyListResponseSchema>;

export const storyDeleteResponseSchema = z.object({ ok: z.literal(true) });
export type StoryDeleteResponse = z.infer<typeof storyDeleteResponseSchema>;
