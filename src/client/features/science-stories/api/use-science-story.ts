import { useQuery } from '@tanstack/react-query';
import type { ScienceStoryResponse } from '../../../../shared/schemas/science-story';
import { api } from '../../../lib/api-client';
import { scienceStoryKeys } from './science-story-keys';

/** GET /api/science-stories/:id. A missing story is an ApiRequestError with status 404. */
export function useScienceStory(id: string) {
  return useQuery({
    queryKey: scienceStoryKeys.detail(id),
    queryFn: ({ signal }) => api<ScienceStoryResponse>(`/api/science-stories/${encodeURIComponent(id)}`, { signal }).then((r) => r.story),
  });
}
