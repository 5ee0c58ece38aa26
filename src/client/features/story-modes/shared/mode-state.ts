import { z, type ZodType } from 'zod';
import { storyLanguageSchema, type StoryDto } from '../../../../shared/schemas/story';
import { editorErrorSchema, type EditorError, type StorySavePayload } from './editor-state';

/**
 * The fields every mode's state keeps about the story besides its own steps: the title, the
 * language, the message on screen, the saved story it updates (set after the first save, or when
 * reopened) and whether the work is saved (true right after a save, until the next change).
 */
export const storyFieldsShape = {
  title: z.string(),
  language: storyLanguageSchema,
  error: editorErrorSchema.nullable(),
  storyId: z.string().nullable(),
  saved: z.boolean(),
};

/** A 0-based position in a list of `count` (the question, phase or series on screen). */
export function indexSchema(count: number) {
  return z
    .number()
    .int()
    .min(0)
    .max(count - 1);
}

export type StoryFields = z.infer<z.ZodObject<typeof storyFieldsShape>>;

/** The story fields of a new story: untitled, in Italian, nothing saved yet. */
export function initialStoryFields(): StoryFields {
  return { title: '', language: 'italian', error: null, storyId: null, saved: false };
}

/** The story fields of a saved story reopened for editing. */
export function reopenedStoryFields(story: Pick<StoryDto, 'id' | 'title' | 'language'>): Omit<StoryFields, 'error'> {
  return { title: story.title, language: story.language, storyId: story.id, saved: true };
}

/**
 * The story fields of a mode whose translation lives in its state (so the draft keeps it), plus
 * the text from before translating (`original`, restored by the language toggle) and whether a
 * translation is running.
 */
export function translatableFieldsShape<T extends ZodType>(snapshot: T) {
  return { ...storyFieldsShape, original: snapshot.nullable(), translating: z.boolean() };
}

/** The translatable story fields of a new story: nothing translated, nothing running. */
export function initialTranslatableFields(): StoryFields & { original: null; translating: false } {
  return { ...initialStoryFields(), original: null, translating: false };
}

/**
 * The body of POST /api/stories, but the title (the save dialog asks for it): the mode's own
 * fields, the story to update when there is one, and the language.
 */
export function savePayload(state: Pick<StoryFields, 'storyId' | 'language'>, story: Omit<StorySavePayload, 'id' | 'language'>): StorySavePayload {
  return { ...(state.storyId ? { id: state.storyId } : {}), ...story, language: state.language };
}

/**
 * A draft read back from local storage: the same state, with what belonged to the moment it was
 * written (a running translation, a message on screen) left behind. For `schema.transform(...)`.
 */
export function leftBehind<S extends { translating: boolean; error: EditorError | null }>(state: S): S {
  return { ...state, translating: false, error: null };
}

/** A stored draft as a mode's state, or null when it does not fit the schema. */
export function parseDraft<S>(schema: ZodType<S>, value: unknown): S | null {
  return schema.safeParse(value).data ?? null;
}
