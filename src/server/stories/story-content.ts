import { CONTENT_CHECK_CODE, CONTENT_CHECK_TITLE, storyContentProblem, type StoryTexts } from '../../shared/content-check';
import { HttpError } from '../http/errors';

/**
 * The content check of spec 000 §5 on the server: a story (any mode) whose texts carry script
 * tags or javascript:, data:, onload, onerror patterns is refused with 400 'content_not_allowed',
 * the Italian reason and the toast title 'Contenuto non valido'. Nothing is written.
 */
export function assertStoryContentAllowed(texts: StoryTexts): void {
  const problem = storyContentProblem(texts);
  if (problem) throw new HttpError(400, CONTENT_CHECK_CODE, problem.reason, { title: CONTENT_CHECK_TITLE, fields: { [problem.field]: problem.reason } });
}
