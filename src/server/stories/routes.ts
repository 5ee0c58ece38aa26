import type { FastifyInstance } from 'fastify';
import { publishStorySchema } from '../../shared/schemas/archive';
import {
  STORY_MESSAGES,
  storyIdParamsSchema,
  storyListQuerySchema,
  storySaveSchema,
  storyUpdateSchema,
  type StoryDeleteResponse,
  type StoryListResponse,
  type StoryResponse,
} from '../../shared/schemas/story';
import type { AppContext } from '../app-context';
import { HttpError, parseInput } from '../http/errors';
import { deleteStory } from './delete-story';
import { getStory } from './get-story';
import { listMyStories } from './list-my-stories';
import { storyListResponseSchema, storyResponseJsonSchema } from './response-schemas';
import { PublicSaveQuota } from './public-save-quota';
import { saveStory } from './save-story';
import { sendBackStory, setStoryPublication } from './set-story-publication';
import { deleteWithReasonSchema, sendBackSchema } from '../../shared/schemas/moderation';
import { deleteStoryWithReason } from './delete-with-reason';
import { StoryListCache } from './story-list-cache';
import { requireStoryCaller, storyCallerOf } from './story-access';
import { updateStory } from './update-story';

/** Adds the toast title the spec pairs with a missing title ('Titolo richiesto'). */
function withTitle<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof HttpError && error.extra.fields?.title === STORY_MESSAGES.titleRequired) {
      throw new HttpError(error.statusCode, error.code, error.message, { ...error.extra, title: STORY_MESSAGES.titleRequiredTitle });
    }
    throw error;
  }
}

/**
 * Story store. The request and answer shapes are the zod schemas of
 * src/shared/schemas/story.ts; who may read, change or publish a story is story-access.ts; the
 * tests that pin the contract are stories.test.ts and offline-resend.test.ts beside this file.
 */
export function storyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const publicQuota = new PublicSaveQuota(ctx.env);

  app.post(
    '/api/stories',
    { config: { access: 'anonymous' }, schema: { response: storyResponseJsonSchema } },
    async (request, reply): Promise<StoryResponse> => {
      const input = withTitle(() => parseInput(storySaveSchema, request.body));
      const caller = storyCallerOf(request);
      // The public user: limits per address, on the moderation queue and on size.
      const release = caller ? undefined : await publicQuota.reserve(db, request.ip, input);
      try {
        const { story, created } = await saveStory({ db, caller, input });
        reply.status(created ? 201 : 200);
        return { story };
      } catch (error) {
        await release?.();
        throw error;
      }
    },
  );

  // SQLite: answers kept until the next write to the database (story-list-cache.ts).
  const listCache = ctx.dbKind === 'sqlite' ? new StoryListCache(db) : null;
  app.get(
    '/api/stories',
    { config: { access: 'profile' }, schema: { response: storyListResponseSchema } },
    async (request, reply): Promise<StoryListResponse | Buffer> => {
      const query = parseInput(storyListQuerySchema, request.query);
      const authorId = requireStoryCaller(request).id;
      // A search is answered afresh: the kept answers are the archive's pages as the child scrolls them.
      if (!listCache || query.q !== '') return listMyStories({ db, authorId, query });
      const key = `${authorId}|${query.page}|${query.pageSize}|${query.mode ?? ''}`;
      // Serialised with the route's response schema, exactly as an uncached answer would be.
      const body = await listCache.get(key, async () => Buffer.from(reply.serialize(await listMyStories({ db, authorId, query })) as string));
      reply.header('content-type', 'application/json; charset=utf-8');
      return body;
    },
  );

  app.get('/api/stories/:id', { config: { access: 'anonymous' } }, async (request): Promise<StoryResponse> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    return { story: await getStory({ db, caller: storyCallerOf(request), id }) };
  });

  app.patch('/api/stories/:id', { config: { access: 'profile' } }, async (request): Promise<StoryResponse> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    const input = withTitle(() => parseInput(storyUpdateSchema, request.body));
    return { story: await updateStory({ db, caller: requireStoryCaller(request), id, input }) };
  });

  app.delete('/api/stories/:id', { config: { access: 'profile' } }, async (request): Promise<StoryDeleteResponse> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    await deleteStory({ db, caller: requireStoryCaller(request), id });
    return { ok: true };
  });

  app.post('/api/stories/:id/publish', { config: { access: 'superuser' } }, async (request): Promise<StoryResponse> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    const { as } = parseInput(publishStorySchema, request.body ?? {});
    return { story: await setStoryPublication({ db, id, isPublic: true, as }) };
  });

  app.post('/api/stories/:id/unpublish', { config: { access: 'superuser' } }, async (request): Promise<StoryResponse> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    return { story: await setStoryPublication({ db, id, isPublic: false }) };
  });

  /** 'Rimanda con un commento': back to the author, 'Da rivedere', with the teacher's note. */
  app.post('/api/stories/:id/send-back', { config: { access: 'superuser' } }, async (request): Promise<StoryResponse> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    const { note } = parseInput(sendBackSchema, request.body ?? {});
    return { story: await sendBackStory({ db, id, note }) };
  });

  /** Deleting a child's story from the archive: the teacher says why, and the child is told. */
  app.post('/api/stories/:id/delete-with-reason', { config: { access: 'superuser' } }, async (request): Promise<{ messaged: boolean }> => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    const { reason } = parseInput(deleteWithReasonSchema, request.body ?? {});
    return deleteStoryWithReason({ db, senderId: requireStoryCaller(request).id, id, reason });
  });
}
