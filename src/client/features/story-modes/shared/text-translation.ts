import { z } from 'zod';
import { storyLanguageSchema } from '../../../../shared/schemas/story';

/**
 * Modes that translate in their state (CAMPBELL, CSS, word series, PROFESSION) keep the language,
 * title and texts from before translating in `original`, and the language toggle restores them
 * exactly. A story that is one text (word series, PROFESSION) keeps this snapshot.
 */
export const textSnapshotSchema = z.object({ language: storyLanguageSchema, title: z.string(), text: z.string() });

/** What the two steps below read and write of a mode's state. */
interface Translatable {
  original: object | null;
  translating: boolean;
  saved: boolean;
}

/**
 * TRANSLATED: the translated fields (the action's, its `type` left out) replace the state's; the
 * first original is kept for the toggle.
 */
export function withTranslation<S extends Translatable>(state: S, { type: _type, ...translated }: Partial<S> & { type?: string }): S {
  const original = state.original ?? Object.fromEntries(Object.keys(translated).map((key) => [key, state[key as keyof S]]));
  return { ...state, ...translated, original, translating: false, saved: false };
}

/** The original language, title and texts back, nothing running; the state as it is when not translated. */
export function withOriginal<S extends Translatable>(state: S): S {
  return state.original ? { ...state, ...state.original, original: null, translating: false } : state;
}
