import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { getSiteSettings } from '../settings/site-settings';
import type { ProbeResult } from '../db/database';

/** A good write probe is reused for a second (callers in between share it); a failed one is retried at once. */
export const HEALTH_PROBE_EVERY_MS = 1_000;

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  let last: { at: number; result: Promise<ProbeResult> } | undefined;
  const probe = (): Promise<ProbeResult> => {
    if (!ctx.probeWrite) return Promise.resolve({ ok: true });
    const now = Date.now();
    if (!last || now - last.at >= HEALTH_PROBE_EVERY_MS) {
      const result = ctx.probeWrite();
      const entry = { at: now, result };
      last = entry;
      void result.then((r) => {
        if (!r.ok && last === entry) last = undefined;
      });
    }
    return last.result;
  };

  /**
   * 200 {"status":"ok","db":"sqlite"|"postgres"} when the database takes a write right now;
   * 503 {"status":"degraded","db":…,"problem":"locked"|"unavailable"|"full"|"read_only"|"error"}
   * otherwise. The probe has its own connection and a short time limit, so it answers fast, and
   * while the database is fine it writes at most once a second however often health is asked.
   */
  app.get('/api/health', { config: { access: 'anonymous' } }, async (_request, reply) => {
    const result = await probe();
    if (result.ok) return { status: 'ok', db: ctx.dbKind };
    return reply.status(503).header('retry-after', '2').send({ status: 'degraded', db: ctx.dbKind, problem: result.problem });
  });

  /** Settings the client needs to show (support address, which integrations are on). */
  app.get('/api/config', { config: { access: 'anonymous' } }, async () => ({
    supportEmail: ctx.env.SUPPORT_EMAIL,
    translation: ctx.env.TRANSLATE_PROVIDER !== 'none',
    ai: { text: Boolean(ctx.env.AI_BASE_URL && ctx.env.AI_TEXT_MODEL), images: Boolean(ctx.env.AI_BASE_URL && ctx.env.AI_IMAGE_MODEL) },
    /** Which AI service receives the texts (its host only), for the privacy notice. */
    // Families read the name the site's manager gave the service; its address only when none was given.
    aiProvider: ctx.env.AI_BASE_URL ? (ctx.env.AI_PROVIDER_NAME ?? new URL(ctx.env.AI_BASE_URL).host) : null,
    // Site settings the screens follow (/privacy-acceptance, /profiles).
    ...(await getSiteSettings(ctx.db)),
  }));
}
