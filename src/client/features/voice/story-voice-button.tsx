import { useStartOnce, useStoryOnPress } from '../stories/use-story-on-press';
import { useStoryVoice } from './voice-api';
import { VoicePlayerButton } from './voice-player';
import { useVoicePlayer } from './use-voice-player';
import { t } from '../../i18n/it/voice';

/**
 * 'Ascolta la mia voce' for a story in a list (Storie della classe): lists carry neither the text
 * nor the recordings, so both are fetched on the first press, then playback starts and the same
 * button pauses and resumes.
 */
export function StoryVoiceButton({ storyId, title }: { storyId: string; title: string }) {
  const { story, pressed, press } = useStoryOnPress(storyId);
  const voice = useStoryVoice(storyId, pressed);
  const player = useVoicePlayer({ content: story.data?.content ?? '', recordings: voice.data?.recordings });
  useStartOnce(pressed && player.available, player.toggle);

  if (story.isError || voice.isError) return <p className="text-sm text-red-700">{t('voice.listButton.nonCaricata')}</p>;
  const shown = pressed ? player : { ...player, available: true, toggle: press };
  return <VoicePlayerButton player={shown} size="sm" label={t('voice.listButton.ascoltaLaVoceDi', { title })} />;
}
