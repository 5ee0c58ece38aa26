import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScienceStoryResponse } from '../../../../shared/schemas/science-story';
import { api } from '../../../lib/api-client';
import { storyFormData, type StoryImageChange } from '../../reading-stories/story-form-data';
import { scienceStoryKeys } from './science-story-keys';

export interface SaveScienceStoryInput {
  /** Absent: a new story. */
  id?: string | undefined;
  title: string;
  content: string;
  image: StoryImageChange;
}

/** POST (new) or PUT (edit) a science story, with its image, as one multipart request. */
export function useSaveScienceStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, image, ...fields }: SaveScienceStoryInput) =>
      api<ScienceStoryResponse>(id ? `/api/science-stories/${encodeURIComponent(id)}` : '/api/science-stories', {
        method: id ? 'PUT' : 'POST',
        body: storyFormData(fields, image),
      }).then((r) => r.story),
    onSuccess: async (story) => {
      queryClient.setQueryData(scienceStoryKeys.detail(story.id), story);
      await queryClient.invalidateQueries({ queryKey: scienceStoryKeys.all });
    },
  });
}
