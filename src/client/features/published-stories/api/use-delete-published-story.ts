import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { publishedStoryKeys, publishedStoryUrl, type PublishedStoryKind } from './published-story-api';

/** DELETE /api/{kind}-stories/:id (the story and its image). */
export function useDeletePublishedStory(kind: PublishedStoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(publishedStoryUrl(kind, id), { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: publishedStoryKeys.detail(kind, id) });
      await queryClient.invalidateQueries({ queryKey: publishedStoryKeys.all(kind) });
    },
  });
}
