import type { FastifyRequest } from 'fastify';
import type { Story } from '../db/schema';
import { requireUser, type AuthUser } from '../http/access';

/** Who is calling: a logged-in profile (the superuser included), or the public user (null). */
export type StoryCaller = Pick<AuthUser, 'id' | 'name' | 'isSuperuser'>;

/**
 * The caller of a story route. Only a full session counts: a profile still waiting for the
 * adult's consent is not logged in yet, so it acts as the public user.
 */
export function storyCallerOf(request: FastifyRequest): StoryCaller | null {
  return request.user?.sessionKind === 'full' ? request.user : null;
}

/** The author and the superuser may change or delete a story; nobody may change the public user's. */
export function canEditStory(caller: StoryCaller | null, story: Pick<Story, 'author_id'>): boolean {
  if (!caller) return false;
  return caller.isSuperuser || (story.author_id !== null && story.author_id === caller.id);
}

/** The author, the superuser, and anyone once the story is published. */
export function canReadStory(caller: StoryCaller | null, story: Pick<Story, 'author_id' | 'is_public'>): boolean {
  return story.is_public === 1 || canEditStory(caller, story);
}

/** The caller of a route that declared profile or superuser access. */
export const requireStoryCaller = (request: FastifyRequest): StoryCaller => requireUser(request);
