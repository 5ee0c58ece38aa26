import { BookOpen, CheckCircle2, FilePlus2, Home, Printer } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ANONYMOUS_AUTHOR_ID, STORY_MESSAGES, type StoryDto } from '../../../../shared/schemas/story';
import { Logo } from '../../../components/brand/logo';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../paths';
import { isPublicMode, useSession } from '../../auth/session';
import { RecordVoiceButton } from '../../voice/voice-recorder-dialog';
import { PrintableStory } from '../../share/printable-story';
import { t } from '../../../i18n/it/story-modes';

/** Spec 001 §4: where a saved story is found again (the follow-up line after a save). */
export const FOUND_IN_ARCHIVE = t('storyModes.bookPage.laTroviNelTuoArchivio');
/** The public user's story waits for the superuser before anyone can read it. */
export const WAITS_FOR_APPROVAL = t('storyModes.bookPage.laTuaStoriaOraAspetta');

export interface BookPageProps {
  story: StoryDto;
  /** True when the save updated a story saved before ('Storia aggiornata!'). */
  updated: boolean;
  onNewStory: () => void;
}

/**
 * The finished story as a book page, in place of the editor once it is saved: the title, the
 * author, the mascot, and what to do next — Leggi (the viewer), Stampa (the print view),
 * Nuova storia. The public user has no archive: the page says the story waits for the
 * superuser's approval, and offers another story or the home page.
 */
export function BookPage({ story, updated, onNewStory }: BookPageProps) {
  const navigate = useNavigate();
  const anonymous = isPublicMode() && story.authorId === ANONYMOUS_AUTHOR_ID;
  const user = useSession().data?.user ?? null;
  // Her finished book is where a child reads it aloud: only the author records her own voice.
  const canRecord = !anonymous && user !== null && !user.isSuperuser && user.id === story.authorId;
  const action = 'min-h-11';
  return (
    <>
      <article
        aria-labelledby="book-page-title"
        className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 rounded-3xl bg-white px-5 py-8 text-center shadow-md ring-1 ring-brand-200 print:hidden sm:px-10"
      >
        <p role="status" className="flex items-center gap-2 rounded-full bg-green-50 px-4 py-2 font-semibold text-green-800 ring-1 ring-green-200">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          {updated ? STORY_MESSAGES.updated : STORY_MESSAGES.saved}
        </p>
        <Logo className="size-28 sm:size-32" title={t('storyModes.bookPage.ilFantasminoDiFantasmia')} />
        <h2 id="book-page-title" className="max-w-full font-serif text-3xl font-extrabold text-brand-900 [overflow-wrap:anywhere] sm:text-4xl">
          {story.title}
        </h2>
        <p className="text-lg text-slate-700 [overflow-wrap:anywhere]">{t('storyModes.bookPage.di', { author: story.authorName })}</p>
        <p className="max-w-prose text-slate-800">{anonymous ? WAITS_FOR_APPROVAL : FOUND_IN_ARCHIVE}</p>
        <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
          {anonymous ? null : (
            <Button className={action} onClick={() => void navigate(paths.story(story.id))}>
              <BookOpen aria-hidden="true" />
              {t('storyModes.bookPage.leggi')}
            </Button>
          )}
          {canRecord ? <RecordVoiceButton storyId={story.id} content={story.content} className={action} /> : null}
          <Button className={action} variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('storyModes.bookPage.stampa')}
          </Button>
          <Button className={action} variant="secondary" onClick={onNewStory}>
            <FilePlus2 aria-hidden="true" />
            {anonymous ? t('storyModes.bookPage.scriviUnAltraStoria') : t('storyModes.shared.nuovaStoria')}
          </Button>
          {anonymous ? (
            <Button className={action} variant="secondary" asChild>
              <Link to={paths.home}>
                <Home aria-hidden="true" />
                {t('storyModes.bookPage.tornaAllaHome')}
              </Link>
            </Button>
          ) : null}
        </div>
      </article>
      <PrintableStory
        title={story.title}
        authorName={story.authorName}
        date={formatDate(story.updatedAt, 'dateTime')}
        content={story.content}
        mode={story.mode}
        language={story.language}
      />
    </>
  );
}
