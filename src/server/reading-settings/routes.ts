import type { FastifyInstance } from 'fastify';
import { readingSettingsSchema, type ReadingSettingsResponse } from '../../shared/schemas/reading-settings';
import type { AppContext } from '../app-context';
import { requireUser } from '../http/access';
import { parseInput } from '../http/errors';
import { getReadingSettings } from './get-reading-settings';
import { saveReadingSettings } from './save-reading-settings';

/** GET/PUT /api/profile/reading-settings: the logged-in profile's 'Lettura facilitata'. */
export function readingSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/profile/reading-settings', { config: { access: 'profile' } }, async (request): Promise<ReadingSettingsResponse> => {
    const user = requireUser(request);
    return { settings: await getReadingSettings({ db: ctx.db, userId: user.id }) };
  });

  app.put('/api/profile/reading-settings', { config: { access: 'profile' } }, async (request): Promise<ReadingSettingsResponse> => {
    const settings = parseInput(readingSettingsSchema, request.body);
    const user = requireUser(request);
    return { settings: await saveReadingSettings({ db: ctx.db, userId: user.id, settings }) };
  });
}
