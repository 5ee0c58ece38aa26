import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readingStoryKeys } from './reading-story-keys';

/** POST /api/seed/reading-stories: adds our example stories (offered while the list is empty). */
export function useSeedReadingStories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ added: number }>('/api/seed/reading-stories', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readingStoryKeys.all }),
  });
}
