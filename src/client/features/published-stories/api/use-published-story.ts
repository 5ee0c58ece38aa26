import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { publishedStoryKeys, publishedStoryUrl, type PublishedStoryKind, type PublishedStoryOf } from './published-story-api';

/** GET /api/{kind}-stories/:id. A missing story is an ApiRequestError with status 404. */
export function usePublishedStory<K extends PublishedStoryKind>(kind: K, id: string) {
  return useQuery({
    queryKey: publishedStoryKeys.detail(kind, id),
    queryFn: ({ signal }) => api<{ story: PublishedStoryOf<K> }>(publishedStoryUrl(kind, id), { signal }).then((r) => r.story),
  });
}
