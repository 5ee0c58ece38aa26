import type { StoryLanguage } from '../../../shared/schemas/story';
import { ReadAloudButton } from '../speech/read-aloud-button';
import { useReadAloud } from '../speech/use-read-aloud';
import { useStartOnce, useStoryOnPress } from './use-story-on-press';
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
  const { story, pressed, press } = useStoryOnPress(storyId);
  const readAloud = useReadAloud({ text: story.data?.content ?? '', title: story.data?.title ?? '', language: language ?? story.data?.language ?? 'italian' });
  useStartOnce(pressed && story.data !== undefined, readAloud.toggle);

  if (story.isError) return <p className="text-sm text-red-700">{t('stories.storyReadAloudButton.nonEStatoPossibileCaricare')}</p>;
  return <ReadAloudButton size={size} className={className} readAloud={pressed ? readAloud : { ...readAloud, toggle: press }} />;
}
