import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { READING_STORY_MESSAGES } from '../../../shared/schemas/reading-story';
import { ApiRequestError } from '../../lib/api-client';

/**
 * A viewer opened for a missing id says 'Storia non trovata' / 'La storia richiesta non è più
 * disponibile' and goes back to its list (spec 000 §2, §8).
 */
export function useMissingStoryRedirect(error: unknown, listPath: string): boolean {
  const navigate = useNavigate();
  // The API answered 404: the story does not exist (any more).
  const missing = error instanceof ApiRequestError && error.status === 404;
  useEffect(() => {
    if (!missing) return;
    toast.error(READING_STORY_MESSAGES.notFound, { description: READING_STORY_MESSAGES.notFoundDescription, id: 'story-not-found' });
    void navigate(listPath, { replace: true });
  }, [missing, listPath, navigate]);
  return missing;
}
