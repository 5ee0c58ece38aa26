import { useQuery } from '@tanstack/react-query';
import type { StoryListSort } from '../../../../shared/schemas/reading-story';
import type { ScienceStoryListResponse } from '../../../../shared/schemas/science-story';
import { api } from '../../../lib/api-client';
import { scienceStoryKeys } from './science-story-keys';

/** GET /api/science-stories: by title for readers, newest first for the superuser. */
export function useScienceStories(sort: StoryListSort) {
  return useQuery({
    queryKey: scienceStoryKeys.list(sort),
    queryFn: ({ signal }) => api<ScienceStoryListResponse>(`/api/science-stories?sort=${sort}`, { signal }).then((r) => r.stories),
  });
}
