import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { getSiteSettings } from '../settings/site-settings';

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * 200 {"status":"ok","db":"sqlite"|"postgres"} when the database takes a write right now;
   * 503 {"status":"degraded","db":…,"problem":"locked"|"unavailable"|"full"|"read_only"|"error"}
   * otherwise. The probe has its own connection and a short time limit, so it answers fast.
   */
  app.get('/api/health', { config: { access: 'anonymous' } }, async (_request, reply) => {
    const probe = ctx.probeWrite ? await ctx.probeWrite() : { ok: true as const };
    if (probe.ok) return { status: 'ok', db: ctx.dbKind };
    return reply.status(503).header('retry-after', '2').send({ status: 'degraded', db: ctx.dbKind, problem: probe.problem });
  });

  /** Settings the client needs to show (support address, which integrations are on). */
  app.get('/api/config', { config: { access: 'anonymous' } }, async () => ({
    supportEmail: ctx.env.SUPPORT_EMAIL,
    translation: ctx.env.TRANSLATE_PROVIDER !== 'none',
    ai: Boolean(ctx.env.AI_BASE_URL),
    // Site settings the screens follow (/privacy-acceptance, /profiles).
    ...(await getSiteSettings(ctx.db)),
  }));
}
