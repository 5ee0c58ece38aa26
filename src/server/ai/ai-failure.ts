import { AI_MESSAGES } from '../../shared/schemas/ai';
import { HttpError } from '../http/errors';
import { AiError } from '../integrations/ai';

export type AiAction = 'improve' | 'poem' | 'image';

const FAILED: Record<AiAction, string> = { improve: AI_MESSAGES.improveFailed, poem: AI_MESSAGES.poemFailed, image: AI_MESSAGES.imageFailed };
const EMPTY: Record<AiAction, string> = { improve: AI_MESSAGES.improveEmpty, poem: AI_MESSAGES.poemEmpty, image: AI_MESSAGES.imageEmpty };

/**
 * A provider failure as the spec's message (spec 001 §8). The superuser also gets the provider's
 * status and message as debug details (spec 001 §6); a child never does.
 */
export function aiFailure(error: unknown, action: AiAction, isSuperuser: boolean): HttpError {
  if (error instanceof HttpError) return error;
  if (!(error instanceof AiError)) throw error;
  const details = isSuperuser ? { details: { status: error.status, message: error.providerMessage } } : {};
  switch (error.kind) {
    case 'not_configured':
      return new HttpError(403, 'ai_not_configured', action === 'image' ? AI_MESSAGES.notConfiguredImages : AI_MESSAGES.notConfigured);
    case 'safety':
      return new HttpError(422, 'ai_unsafe', action === 'image' ? AI_MESSAGES.unsafe : AI_MESSAGES.unsafeText, details);
    case 'empty':
      return new HttpError(502, 'ai_empty', EMPTY[action], details);
    case 'aborted':
      return new HttpError(400, 'ai_cancelled', AI_MESSAGES.cancelled);
    case 'http':
      return new HttpError(502, 'ai_failed', action === 'image' ? AI_MESSAGES.imageServerError : FAILED[action], details);
    case 'timeout':
      return new HttpError(504, 'ai_timeout', FAILED[action], details);
    default:
      return new HttpError(502, 'ai_failed', FAILED[action], details);
  }
}
