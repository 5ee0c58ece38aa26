import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { RecordingDto } from '../../../shared/schemas/voice';
import { getStory } from '../stories/api/get-story';
import { storyKeys } from '../stories/api/story-query-keys';
import { useStoryVoice } from './voice-api';
import { VoicePlayerButton } from './voice-player';
import { useVoicePlayer } from './use-voice-player';
import { t } from '../../i18n/it/voice';

const NO_RECORDINGS: RecordingDto[] = [];

/**
 * 'Ascolta la mia voce' for a story in a list (Storie della classe): lists carry neither the text
 * nor the recordings, so both are fetched on the first press, then playback starts and the same
 * button pauses and resumes.
 */
export function StoryVoiceButton({ storyId, title }: { storyId: string; title: string }) {
  const [requested, setRequested] = useState(false);
  const story = useQuery({
    queryKey: storyKeys.detail(storyId),
    queryFn: ({ signal }) => getStory(storyId, signal),
    select: (data) => data.story,
    enabled: requested,
  });
  const voice = useStoryVoice(storyId, requested);
  const player = useVoicePlayer({ content: story.data?.content ?? '', recordings: voice.data?.recordings ?? NO_RECORDINGS });
  const started = useRef(false);

  // The press was the user's gesture: play as soon as the text and the recordings arrive.
  useEffect(() => {
    if (requested && player.available && !started.current) {
      started.current = true;
      player.toggle();
    }
  }, [requested, player]);

  if (story.isError || voice.isError) return <p className="text-sm text-red-700">{t('voice.listButton.nonCaricata')}</p>;
  if (!requested) {
    const idle = { ...player, available: true, toggle: () => setRequested(true) };
    return <VoicePlayerButton player={idle} size="sm" label={t('voice.listButton.ascoltaLaVoceDi', { title })} />;
  }
  return <VoicePlayerButton player={player} size="sm" label={t('voice.listButton.ascoltaLaVoceDi', { title })} />;
}
