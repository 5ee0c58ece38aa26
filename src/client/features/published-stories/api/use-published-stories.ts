import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryListSort } from '../../../../shared/schemas/reading-story';
import { api } from '../../../lib/api-client';
import { storyFormData, type StoryImageChange } from '../story-form-data';
import { publishedStoryKeys, publishedStoryUrl, type PublishedStoryKind, type PublishedStoryOf } from './published-story-api';

/** GET /api/{kind}-stories: by title for readers, newest first for the superuser's lists. */
export function usePublishedStories<K extends PublishedStoryKind>(kind: K, sort: StoryListSort) {
  return useQuery({
    queryKey: publishedStoryKeys.list(kind, sort),
    queryFn: ({ signal }) => api<{ stories: PublishedStoryOf<K>[] }>(`${publishedStoryUrl(kind)}?sort=${sort}`, { signal }).then((r) => r.stories),
  });
}

/** GET /api/{kind}-stories/:id. A missing story is an ApiRequestError with status 404. */
export function usePublishedStory<K extends PublishedStoryKind>(kind: K, id: string) {
  return useQuery({
    queryKey: publishedStoryKeys.detail(kind, id),
    queryFn: ({ signal }) => api<{ story: PublishedStoryOf<K> }>(publishedStoryUrl(kind, id), { signal }).then((r) => r.story),
  });
}

/** POST /api/seed/{kind}-stories: adds our example stories (offered while the list is empty). */
export function useSeedPublishedStories(kind: PublishedStoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ added: number }>(`/api/seed/${kind}-stories`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publishedStoryKeys.all(kind) }),
  });
}

/** DELETE /api/{kind}-stories/:id (the story and its image). */
export function useDeletePublishedStory(kind: PublishedStoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(publishedStoryUrl(kind, id), { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      // The viewer that deleted it is still on screen until it navigates away: its story is not
      // fetched again (that 404 put 'Storia non trovata' over the success toast), only marked stale.
      const detail = publishedStoryKeys.detail(kind, id);
      await queryClient.cancelQueries({ queryKey: detail });
      await queryClient.invalidateQueries({ queryKey: detail, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: publishedStoryKeys.all(kind), predicate: (q) => q.queryKey[1] !== detail[1] || q.queryKey[2] !== id });
    },
  });
}

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
