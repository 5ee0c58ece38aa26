import type { FastifyInstance } from 'fastify';
import { storyIdParamsSchema, storyListSortSchema } from '../../shared/schemas/reading-story';
import { scienceStoryInputSchema, type ScienceStoryListResponse, type ScienceStoryResponse } from '../../shared/schemas/science-story';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/errors';
import { readStoryForm } from '../media/read-story-form';
import { createScienceStory } from './create-science-story';
import { deleteScienceStory } from './delete-science-story';
import { getScienceStory } from './get-science-story';
import { listScienceStories } from './list-science-stories';
import { updateScienceStory } from './update-science-story';

/**
 * Science stories (spec 000 §2, §5): everyone reads them — profiles and the public user —,
 * only the superuser writes. Writes take JSON, or multipart/form-data with an `image` file.
 */
export function scienceStoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/science-stories', { config: { access: 'anonymous' } }, async (request): Promise<ScienceStoryListResponse> => {
    const { sort } = parseInput(storyListSortSchema, request.query);
    return { stories: await listScienceStories({ db, sort }) };
  });

  app.get('/api/science-stories/:id', { config: { access: 'anonymous' } }, async (request): Promise<ScienceStoryResponse> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    return { story: await getScienceStory({ db, id }) };
  });

  app.post('/api/science-stories', { config: { access: 'superuser' } }, async (request, reply) => {
    const form = await readStoryForm(request);
    const input = parseInput(scienceStoryInputSchema, form.fields);
    const body: ScienceStoryResponse = { story: await createScienceStory({ db, input, image: form.image }) };
    return reply.status(201).send(body);
  });

  app.put('/api/science-stories/:id', { config: { access: 'superuser' } }, async (request): Promise<ScienceStoryResponse> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    const form = await readStoryForm(request);
    const input = parseInput(scienceStoryInputSchema, form.fields);
    return { story: await updateScienceStory({ db, id, input, image: form.image }) };
  });

  app.delete('/api/science-stories/:id', { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    await deleteScienceStory({ db, id });
    return { ok: true };
  });
}
