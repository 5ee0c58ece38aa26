import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readingStoryKeys } from './reading-story-keys';

/** DELETE /api/reading-stories/:id (the story and its image). */
export function useDeleteReadingStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/reading-stories/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      // The viewer that deleted it is still on screen until it navigates away: its story is not
      // fetched again (that 404 put 'Storia non trovata' over the success toast), only marked stale.
      const detail = readingStoryKeys.detail(id);
      await queryClient.cancelQueries({ queryKey: detail });
      await queryClient.invalidateQueries({ queryKey: detail, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: readingStoryKeys.all, predicate: (q) => q.queryKey[1] !== detail[1] || q.queryKey[2] !== id });
    },
  });
}
