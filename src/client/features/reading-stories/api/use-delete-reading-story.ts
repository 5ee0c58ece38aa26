import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readingStoryKeys } from './reading-story-keys';

/** DELETE /api/reading-stories/:id (the story and its image). */
export function useDeleteReadingStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/reading-stories/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: readingStoryKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: readingStoryKeys.all });
    },
  });
}
