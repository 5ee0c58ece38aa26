import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scienceStoryKeys } from './science-story-keys';

/** DELETE /api/science-stories/:id (the story and its image). */
export function useDeleteScienceStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/science-stories/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      // The viewer that deleted it is still on screen until it navigates away: its story is not
      // fetched again (that 404 put 'Storia non trovata' over the success toast), only marked stale.
      const detail = scienceStoryKeys.detail(id);
      await queryClient.cancelQueries({ queryKey: detail });
      await queryClient.invalidateQueries({ queryKey: detail, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: scienceStoryKeys.all, predicate: (q) => q.queryKey[1] !== detail[1] || q.queryKey[2] !== id });
    },
  });
}
