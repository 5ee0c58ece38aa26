import type { FastifyInstance } from 'fastify';
import { storyIdParamsSchema, storyListSortSchema } from '../../shared/schemas/reading-story';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/errors';
import { readStoryForm } from '../media/read-story-form';
import { createPublishedStory } from './create-published-story';
import { deletePublishedStory } from './delete-published-story';
import { getPublishedStory } from './get-published-story';
import { PUBLISHED_STORY_KIND_CONFIG, PUBLISHED_STORY_KINDS, type PublishedStory, type PublishedStoryKind } from './kinds';
import { listPublishedStories } from './list-published-stories';
import { updatePublishedStory } from './update-published-story';

/**
 * Reading stories (/api/reading-stories) and science stories (/api/science-stories), spec 000 §2, §5:
 * everyone reads them — profiles and the public user —, only the superuser writes. Writes take
 * JSON, or multipart/form-data with an `image` file. The same five routes serve both kinds.
 */
export function publishedStoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of PUBLISHED_STORY_KINDS) kindRoutes(app, ctx, kind);
}

function kindRoutes(app: FastifyInstance, { db }: AppContext, kind: PublishedStoryKind): void {
  const { url, parseInput: parseStory } = PUBLISHED_STORY_KIND_CONFIG[kind];

  app.get(url, { config: { access: 'anonymous' } }, async (request): Promise<{ stories: PublishedStory[] }> => {
    const { sort } = parseInput(storyListSortSchema, request.query);
    return { stories: await listPublishedStories({ db, kind, sort }) };
  });

  app.get(`${url}/:id`, { config: { access: 'anonymous' } }, async (request): Promise<{ story: PublishedStory }> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    return { story: await getPublishedStory({ db, kind, id }) };
  });

  app.post(url, { config: { access: 'superuser' } }, async (request, reply) => {
    const form = await readStoryForm(request);
    const input = parseStory(form.fields);
    const body: { story: PublishedStory } = { story: await createPublishedStory({ db, kind, input, image: form.image }) };
    return reply.status(201).send(body);
  });

  app.put(`${url}/:id`, { config: { access: 'superuser' } }, async (request): Promise<{ story: PublishedStory }> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    const form = await readStoryForm(request);
    const input = parseStory(form.fields);
    return { story: await updatePublishedStory({ db, kind, id, input, image: form.image }) };
  });

  app.delete(`${url}/:id`, { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    await deletePublishedStory({ db, kind, id });
    return { ok: true };
  });
}
