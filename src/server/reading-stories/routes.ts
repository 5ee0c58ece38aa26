import type { FastifyInstance } from 'fastify';
import {
  readingStoryInputSchema,
  storyIdParamsSchema,
  storyListSortSchema,
  type ReadingStoryListResponse,
  type ReadingStoryResponse,
} from '../../shared/schemas/reading-story';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/errors';
import { readStoryForm } from '../media/read-story-form';
import { createReadingStory } from './create-reading-story';
import { deleteReadingStory } from './delete-reading-story';
import { getReadingStory } from './get-reading-story';
import { listReadingStories } from './list-reading-stories';
import { updateReadingStory } from './update-reading-story';

/**
 * Reading stories (spec 000 §2, §5): everyone reads them — profiles and the public user —,
 * only the superuser writes. Writes take JSON, or multipart/form-data with an `image` file.
 */
export function readingStoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/reading-stories', { config: { access: 'anonymous' } }, async (request): Promise<ReadingStoryListResponse> => {
    const { sort } = parseInput(storyListSortSchema, request.query);
    return { stories: await listReadingStories({ db, sort }) };
  });

  app.get('/api/reading-stories/:id', { config: { access: 'anonymous' } }, async (request): Promise<ReadingStoryResponse> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    return { story: await getReadingStory({ db, id }) };
  });

  app.post('/api/reading-stories', { config: { access: 'superuser' } }, async (request, reply) => {
    const form = await readStoryForm(request);
    const input = parseInput(readingStoryInputSchema, form.fields);
    const body: ReadingStoryResponse = { story: await createReadingStory({ db, input, image: form.image }) };
    return reply.status(201).send(body);
  });

  app.put('/api/reading-stories/:id', { config: { access: 'superuser' } }, async (request): Promise<ReadingStoryResponse> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    const form = await readStoryForm(request);
    const input = parseInput(readingStoryInputSchema, form.fields);
    return { story: await updateReadingStory({ db, id, input, image: form.image }) };
  });

  app.delete('/api/reading-stories/:id', { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    await deleteReadingStory({ db, id });
    return { ok: true };
  });
}
