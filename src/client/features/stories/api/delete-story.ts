import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryDeleteResponse } from '../../../../shared/schemas/story';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** DELETE /api/stories/:id (author or superuser). */
export function deleteStory(id: string): Promise<StoryDeleteResponse> {
  return api<StoryDeleteResponse>(`/api/stories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: storyKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: storyKeys.mine() });
    },
  });
}
