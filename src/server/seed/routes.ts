import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { addExampleStories } from './add-example-stories';

/**
 * Example stories are offered, never forced: the superuser's management screens show a button
 * 'Aggiungi storie di esempio' while there are no stories, and it calls these.
 */
export function seedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/api/seed/reading-stories', { config: { access: 'superuser' } }, async () => ({
    added: await addExampleStories({ db, kind: 'reading' }),
  }));

  app.post('/api/seed/science-stories', { config: { access: 'superuser' } }, async () => ({
    added: await addExampleStories({ db, kind: 'science' }),
  }));
}
