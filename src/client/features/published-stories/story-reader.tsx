import { useState, type ReactNode } from 'react';
import { TRANSLATION_MESSAGES } from '../../../shared/schemas/translation';
import { PageHeader } from '../../components/layout/page-header';
import { PrintableStory } from '../share/printable-story';
import { ReadAloudButton } from '../speech/read-aloud-button';
import { useReadAloud } from '../speech/use-read-aloud';
import { StoryText } from '../stories/story-text';
import { EnglishBadge, TranslateToggleButton } from '../translation/translate-toggle-button';
import { useTranslationToggle } from '../translation/use-translation-toggle';
import type { readerStory } from './reader-story';
import { VOICES } from '../../../shared/constants';
import { Select } from '../../components/ui/select';
import { isVoiceName, readVoicePreference, VOICE_PRESETS, writeVoicePreference, type VoiceName } from './voice-presets';
import { t } from '../../i18n/it/published-stories';

export interface StoryReaderProps {
  story: ReturnType<typeof readerStory>;
  back: string;
  /** More tools after read aloud and translation (share, media, export, edit menus). */
  tools?: (shown: { title: string; content: string }) => ReactNode;
  /** Shown under the text (e.g. the image of a science story). */
  children?: ReactNode;
  /** Renders the print view (title, author, date, text) for the export menu's 'Stampa o salva PDF'. */
  printable?: { authorName: string; date: string };
}

/**
 * A published reading or science story for reading (spec 000 §2 reader screens): title, author,
 * date; read aloud with a choice of voice (LEGGI / Pausa / Riprendi, the sentence being read
 * highlighted, stopped when the screen is left); the Inglese / Italiano toggle keeping the original.
 */
export function StoryReader({ story, back, tools, children, printable }: StoryReaderProps) {
  const translation = useTranslationToggle(
    { title: story.title, content: story.content, language: 'italian' },
    { errorDescription: TRANSLATION_MESSAGES.viewerFailed, labelStyle: 'sentence' },
  );
  const shown = translation.shown;
  const [voice, setVoice] = useState<VoiceName>(readVoicePreference);
  const readAloud = useReadAloud({ title: shown.title, text: shown.content, language: shown.language, voice: VOICE_PRESETS[voice] });
  const chooseVoice = (next: string) => {
    if (!isVoiceName(next)) return;
    setVoice(next);
    writeVoicePreference(next);
  };
  const textRange = readAloud.highlight?.part === 'text' ? readAloud.highlight : null;

  return (
    <>
      <article lang={shown.language === 'english' ? 'en' : 'it'} className="print:hidden">
        <PageHeader title={shown.title} back={back} />
        <header className="-mt-3 mb-4">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700" lang="it">
            {story.author ? <span>{t('publishedStories.shared.diAutore', { author: story.author })}</span> : null}
            <span className="text-slate-600">{story.dateLabel}</span>
            {translation.isTranslated ? <EnglishBadge /> : null}
          </p>
        </header>
        <div role="group" aria-label={t('publishedStories.storyReader.strumentiDellaStoria')} className="mb-4 flex flex-wrap items-center gap-2" lang="it">
          {/* Uomo, Donna, Bambino, Bambina: the voice that reads the story aloud. */}
          <Select
            aria-label={t('publishedStories.voicePicker.voce')}
            value={voice}
            onValueChange={chooseVoice}
            placeholder={t('publishedStories.voicePicker.voce')}
            options={VOICES.map((v) => ({ value: v, label: v }))}
            className="w-36"
          />
          <ReadAloudButton readAloud={readAloud} />
          <TranslateToggleButton translation={translation} />
          {tools?.(shown)}
        </div>
        <div
          className="max-h-[40em] min-h-[20em] overflow-y-auto rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8"
          tabIndex={0}
          role="region"
          aria-label={t('publishedStories.storyReader.testoDellaStoria')}
        >
          <StoryText content={shown.content} mode="READING" highlight={textRange} />
        </div>
        {children}
      </article>
      {printable ? (
        <PrintableStory
          title={shown.title}
          content={shown.content}
          mode="READING"
          language={shown.language}
          authorName={printable.authorName}
          date={printable.date}
        />
      ) : null}
    </>
  );
}
