import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadingStoryResponse } from '../../../../shared/schemas/reading-story';
import { api } from '../../../lib/api-client';
import { storyFormData, type StoryImageChange } from '../story-form-data';
import { readingStoryKeys } from './reading-story-keys';

export interface SaveReadingStoryInput {
  /** Absent: a new story. */
  id?: string | undefined;
  title: string;
  content: string;
  author?: string | undefined;
  image: StoryImageChange;
}

/** POST (new) or PUT (edit) a reading story, with its image, as one multipart request. */
export function useSaveReadingStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, image, ...fields }: SaveReadingStoryInput) =>
      api<ReadingStoryResponse>(id ? `/api/reading-stories/${encodeURIComponent(id)}` : '/api/reading-stories', {
        method: id ? 'PUT' : 'POST',
        body: storyFormData({ ...fields, author: fields.author ?? '' }, image),
      }).then((r) => r.story),
    onSuccess: async (story) => {
      queryClient.setQueryData(readingStoryKeys.detail(story.id), story);
      await queryClient.invalidateQueries({ queryKey: readingStoryKeys.all });
    },
  });
}
