import { HttpError } from '../http/errors';
import type { AiProvider } from '../integrations/ai';

/** The provider's moderation, when AI_MODERATION is on: a flagged text stops the call. */
export async function moderate(provider: AiProvider, text: string, message: string, signal?: AbortSignal): Promise<void> {
  if (!provider.moderationEnabled) return;
  if (await provider.isFlagged(text, signal)) throw new HttpError(422, 'ai_unsafe', message);
}
