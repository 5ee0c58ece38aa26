import { useQuery } from '@tanstack/react-query';
import type { ReadingStoryResponse } from '../../../../shared/schemas/reading-story';
import { api } from '../../../lib/api-client';
import { readingStoryKeys } from './reading-story-keys';

/** GET /api/reading-stories/:id. A missing story is an ApiRequestError with status 404. */
export function useReadingStory(id: string) {
  return useQuery({
    queryKey: readingStoryKeys.detail(id),
    queryFn: ({ signal }) => api<ReadingStoryResponse>(`/api/reading-stories/${encodeURIComponent(id)}`, { signal }).then((r) => r.story),
  });
}
