import { AiStoryTools } from '../../ai/ai-story-tools';
import { ShareMenu } from '../../share/share-menu';
import { ReadAloudButton } from '../../speech/read-aloud-button';
import type { ReadAloudController } from '../../speech/use-read-aloud';
import { TranslateToggleButton } from '../../translation/translate-toggle-button';
import type { TranslatableStory, TranslationToggle } from '../../translation/use-translation-toggle';
import { SaveStoryButton, type SaveStoryButtonProps } from '../shared/save-story-button';
import type { ModeEditor } from './use-mode-editor';

export interface FinalToolbarProps {
  /** The story as the final screen shows it. */
  story: TranslatableStory;
  readAloud: ReadAloudController;
  translation: TranslationToggle;
  /** The translate toggle waits (e.g. while the text is being edited). */
  translateDisabled?: boolean;
  /** The save button: what to save and the mode's check, then the shared save dialog (the story's title offered). */
  save: Pick<SaveStoryButtonProps, 'story' | 'canOpen'>;
  /** The mode; marks the work saved; its 'Nuova storia' follows the save button. */
  editor: Pick<ModeEditor, 'mode' | 'markSaved' | 'newStoryButton'>;
}

/** The tools of a final screen, in the same order in every mode: read aloud, translate, share, AI, save, then the mode's own. */
export function FinalToolbar({ story, readAloud, translation, translateDisabled, save, editor }: FinalToolbarProps) {
  return (
    <>
      <ReadAloudButton readAloud={readAloud} />
      <TranslateToggleButton translation={translation} {...(translateDisabled !== undefined ? { disabled: translateDisabled } : {})} />
      <ShareMenu story={{ title: story.title, content: story.content }} />
      <AiStoryTools story={{ ...story, mode: editor.mode }} />
      <SaveStoryButton {...save} defaultTitle={story.title} onSaved={editor.markSaved} />
      {editor.newStoryButton}
    </>
  );
}
