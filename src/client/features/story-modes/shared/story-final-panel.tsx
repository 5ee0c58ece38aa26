import type { ReactNode } from 'react';
import type { StoryDto } from '../../../../shared/schemas/story';
import type { StoryMode } from '../../../../shared/story-modes';
import { AiStoryTools } from '../../ai/ai-story-tools';
import { ShareMenu } from '../../share/share-menu';
import { ReadAloudButton } from '../../speech/read-aloud-button';
import { HighlightedText } from '../../stories/story-text';
import { useReadAloud } from '../../speech/use-read-aloud';
import { TranslateToggleButton } from '../../translation/translate-toggle-button';
import { useTranslationToggle, type TranslatableStory } from '../../translation/use-translation-toggle';
import type { StorySavePayload } from './editor-state';
import { SaveStoryButton } from './save-story-button';
import { StoryArticle, StoryTextBox } from './story-article';
import { t } from '../../../i18n/it/story-modes';

export interface StoryFinalPanelProps {
  /** The story as written (the original: the translation toggle keeps it untouched). */
  story: TranslatableStory;
  /** The story mode, for the text's formatting. */
  mode: StoryMode;
  /** How to show the original text (e.g. PROPP by phase, an edit box); the plain text by default. */
  renderOriginal?: () => ReactNode;
  /** The mode's own actions after read aloud, translate, share and AI, before save. */
  actions?: ReactNode;
  /** What the save button saves: the story as shown (the translation, when the child translated it). */
  save: (shown: TranslatableStory) => StorySavePayload;
  onSaved: (story: StoryDto) => void;
  /** Buttons below the text: back, new story... */
  footer?: ReactNode;
}

/**
 * The final screen's toolkit for GHOST, PROPP and AIROTS: the story read-only, read aloud (LEGGI /
 * Pausa / Riprendi, the sentence being read highlighted), the translate toggle (INGLESE /
 * ITALIANO) and the share menu, all from the shared helpers.
 */
export function StoryFinalPanel({ story, mode, renderOriginal, actions, save, onSaved, footer }: StoryFinalPanelProps) {
  const translation = useTranslationToggle(story);
  const shown = translation.shown;
  const readAloud = useReadAloud({ text: shown.content, title: shown.title, language: shown.language });
  const highlight = readAloud.highlight;
  const heading = shown.title.trim() ? shown.title : t('storyModes.shared.laTuaStoria');
  // While reading aloud the plain text is shown, so the sentence being read can be highlighted.
  const custom = renderOriginal && !translation.isTranslated && readAloud.status === 'idle' ? renderOriginal : null;
  return (
    <StoryArticle
      heading={<HighlightedText text={heading} offset={0} highlight={highlight?.part === 'title' ? highlight : null} />}
      headingClassName="sm:text-3xl"
      language={shown.language}
      translated={translation.isTranslated}
      toolbar={
        <>
          <ReadAloudButton readAloud={readAloud} />
          <TranslateToggleButton translation={translation} />
          <ShareMenu story={shown} />
          <AiStoryTools story={{ title: shown.title, content: shown.content, language: shown.language, mode }} />
          {actions}
          <SaveStoryButton story={save(shown)} defaultTitle={shown.title} onSaved={onSaved} />
        </>
      }
    >
      <StoryTextBox content={shown.content} mode={mode} highlight={highlight}>
        {custom ? custom() : null}
      </StoryTextBox>
      {footer ? <div className="flex flex-wrap gap-2">{footer}</div> : null}
    </StoryArticle>
  );
}
