import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema } from '../../shared/schemas/admin';
import { aiAssociateSchema, aiConsentUpdateSchema, aiImageIdParamsSchema, aiImageSchema, aiImproveSchema, aiPoemSchema } from '../../shared/schemas/ai';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/errors';
import { createAiProvider } from '../integrations/ai';
import { requireStoryCaller, storyCallerOf } from '../stories/story-access';
import { associateImage } from './associate-image';
import { discardImage } from './discard-image';
import { generateImage } from './generate-image';
import { getAiStatus } from './get-ai-status';
import { improveText, writePoem } from './generate-text';
import { setSeparateConsent } from '../admin/set-separate-consent';

/** Calls per minute per address to the AI routes: generous for a class, a wall for a loop. */
const AI_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Aborted when the browser goes away (the child pressed 'Annulla'): the provider call stops too. */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The AI helpers: text improvement, poems, drawings, and the adult's AI consent. */
export function aiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, env } = ctx;
  const provider = createAiProvider(env);

  app.get('/api/ai/status', { config: { access: 'anonymous' } }, async (request) =>
    getAiStatus({ db, provider, caller: storyCallerOf(request), dailyLimit: env.AI_TEXT_CALLS_PER_DAY }),
  );

  /** What every provider call needs: the caller, the price and daily cap, and the abort on disconnect. */
  const callOptions = (request: FastifyRequest, reply: FastifyReply, cost: number, dailyLimit: number) => ({
    db,
    provider,
    caller: requireStoryCaller(request),
    cost,
    dailyLimit,
    signal: abortOnDisconnect(reply),
  });

  app.post('/api/ai/improve', { config: { access: 'profile', rateLimit: AI_RATE_LIMIT } }, async (request, reply) => {
    const input = parseInput(aiImproveSchema, request.body);
    return improveText({ ...callOptions(request, reply, env.AI_TEXT_COST_EUR, env.AI_TEXT_CALLS_PER_DAY), input });
  });

  app.post('/api/ai/poem', { config: { access: 'profile', rateLimit: AI_RATE_LIMIT } }, async (request, reply) => {
    const input = parseInput(aiPoemSchema, request.body);
    return writePoem({ ...callOptions(request, reply, env.AI_TEXT_COST_EUR, env.AI_TEXT_CALLS_PER_DAY), input });
  });

  // Drawings: the superuser only (spec 001 §6), enforced here by the declared access.
  app.post('/api/ai/images', { config: { access: 'superuser', rateLimit: AI_RATE_LIMIT } }, async (request, reply) => {
    const input = parseInput(aiImageSchema, request.body);
    return generateImage({ ...callOptions(request, reply, env.AI_IMAGE_COST_EUR, env.AI_IMAGES_PER_DAY), input });
  });

  app.post('/api/ai/images/:id/associate', { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(aiImageIdParamsSchema, request.params);
    const { storyId } = parseInput(aiAssociateSchema, request.body);
    return { story: await associateImage({ db, imageId: id, storyId }) };
  });

  app.post('/api/ai/images/:id/discard', { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(aiImageIdParamsSchema, request.params);
    await discardImage({ db, imageId: id });
    return { ok: true };
  });

  // The adult's AI consent, changed by the superuser at the adult's request (law 132/2025 art. 4(4)).
  app.put('/api/admin/users/:id/ai-consent', { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const { consent, adultName } = parseInput(aiConsentUpdateSchema, request.body);
    const { at, by } = await setSeparateConsent({ db, userId: id, kind: 'ai', consent, adultName });
    return { aiConsentAt: at, aiConsentBy: by };
  });
}
