import type { StoryMode } from '../../../shared/story-modes';
import { StoryText } from '../stories/story-text';
import { t } from '../../i18n/it/share';

export interface PrintableStoryProps {
  title: string;
  authorName: string;
  /** Already formatted in it-IT. */
  date: string;
  content: string;
  mode: StoryMode | string;
  /** 'italian' | 'english', for the page's language. */
  language: string;
}

/**
 * The print view: hidden on screen, alone on paper (title, author, date, text) so that the
 * browser's 'Salva come PDF' gives a clean PDF. The screen around it must be `print:hidden`. It
 * repeats what the screen shows, so assistive technology skips it.
 */
export function PrintableStory({ title, authorName, date, content, mode, language }: PrintableStoryProps) {
  return (
    <article data-testid="print-view" aria-hidden="true" className="hidden font-serif text-black print:block" lang={language === 'english' ? 'en' : 'it'}>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-base">
        {t('share.printableStory.di')} {authorName} · {date}
      </p>
      <hr className="my-6 border-black/30" />
      <StoryText content={content} mode={mode} className="text-black [&_*]:text-black [&_*]:ring-0" />
      <p className="mt-10 text-sm text-black/60">{t('share.printableStory.fantasmia')}</p>
    </article>
  );
}
