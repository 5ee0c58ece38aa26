import type { ReactNode } from 'react';
import type { StoryLanguage } from '../../../../shared/schemas/story';
import type { StoryMode } from '../../../../shared/story-modes';
import { AiStoryTools } from '../../ai/ai-story-tools';
import { ShareMenu } from '../../share/share-menu';
import { ReadAloudButton } from '../../speech/read-aloud-button';
import type { ReadAloudController } from '../../speech/use-read-aloud';
import { TranslateToggleButton } from '../../translation/translate-toggle-button';
import type { TranslationToggle } from '../../translation/use-translation-toggle';
import { SaveStoryButton, type SaveStoryButtonProps } from '../shared/save-story-button';

export interface FinalToolbarProps {
  /** The story as the final screen shows it. */
  story: { title: string; content: string; language: StoryLanguage };
  mode: StoryMode;
  readAloud: ReadAloudController;
  translation: TranslationToggle;
  /** The translate toggle waits (e.g. while the text is being edited). */
  translateDisabled?: boolean;
  /** The save button (the mode's check, then the shared save dialog). */
  save: SaveStoryButtonProps;
  /** After the save button: 'Nuova storia'. */
  children?: ReactNode;
}

/** The tools of a final screen, in the same order in every mode: read aloud, translate, share, AI, save, then the mode's own. */
export function FinalToolbar({ story, mode, readAloud, translation, translateDisabled, save, children }: FinalToolbarProps) {
  return (
    <>
      <ReadAloudButton readAloud={readAloud} />
      <TranslateToggleButton translation={translation} {...(translateDisabled !== undefined ? { disabled: translateDisabled } : {})} />
      <ShareMenu story={{ title: story.title, content: story.content }} />
      <AiStoryTools story={{ ...story, mode }} />
      <SaveStoryButton {...save} />
      {children}
    </>
  );
}
