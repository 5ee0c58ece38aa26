import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scienceStoryKeys } from './science-story-keys';

/** DELETE /api/science-stories/:id (the story and its image). */
export function useDeleteScienceStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/science-stories/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: scienceStoryKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: scienceStoryKeys.all });
    },
  });
}
