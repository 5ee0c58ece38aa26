import { z } from 'zod';
import { storyLanguageSchema, type StoryLanguage } from '../../../../shared/schemas/story';

/**
 * Modes that translate in their state (CAMPBELL, CSS, word series, PROFESSION) keep the language,
 * title and texts from before translating in `original`, and the language toggle restores them
 * exactly. A story that is one text (word series, PROFESSION) keeps this snapshot.
 */
export const textSnapshotSchema = z.object({ language: storyLanguageSchema, title: z.string(), text: z.string() });

/** What the steps below read and write of a mode's state. */
interface Translatable {
  original: object | null;
  translating: boolean;
  saved: boolean;
}

/** The translation steps of such a machine (TRANSLATION_FAILED is a base action); `T` is what TRANSLATED brings. */
export type TranslationAction<T extends object> =
  { type: 'TRANSLATION_STARTED' } | ({ type: 'TRANSLATED'; language: StoryLanguage; title: string } & T) | { type: 'RESTORE_ORIGINAL' };

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

/**
 * The translation steps where the toggle is (`on`, e.g. the final screen; nothing elsewhere): a
 * translation starts when none runs, its result arrives while it runs, the original comes back
 * when there is one. `settle` (CSS: the text being edited goes back into the answers) runs first
 * when a translation starts or the original comes back.
 */
export function translationStep<S extends Translatable>(state: S, action: TranslationAction<Partial<S>>, on: boolean, settle = (s: S) => s): S {
  if (!on) return state;
  switch (action.type) {
    case 'TRANSLATION_STARTED':
      return state.translating ? state : { ...settle(state), translating: true };
    case 'TRANSLATED':
      return state.translating ? withTranslation(state, action) : state;
    case 'RESTORE_ORIGINAL':
      return state.original && !state.translating ? { ...withOriginal(settle(state)), saved: false } : state;
  }
}
