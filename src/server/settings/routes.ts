import type { FastifyInstance } from 'fastify';
import { updateSiteSettingsSchema } from '../../shared/schemas/settings';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/errors';
import { describeIntegrations } from './describe-integrations';
import { getSiteSettings, updateSiteSettings } from './site-settings';

/** The superuser's site settings (personal passwords, hidden profile list). */
export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.get('/api/admin/settings', { config: { access: 'superuser' } }, async () => ({ settings: await getSiteSettings(db) }));
  app.put('/api/admin/settings', { config: { access: 'superuser' } }, async (request) => {
    const patch = parseInput(updateSiteSettingsSchema, request.body);
    return { settings: await updateSiteSettings(db, patch) };
  });
  /** Where story texts go for translation (the provider and its host): the superuser only. */
  app.get('/api/admin/integrations', { config: { access: 'superuser' } }, async () => describeIntegrations(ctx.env));
}
