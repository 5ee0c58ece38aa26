import type { EditorError } from './editor-state';

/**
 * The state with a message to show. The message is always a new object, so the editor shows it
 * again when the child repeats the same mistake (the editor toasts each new message).
 */
export function withError<S extends { error: EditorError | null }>(state: S, error: EditorError | null): S {
  return { ...state, error: error ? { ...error } : null };
}
