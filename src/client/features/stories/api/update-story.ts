import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryResponse, StoryUpdateInput } from '../../../../shared/schemas/story';
import { api } from '../../../lib/api-client';
import { storyKeys } from './story-query-keys';
import { cacheStoryAnswer } from '../../offline/api-cache';
import { getSession } from '../../auth/session';

/** PATCH /api/stories/:id: title, content or language (the viewer's edit mode). */
export function useUpdateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StoryUpdateInput }) =>
      api<StoryResponse>(`/api/stories/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: async ({ story }) => {
      queryClient.setQueryData(storyKeys.detail(story.id), { story });
      const me = getSession()?.user;
      if (me) await cacheStoryAnswer(me.id, story);
      await queryClient.invalidateQueries({ queryKey: storyKeys.mine() });
    },
  });
}
