import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { READING_STORY_MESSAGES } from '../../../shared/schemas/reading-story';
import { ApiRequestError } from '../../lib/api-client';

/** True when the story does not exist (any more): the API answered 404. */
export function isMissingStory(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * A viewer opened for a missing id says 'Storia non trovata' / 'La storia richiesta non è più
 * disponibile' and goes back to its list (spec 000 §2, §8).
 */
export function useMissingStoryRedirect(error: unknown, listPath: string): boolean {
  const navigate = useNavigate();
  const missing = isMissingStory(error);
  useEffect(() => {
    if (!missing) return;
    toast.error(READING_STORY_MESSAGES.notFound, { description: READING_STORY_MESSAGES.notFoundDescription, id: 'story-not-found' });
    void navigate(listPath, { replace: true });
  }, [missing, listPath, navigate]);
  return missing;
}
