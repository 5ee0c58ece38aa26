import type { ReactNode } from 'react';
import type { StoryLanguage } from '../../../../shared/schemas/story';
import { ReadAloudButton } from '../../speech/read-aloud-button';
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
  /** How to show the original text (e.g. PROPP by phase); the plain text by default. */
  renderOriginal?: () => ReactNode;
  /** The actions after read aloud and translate: share, save, new story... */
  actions: (shown: FinalStory, translation: TranslationToggle) => ReactNode;
}

/**
 * The final screen's toolkit for GHOST, PROPP and AIROTS: the story read-only, read aloud (LEGGI /
 * Pausa / Riprendi) and the translate toggle (INGLESE / ITALIANO), from the shared helpers.
 */
export function StoryFinalPanel({ story, untitled = 'La tua storia', renderOriginal, actions }: StoryFinalPanelProps) {
  const translation = useTranslationToggle(story);
  const shown = translation.shown;
  const readAloud = useReadAloud({ text: shown.content, title: shown.title, language: shown.language });
  return (
    <article className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8" lang={shown.language === 'english' ? 'en' : 'it'}>
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{shown.title.trim() || untitled}</h2>
        {translation.isTranslated ? <TranslationBadge language={shown.language} /> : null}
      </header>
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Azioni sulla storia">
        <ReadAloudButton readAloud={readAloud} />
        <TranslateToggleButton translation={translation} />
        {actions(shown, translation)}
      </div>
      <div className="max-h-[60vh] overflow-y-auto rounded-xl bg-brand-50/50 p-4 ring-1 ring-brand-100 sm:p-6">
        {!translation.isTranslated && renderOriginal ? (
          renderOriginal()
        ) : (
          <p className="whitespace-pre-wrap break-words text-lg leading-relaxed text-slate-900">{shown.content}</p>
        )}
      </div>
    </article>
  );
}
