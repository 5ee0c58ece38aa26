import type { FastifyInstance } from 'fastify';
import { archiveQuerySchema } from '../../shared/schemas/archive';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/errors';
import { listArchive } from './list-archive';
import { moderationCounts } from './moderation-counts';

export function archiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  /** The complete archive of every author's stories (superuser). */
  app.get('/api/admin/archive', { config: { access: 'superuser' } }, async (request) => {
    const query = parseInput(archiveQuerySchema, request.query);
    return listArchive({ db, query, publishedOnly: false });
  });

  /** What waits for moderation, for the superuser dashboard. */
  app.get('/api/admin/moderation-counts', { config: { access: 'superuser' } }, async () => moderationCounts({ db }));

  /** The public archive: published stories only, for everyone including anonymous visitors. */
  app.get('/api/public-archive', { config: { access: 'anonymous' } }, async (request) => {
    const query = parseInput(archiveQuerySchema, request.query);
    return listArchive({ db, query, publishedOnly: true });
  });
}
