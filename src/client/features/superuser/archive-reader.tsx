import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getStory } from '../stories/api/get-story';
import { storyKeys } from '../stories/api/story-query-keys';
import { ReadAloudButton } from '../speech/read-aloud-button';
import { useReadAloud } from '../speech/use-read-aloud';

/**
 * Read aloud for an archive row (spec 000 §2): lists carry no text, so the story is fetched on the
 * first press, then the same button pauses and resumes. Always Italian, as the spec says.
 */
export function ArchiveReader({ storyId, size = 'sm' }: { storyId: string; size?: 'sm' | 'default' }) {
  const [requested, setRequested] = useState(false);
  const story = useQuery({
    queryKey: storyKeys.detail(storyId),
    queryFn: ({ signal }) => getStory(storyId, signal),
    enabled: requested,
  });
  const readAloud = useReadAloud({ text: story.data?.story.content ?? '', title: story.data?.story.title ?? '', language: 'italian' });
  const started = useRef(false);

  // The first press loads the text; speak as soon as it arrives (the press was the user's gesture).
  useEffect(() => {
    if (requested && story.data && !started.current) {
      started.current = true;
      readAloud.toggle();
    }
  }, [requested, story.data, readAloud]);

  if (!requested) {
    return <ReadAloudButton size={size} readAloud={{ ...readAloud, toggle: () => setRequested(true) }} />;
  }
  return <ReadAloudButton size={size} readAloud={readAloud} />;
}
