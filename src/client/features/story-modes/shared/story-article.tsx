import type { ReactNode } from 'react';
import type { StoryLanguage } from '../../../../shared/schemas/story';
import { Field } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { TextareaWithDictation } from '../../speech/text-with-dictation';
import type { ReadAloudHighlight } from '../../speech/use-read-aloud';
import { StoryText } from '../../stories/story-text';
import { TranslationBadge } from '../../translation/translate-toggle-button';
import { t } from '../../../i18n/it/story-modes';

export interface StoryArticleProps {
  heading: ReactNode;
  /** Extra classes for the heading (the shared final panel is larger on wide screens). */
  headingClassName?: string;
  language: StoryLanguage;
  /** Shows the translation badge. */
  translated: boolean;
  /** Beside the heading (e.g. 'Scegli altra professione'). */
  headerExtra?: ReactNode;
  /** Between the heading and the toolbar (e.g. the keywords of the word series). */
  beforeToolbar?: ReactNode;
  /** The story's actions: read aloud, translate, share, save... */
  toolbar: ReactNode;
  /** The text, read-only or editable. */
  children: ReactNode;
}

/** A story's final screen: its title (with the translation badge), the actions toolbar, then the text. */
export function StoryArticle({ heading, headingClassName, language, translated, headerExtra, beforeToolbar, toolbar, children }: StoryArticleProps) {
  return (
    <article className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8" lang={language === 'english' ? 'en' : 'it'}>
      <header className="flex flex-wrap items-center gap-3">
        <h2 className={cn('reading-title break-words text-2xl font-extrabold text-brand-900', headingClassName)}>{heading}</h2>
        {translated ? <TranslationBadge language={language} /> : null}
        {headerExtra}
      </header>
      {beforeToolbar}
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t('storyModes.storyArticle.azioniSullaStoria')}>
        {toolbar}
      </div>
      {children}
    </article>
  );
}

export interface StoryTextBoxProps {
  content: string;
  /** The story mode, for the text's formatting (the CSS blocks). */
  mode: string;
  highlight: ReadAloudHighlight | null | undefined;
  /** Shown instead of the plain text (e.g. PROPP by phase). */
  children?: ReactNode;
}

/** The story read-only in its scrolling box, the sentence being read aloud marked. */
export function StoryTextBox({ content, mode, highlight, children }: StoryTextBoxProps) {
  return (
    // Focusable so the keyboard can scroll it when the text is long (or made larger by 'Lettura facilitata').
    <div
      className="max-h-[60vh] overflow-y-auto rounded-xl bg-brand-50/50 p-4 ring-1 ring-brand-100 sm:p-6"
      tabIndex={0}
      role="region"
      aria-label={t('storyModes.storyArticle.storiaDaLeggere')}
    >
      {children ? (
        <div className="reading-text">{children}</div>
      ) : (
        <StoryText content={content} mode={mode} highlight={highlight?.part === 'text' ? highlight : null} />
      )}
    </div>
  );
}

export interface FinalTextProps extends Omit<StoryTextBoxProps, 'children'> {
  /** The text in a large box with dictation (true), or read-only. */
  editing: boolean;
  /** The edit box's id and label. */
  id: string;
  label: string;
  onContentChange: (text: string) => void;
}

/** The whole story on a final screen that lets the child edit it: the edit box, or the text read-only. */
export function FinalText({ editing, id, label, content, mode, highlight, onContentChange }: FinalTextProps) {
  if (!editing) return <StoryTextBox content={content} mode={mode} highlight={highlight} />;
  return (
    <Field id={id} label={label}>
      <TextareaWithDictation
        id={id}
        value={content}
        onValueChange={onContentChange}
        dictationTarget="la storia"
        className="min-h-[400px] text-lg leading-relaxed"
      />
    </Field>
  );
}
