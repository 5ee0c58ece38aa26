import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scienceStoryKeys } from './science-story-keys';

/** POST /api/seed/science-stories: adds our example stories (offered while the list is empty). */
export function useSeedScienceStories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ added: number }>('/api/seed/science-stories', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scienceStoryKeys.all }),
  });
}
