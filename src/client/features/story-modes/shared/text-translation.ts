import { z } from 'zod';
import { storyLanguageSchema } from '../../../../shared/schemas/story';

/**
 * Modes whose story is one text (word series, PROFESSION) translate it in their state: the
 * language, title and text from before translating are kept, and the language toggle restores
 * them exactly.
 */
export const textSnapshotSchema = z.object({ language: storyLanguageSchema, title: z.string(), text: z.string() });
export type TextSnapshot = z.infer<typeof textSnapshotSchema>;

export type TextTranslatable = TextSnapshot & { original: TextSnapshot | null; translating: boolean; saved: boolean };

/** TRANSLATED: the translation replaces title and text; the first original is kept for the toggle. */
export function withTranslatedText<S extends TextTranslatable>(state: S, translated: TextSnapshot): S {
  return {
    ...state,
    original: state.original ?? { language: state.language, title: state.title, text: state.text },
    language: translated.language,
    title: translated.title,
    text: translated.text,
    translating: false,
    saved: false,
  };
}

/** The original language, title and text back, nothing running; the state as it is when not translated. */
export function withOriginalText<S extends TextTranslatable>(state: S): S {
  if (!state.original) return state;
  return { ...state, language: state.original.language, title: state.original.title, text: state.original.text, original: null, translating: false };
}
