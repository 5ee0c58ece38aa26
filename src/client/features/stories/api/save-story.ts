import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryResponse, StorySaveInput } from '../../../../shared/schemas/story';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';

/** POST /api/stories: creates the story, or updates the one with `id`. */
export function saveStory(input: StorySaveInput): Promise<StoryResponse> {
  return api<StoryResponse>('/api/stories', { method: 'POST', body: input });
}

export function useSaveStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStory,
    onSuccess: async ({ story }) => {
      queryClient.setQueryData(storyKeys.detail(story.id), { story });
      await queryClient.invalidateQueries({ queryKey: storyKeys.mine() });
    },
  });
}
