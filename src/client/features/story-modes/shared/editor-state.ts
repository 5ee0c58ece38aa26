import { z } from 'zod';
import { CONTENT_CHECK_TITLE, checkContent } from '../../../../shared/content-check';
import type { StorySaveInput } from '../../../../shared/schemas/story';
import { t } from '../../../i18n/it/story-modes';

/** A validation message an editor shows (toast title + description), as the spec words it. */
export const editorErrorSchema = z.object({ title: z.string(), message: z.string() });
export type EditorError = z.infer<typeof editorErrorSchema>;

/** Spec 001 §5: GHOST and AIROTS answers are required. */
export const ANSWER_REQUIRED: EditorError = {
  title: t('storyModes.editorState.rispostaRichiesta'),
  message: t('storyModes.editorState.inserisciUnaRispostaPrimaDi'),
};

/** 'Testo richiesto', with what the child must write first. */
export function textRequired(message: string): EditorError {
  return { title: t('storyModes.editorState.testoRichiesto'), message };
}

/** PROPP's free mode and Una Parola, Tante Storie: a piece added to the story must hold something. */
export const PIECE_TEXT_REQUIRED = textRequired(t('storyModes.editorState.scriviQualcosaPrimaDiAggiungere'));

/**
 * The state with a message to show. The message is always a new object, so the editor shows it
 * again when the child repeats the same mistake (the editor toasts each new message).
 */
export function withError<S extends { error: EditorError | null }>(state: S, error: EditorError | null): S {
  return { ...state, error: error ? { ...error } : null };
}

/** The content check of spec 000 §5 as an editor message, or null when the text is fine. */
export function contentProblem(text: string): EditorError | null {
  const result = checkContent(text);
  return result.ok ? null : { title: CONTENT_CHECK_TITLE, message: result.reason };
}

/** The message as one line under a field ('Titolo: messaggio'), or undefined without one. */
export function errorLine(error: EditorError | null): string | undefined {
  return error ? `${error.title}: ${error.message}` : undefined;
}

/** True when the text has something other than spaces and new lines. */
export function hasText(text: string): boolean {
  return text.trim().length > 0;
}

/** `count` texts: the given ones in order, '' where there is none, any beyond `count` left out. */
export function textsOfLength(texts: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => texts[i] ?? '');
}

/** A copy of the list with the item at `index` replaced (the same items when there is none). */
export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}

/** Applies a content-changing update and marks the work as not yet saved. */
export function touched<S extends { saved: boolean }>(state: S, patch: Partial<S>): S {
  return { ...state, ...patch, saved: false };
}

/** The keys of the state's fields that hold a text box's value. */
type TextKey<S> = { [K in keyof S]-?: string extends S[K] ? K : never }[keyof S];

/** A text box's new value, taken on its step (`on`): the work is not yet saved and the message goes. */
export function typed<S extends { saved: boolean; error: EditorError | null }>(state: S, on: boolean, key: TextKey<S>, text: string): S {
  return on && state[key] !== text ? { ...state, [key]: text, error: null, saved: false } : state;
}

/** What an editor saves: everything but the title, which the shared save dialog asks for. */
export type StorySavePayload = Omit<StorySaveInput, 'title'>;
