import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { READING_STORY_MESSAGES } from '../../../shared/schemas/reading-story';
import { Loading } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api-client';
import type { PublishedStoryKind } from './api/published-story-api';
import { usePublishedStory } from './api/use-published-stories';
import { StoryLoadError } from './story-load-error';

/**
 * The story a viewer route's `:id` names, or what to show instead: a spinner while it loads,
 * 'Storia non trovata' and back to `back` when it is missing, a retry when the network failed.
 */
export function useLoadedPublishedStory<K extends PublishedStoryKind>(kind: K, back: string) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const story = usePublishedStory(kind, id);
  // The API answered 404: the story does not exist (any more); say so and go back to the list (spec 000 §2, §8).
  const missing = story.error instanceof ApiRequestError && story.error.status === 404;
  useEffect(() => {
    if (!missing) return;
    toast.error(READING_STORY_MESSAGES.notFound, { description: READING_STORY_MESSAGES.notFoundDescription, id: 'story-not-found' });
    void navigate(back, { replace: true });
  }, [missing, back, navigate]);
  if (story.isPending || missing) return { fallback: <Loading /> };
  if (story.isError) return { fallback: <StoryLoadError back={back} onRetry={() => void story.refetch()} /> };
  return { story: story.data };
}
