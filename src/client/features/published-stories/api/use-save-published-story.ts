import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storyFormData, type StoryImageChange } from '../story-form-data';
import { publishedStoryKeys, publishedStoryUrl, type PublishedStoryKind, type PublishedStoryOf } from './published-story-api';

export interface SavePublishedStoryInput {
  /** Absent: a new story. */
  id?: string | undefined;
  title: string;
  content: string;
  /** Reading stories only (science stories are the superuser's). */
  author?: string | undefined;
  image: StoryImageChange;
}

/** POST (new) or PUT (edit) a story of the kind, with its image, as one multipart request. */
export function useSavePublishedStory<K extends PublishedStoryKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, image, ...fields }: SavePublishedStoryInput) =>
      api<{ story: PublishedStoryOf<K> }>(id ? publishedStoryUrl(kind, id) : publishedStoryUrl(kind), {
        method: id ? 'PUT' : 'POST',
        body: storyFormData(kind === 'reading' ? { ...fields, author: fields.author ?? '' } : fields, image),
      }).then((r) => r.story),
    onSuccess: async (story) => {
      queryClient.setQueryData(publishedStoryKeys.detail(kind, story.id), story);
      await queryClient.invalidateQueries({ queryKey: publishedStoryKeys.all(kind) });
    },
  });
}
