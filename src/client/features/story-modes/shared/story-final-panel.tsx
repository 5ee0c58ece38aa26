import type { ReactNode } from 'react';
import type { StoryLanguage } from '../../../../shared/schemas/story';
import { ShareMenu } from '../../share/share-menu';
import { ReadAloudButton } from '../../speech/read-aloud-button';
import { HighlightedText, StoryText } from '../../stories/story-text';
import { useReadAloud } from '../../speech/use-read-aloud';
import { TranslateToggleButton, TranslationBadge } from '../../translation/translate-toggle-button';
import { useTranslationToggle, type TranslationToggle } from '../../translation/use-translation-toggle';

export interface FinalStory {
  title: string;
  content: string;
  language: StoryLanguage;
}

export interface StoryFinalPanelProps {
  /** The story as written (the original: the translation toggle keeps it untouched). */
  story: FinalStory;
  /** Heading shown when the story has no title yet. */
  untitled?: string;
  /** The story mode, for the text's formatting. */
  mode: string;
  /** How to show the original text (e.g. PROPP by phase, an edit box); the plain text by default. */
  renderOriginal?: () => ReactNode;
  /** The actions after read aloud, translate and share: save, new story... */
  actions: (shown: FinalStory, translation: TranslationToggle) => ReactNode;
  /** Buttons below the text: back, new story... */
  footer?: ReactNode;
}

/**
 * The final screen's toolkit for GHOST, PROPP and AIROTS: the story read-only, read aloud (LEGGI /
 * Pausa / Riprendi, the sentence being read highlighted), the translate toggle (INGLESE /
 * ITALIANO) and the share menu, all from the shared helpers.
 */
export function StoryFinalPanel({ story, mode, untitled = 'La tua storia', renderOriginal, actions, footer }: StoryFinalPanelProps) {
  const translation = useTranslationToggle(story);
  const shown = translation.shown;
  const readAloud = useReadAloud({ text: shown.content, title: shown.title, language: shown.language });
  const highlight = readAloud.highlight;
  const heading = shown.title.trim() ? shown.title : untitled;
  // While reading aloud the plain text is shown, so the sentence being read can be highlighted.
  const custom = renderOriginal && !translation.isTranslated && readAloud.status === 'idle' ? renderOriginal : null;
  return (
    <article className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8" lang={shown.language === 'english' ? 'en' : 'it'}>
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          <HighlightedText text={heading} offset={0} highlight={highlight?.part === 'title' ? highlight : null} />
        </h2>
        {translation.isTranslated ? <TranslationBadge language={shown.language} /> : null}
      </header>
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Azioni sulla storia">
        <ReadAloudButton readAloud={readAloud} />
        <TranslateToggleButton translation={translation} />
        <ShareMenu story={shown} />
        {actions(shown, translation)}
      </div>
      <div className="max-h-[60vh] overflow-y-auto rounded-xl bg-brand-50/50 p-4 ring-1 ring-brand-100 sm:p-6">
        {custom ? custom() : <StoryText content={shown.content} mode={mode} highlight={highlight?.part === 'text' ? highlight : null} />}
      </div>
      {footer ? <div className="flex flex-wrap gap-2">{footer}</div> : null}
    </article>
  );
}
