import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../../components/ui/spinner';
import type { PublishedStoryKind, PublishedStoryOf } from './api/published-story-api';
import { usePublishedStory } from './api/use-published-stories';
import { StoryLoadError } from './story-load-error';
import { useMissingStoryRedirect } from './use-missing-story-redirect';

export type LoadedPublishedStory<K extends PublishedStoryKind> =
  { story: PublishedStoryOf<K>; fallback?: undefined } | { story?: undefined; fallback: ReactElement };

/**
 * The story a viewer route's `:id` names, or what to show instead: a spinner while it loads,
 * 'Storia non trovata' and back to `back` when it is missing, a retry when the network failed.
 */
export function useLoadedPublishedStory<K extends PublishedStoryKind>(kind: K, back: string): LoadedPublishedStory<K> {
  const { id = '' } = useParams();
  const story = usePublishedStory(kind, id);
  const missing = useMissingStoryRedirect(story.error, back);
  if (story.isPending || missing) return { fallback: <Loading /> };
  if (story.isError) return { fallback: <StoryLoadError back={back} onRetry={() => void story.refetch()} /> };
  return { story: story.data };
}
