import { CONTENT_CHECK_TITLE, checkContent } from '../../../../shared/content-check';
import type { EditorError } from './editor-state';

/** The content check of spec 000 §5 as an editor message, or null when the text is fine. */
export function contentProblem(text: string): EditorError | null {
  const result = checkContent(text);
  return result.ok ? null : { title: CONTENT_CHECK_TITLE, message: result.reason };
}
