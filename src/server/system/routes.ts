import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', { config: { access: 'anonymous' } }, async () => ({ status: 'ok', db: ctx.dbKind }));

  /** Settings the client needs to show (support address, which integrations are on). */
  app.get('/api/config', { config: { access: 'anonymous' } }, async () => ({
    supportEmail: ctx.env.SUPPORT_EMAIL,
    translation: ctx.env.TRANSLATE_PROVIDER !== 'none',
    ai: { text: Boolean(ctx.env.AI_BASE_URL && ctx.env.AI_TEXT_MODEL), images: Boolean(ctx.env.AI_BASE_URL && ctx.env.AI_IMAGE_MODEL) },
    /** Which AI service receives the texts (its host only), for the privacy notice. */
    aiProvider: ctx.env.AI_BASE_URL ? new URL(ctx.env.AI_BASE_URL).host : null,
  }));
}
