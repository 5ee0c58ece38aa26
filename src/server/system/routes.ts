import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { getSiteSettings } from '../settings/site-settings';

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', { config: { access: 'anonymous' } }, async () => ({ status: 'ok', db: ctx.dbKind }));

  /** Settings the client needs to show (support address, which integrations are on). */
  app.get('/api/config', { config: { access: 'anonymous' } }, async () => ({
    supportEmail: ctx.env.SUPPORT_EMAIL,
    translation: ctx.env.TRANSLATE_PROVIDER !== 'none',
    ai: Boolean(ctx.env.AI_BASE_URL),
    // Site settings the screens follow (/privacy-acceptance, /profiles).
    ...(await getSiteSettings(ctx.db)),
  }));
}
