import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { publishedStoryKeys, publishedStoryUrl, type PublishedStoryKind } from './published-story-api';

/** DELETE /api/{kind}-stories/:id (the story and its image). */
export function useDeletePublishedStory(kind: PublishedStoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(publishedStoryUrl(kind, id), { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      // The viewer that deleted it is still on screen until it navigates away: its story is not
      // fetched again (that 404 put 'Storia non trovata' over the success toast), only marked stale.
      const detail = publishedStoryKeys.detail(kind, id);
      await queryClient.cancelQueries({ queryKey: detail });
      await queryClient.invalidateQueries({ queryKey: detail, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: publishedStoryKeys.all(kind), predicate: (q) => q.queryKey[1] !== detail[1] || q.queryKey[2] !== id });
    },
  });
}
