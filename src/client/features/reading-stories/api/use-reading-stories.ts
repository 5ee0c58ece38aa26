import { useQuery } from '@tanstack/react-query';
import type { ReadingStoryListResponse, StoryListSort } from '../../../../shared/schemas/reading-story';
import { api } from '../../../lib/api-client';
import { readingStoryKeys } from './reading-story-keys';

/** GET /api/reading-stories: by title for readers, newest first for the management list. */
export function useReadingStories(sort: StoryListSort) {
  return useQuery({
    queryKey: readingStoryKeys.list(sort),
    queryFn: ({ signal }) => api<ReadingStoryListResponse>(`/api/reading-stories?sort=${sort}`, { signal }).then((r) => r.stories),
  });
}
