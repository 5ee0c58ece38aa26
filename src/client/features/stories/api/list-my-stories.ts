import { useInfiniteQuery } from '@tanstack/react-query';
import { STORY_PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { StoryListResponse } from '../../../../shared/schemas/story';
import type { StoryMode } from '../../../../shared/story-modes';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

export interface MyStoriesFilter {
  /** null: every category. PROPP also lists PROPP_FREE (the server's rule). */
  mode: StoryMode | null;
  pageSize?: number;
}

/** GET /api/stories: the caller's own stories, newest first, one page. */
export function listMyStories(
  { mode, page, pageSize = STORY_PAGE_SIZE_DEFAULT }: MyStoriesFilter & { page: number },
  signal?: AbortSignal,
): Promise<StoryListResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (mode) query.set('mode', mode);
  return api<StoryListResponse>(`/api/stories?${query.toString()}`, signal ? { signal } : {});
}

/** The personal archive, page by page (50 at a time): thousands of stories stay light. */
export function useMyStories({ mode, pageSize = STORY_PAGE_SIZE_DEFAULT }: MyStoriesFilter) {
  return useInfiniteQuery({
    queryKey: storyKeys.myList(mode),
    queryFn: ({ pageParam, signal }) => listMyStories({ mode, page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}
