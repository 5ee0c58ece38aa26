import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { exampleStoriesUrl, publishedStoryKeys, type PublishedStoryKind } from './published-story-api';

/** POST /api/seed/{kind}-stories: adds our example stories (offered while the list is empty). */
export function useSeedPublishedStories(kind: PublishedStoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ added: number }>(exampleStoriesUrl(kind), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publishedStoryKeys.all(kind) }),
  });
}
