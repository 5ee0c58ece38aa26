import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { STORY_PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { StoryListResponse } from '../../../../shared/schemas/story';
import type { StoryMode } from '../../../../shared/story-modes';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

export interface MyStoriesFilter {
  /** null: every category. PROPP also lists PROPP_FREE (the server's rule). */
  mode: StoryMode | null;
  /** Words of the title ('' for every story). */
  q?: string;
  pageSize?: number;
}

/** GET /api/stories: the caller's own stories, newest first, page by page (50 at a time): thousands of stories stay light. */
function myStoriesQuery({ mode, q = '', pageSize = STORY_PAGE_SIZE_DEFAULT }: MyStoriesFilter) {
  return infiniteQueryOptions({
    queryKey: storyKeys.myList(mode, q),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ page: String(pageParam), pageSize: String(pageSize) });
      if (mode) query.set('mode', mode);
      if (q) query.set('q', q);
      return api<StoryListResponse>(`/api/stories?${query.toString()}`, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last: StoryListResponse) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useMyStories(filter: MyStoriesFilter) {
  return useInfiniteQuery(myStoriesQuery(filter));
}

/**
 * Asks for the archive's first page (every category) while its screen's code is still downloading
 * (Lighthouse mobile score, figure P2 in docs/benchmarks.md); the screen then finds it in the cache, or joins the request under way.
 */
export function prefetchMyStories(client: QueryClient): Promise<void> {
  return client.prefetchInfiniteQuery(myStoriesQuery({ mode: null }));
}
