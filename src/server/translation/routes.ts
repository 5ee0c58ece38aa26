import type { FastifyInstance } from 'fastify';
import { translateRequestSchema, type TranslateResponse } from '../../shared/schemas/translation';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/errors';
import { createTranslator } from '../integrations/translate';
import { translateText } from './translate-text';

/** Requests per minute per address: a story is one request, so a class is never slowed down. */
export const TRANSLATE_RATE_LIMIT = 60;

/** POST /api/translate (spec 001 §7): Italian ⇄ English through the server's provider. */
export function translationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const translator = createTranslator({ provider: ctx.env.TRANSLATE_PROVIDER, url: ctx.env.TRANSLATE_URL, timeoutMs: ctx.env.TRANSLATE_TIMEOUT_MS });

  app.post(
    '/api/translate',
    { config: { access: 'anonymous', rateLimit: { max: TRANSLATE_RATE_LIMIT, timeWindow: '1 minute' } } },
    async (request): Promise<TranslateResponse> => {
      const input = parseInput(translateRequestSchema, request.body);
      const text = await translateText({
        db: ctx.db,
        translator,
        input,
        onProviderError: (error) => request.log.warn({ err: error, provider: translator.provider }, 'translation provider failed'),
      });
      return { text };
    },
  );
}
