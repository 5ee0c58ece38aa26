import type { FastifyInstance } from 'fastify';
import { imageIdParamsSchema } from '../../shared/schemas/story';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/errors';
import { storyCallerOf } from '../stories/story-access';
import { getImage } from './get-image';

/** GET /api/images/:id: a stored image with its type, for whoever may read what it illustrates. */
export function imageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/images/:id', { config: { access: 'anonymous' } }, async (request, reply) => {
    const { id } = parseInput(imageIdParamsSchema, request.params);
    const image = await getImage({ db: ctx.db, caller: storyCallerOf(request), id });
    return (
      reply
        .header('content-type', image.mime)
        // A private story's picture is not kept by the browser of a shared classroom PC.
        .header('cache-control', image.isPublic ? 'private, max-age=3600' : 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(image.data)
    );
  });
}
