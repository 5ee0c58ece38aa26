import { useQuery } from '@tanstack/react-query';
import type { StoryResponse } from '../../../../shared/schemas/story';
import { api, ApiRequestError } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** GET /api/stories/:id: its author, the superuser, or anyone once published; else 404. */
export function getStory(id: string, signal?: AbortSignal): Promise<StoryResponse> {
  return api<StoryResponse>(`/api/stories/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function useStory(id: string, enabled = true) {
  return useQuery({ queryKey: storyKeys.detail(id), queryFn: ({ signal }) => getStory(id, signal), select: (data) => data.story, enabled });
}

/** A missing story, or one the caller may not see: the server answers 404 for both. */
export function isStoryNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
