import { useQuery } from '@tanstack/react-query';
import type { StoryListSort } from '../../../../shared/schemas/reading-story';
import { api } from '../../../lib/api-client';
import { publishedStoryKeys, publishedStoryUrl, type PublishedStoryKind, type PublishedStoryOf } from './published-story-api';

/** GET /api/{kind}-stories: by title for readers, newest first for the superuser's lists. */
export function usePublishedStories<K extends PublishedStoryKind>(kind: K, sort: StoryListSort) {
  return useQuery({
    queryKey: publishedStoryKeys.list(kind, sort),
    queryFn: ({ signal }) => api<{ stories: PublishedStoryOf<K>[] }>(`${publishedStoryUrl(kind)}?sort=${sort}`, { signal }).then((r) => r.stories),
  });
}
