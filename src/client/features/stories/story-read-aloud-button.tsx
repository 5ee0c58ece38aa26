import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { StoryLanguage } from '../../../shared/schemas/story';
import { ReadAloudButton } from '../speech/read-aloud-button';
import { useReadAloud } from '../speech/use-read-aloud';
import { getStory } from './api/get-story';
import { storyKeys } from './api/story-query-keys';
import { t } from '../../i18n/it/stories';

export interface StoryReadAloudButtonProps {
  storyId: string;
  /** The voice's language; the story's own language when not given. */
  language?: StoryLanguage;
  size?: 'sm' | 'default' | 'lg';
  className?: string;
}

/**
 * Read aloud for a story in a list (the archives): lists carry no text, so the story is fetched on
 * the first press, then the same button pauses and resumes (LEGGI / Pausa / Riprendi).
 */
export function StoryReadAloudButton({ storyId, language, size = 'sm', className }: StoryReadAloudButtonProps) {
  const [requested, setRequested] = useState(false);
  const story = useQuery({
    queryKey: storyKeys.detail(storyId),
    queryFn: ({ signal }) => getStory(storyId, signal),
    select: (data) => data.story,
    enabled: requested,
  });
  const readAloud = useReadAloud({ text: story.data?.content ?? '', title: story.data?.title ?? '', language: language ?? story.data?.language ?? 'italian' });
  const started = useRef(false);

  // The first press loads the text; speak as soon as it arrives (the press was the user's gesture).
  useEffect(() => {
    if (requested && story.data && !started.current) {
      started.current = true;
      readAloud.toggle();
    }
  }, [requested, story.data, readAloud]);

  if (story.isError) return <p className="text-sm text-red-700">{t('stories.storyReadAloudButton.nonEStatoPossibileCaricare')}</p>;
  const controller = requested ? readAloud : { ...readAloud, toggle: () => setRequested(true) };
  return <ReadAloudButton size={size} className={className} readAloud={controller} />;
}
