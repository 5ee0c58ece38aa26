import { MODERATION_MESSAGES } from '../../../shared/messages/moderation';
import { ReviewNote } from '../stories/review-note';
import { CalendarDays, Download, User } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import type { SessionUser } from '../../../shared/schemas/profile';
import { STORY_MESSAGES, type StoryDto } from '../../../shared/schemas/story';
import { storyModeLabel } from '../../../shared/story-modes';
import { BackLink, PageHeader } from '../../components/layout/page-header';
import { Button, buttonVariants } from '../../components/ui/button';
import { Loading } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format-date';
import { paths } from '../../paths';
import { downloadImage } from '../ai/download-image';
import { isPublicMode, useSession } from '../auth/session';
import { StoryLoadError } from '../published-stories/story-load-error';
import { ExportMenu } from '../share/export-menu';
import { PrintableStory } from '../share/printable-story';
import { ShareMenu } from '../share/share-menu';
import { ReadAloudButton } from '../speech/read-aloud-button';
import { useReadAloud } from '../speech/use-read-aloud';
import { isStoryNotFound, useStory } from '../stories/api/get-story';
import { useUpdateStory } from '../stories/api/update-story';
import { HighlightedText, StoryText } from '../stories/story-text';
import { TranslateToggleButton, TranslationBadge } from '../translation/translate-toggle-button';
import { useTranslationToggle } from '../translation/use-translation-toggle';
import { EditMenu } from './edit-menu';
import { QueueNav } from './queue-nav';
import { MediaMenu } from './media-menu';
import { BookletButton } from '../paper/booklet-dialog';
import { useStoryVoice } from '../voice/voice-api';
import { VoicePlayerButton } from '../voice/voice-player';
import { RecordVoiceButton } from '../voice/voice-recorder-dialog';
import { useVoicePlayer } from '../voice/use-voice-player';
import { lazyNamed } from '../../lib/lazy-named';
import { t } from '../../i18n/it/viewer';

// Drawn only when the child opens them: the editing form and the AI helpers' dialogs (with their
// forms, zod and the AI's messages) stay out of the files every story's page fetches.
const StoryEditForm = lazyNamed(() => import('./story-edit-form'), 'StoryEditForm');
const ImproveTextDialog = lazyNamed(() => import('../ai/improve-text-dialog'), 'ImproveTextDialog');
const PoemDialog = lazyNamed(() => import('../ai/poem-dialog'), 'PoemDialog');
const DrawDialog = lazyNamed(() => import('../ai/draw-dialog'), 'DrawDialog');

const backStateSchema = z.object({ from: z.string().startsWith('/') });

/** Where the back arrow goes: where the viewer was opened from, else the reader's archive. */
function useBackPath(user: SessionUser | null): string {
  const from = backStateSchema.safeParse(useLocation().state).data?.from;
  if (from) return from;
  if (user?.isSuperuser) return paths.superuserArchive;
  if (user) return paths.userArchive;
  return isPublicMode() ? paths.public : paths.home;
}

function StoryNotFound({ back }: { back: string }) {
  return (
    <section>
      <PageHeader title={STORY_MESSAGES.notFound} back={back} />
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-brand-100">
        <p className="text-slate-700">{STORY_MESSAGES.notFoundDetail}.</p>
        <Link to={back} className={buttonVariants()}>
          {t('viewer.storyViewer.tornaIndietro')}
        </Link>
      </div>
    </section>
  );
}

function StoryView({ story, user, back }: { story: StoryDto; user: SessionUser | null; back: string }) {
  const translation = useTranslationToggle({ title: story.title, content: story.content, language: story.language });
  const shown = translation.shown;
  const readAloud = useReadAloud({ text: shown.content, title: shown.title, language: shown.language });
  const [editing, setEditing] = useState(false);
  const [aiDialog, setAiDialog] = useState<'improve' | 'poem' | 'draw' | null>(null);
  const closeAiDialog = () => setAiDialog(null);
  const aiStory = { id: story.id, title: shown.title, content: shown.content, language: shown.language, mode: story.mode };
  const update = useUpdateStory();
  const canEdit = user !== null && (user.isSuperuser || user.id === story.authorId);
  // Only the author records her own voice; everyone who reads the story may listen to it.
  const canRecord = user !== null && !user.isSuperuser && user.id === story.authorId;
  const voice = useStoryVoice(story.id, story.hasVoice === true);
  // The recordings follow the pages of the original text: its offsets light the page played.
  const player = useVoicePlayer({ content: story.content, recordings: voice.data?.recordings, onStart: readAloud.stop });
  // One voice at a time: reading aloud stops the child's recording, and the other way round.
  const readAloudAlone = {
    ...readAloud,
    toggle: () => {
      player.stop();
      readAloud.toggle();
    },
  };
  const date = formatDate(story.updatedAt, 'dateTime');
  const highlight = readAloud.highlight ?? (translation.isTranslated ? null : player.highlight);

  const startEditing = () => {
    readAloud.stop();
    player.stop();
    setEditing(true);
  };

  return (
    <>
      <article className="flex flex-col gap-5 print:hidden" lang={shown.language === 'english' ? 'en' : 'it'} aria-labelledby="story-title">
        <QueueNav storyId={story.id} />
        <header className="flex items-start gap-3">
          <BackLink to={back} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h1 id="story-title" className="reading-title break-words text-2xl font-extrabold text-brand-900 sm:text-3xl">
                <HighlightedText text={shown.title} offset={0} highlight={highlight?.part === 'title' ? highlight : null} />
              </h1>
              {translation.isTranslated ? <TranslationBadge language={shown.language} /> : null}
              {story.status === 'suspended' ? (
                <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900 ring-1 ring-amber-300">
                  {t('viewer.storyViewer.sospesa')}
                </span>
              ) : null}
            </div>
            <dl className="flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">{t('viewer.storyViewer.autore')}</dt>
                <User className="size-4 text-brand-700" aria-hidden="true" />
                <dd>
                  {t('viewer.storyViewer.di')} {story.authorName}
                </dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">{t('viewer.storyViewer.modalita')}</dt>
                <dd className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-bold text-brand-800">{storyModeLabel(story.mode)}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt>
                  <CalendarDays className="size-4 text-brand-700" aria-hidden="true" />
                  <span className="sr-only">{t('viewer.storyViewer.ultimaModifica')}</span>
                </dt>
                <dd>
                  <time dateTime={story.updatedAt}>{date}</time>
                </dd>
              </div>
            </dl>
          </div>
        </header>

        {story.reviewNote ? <ReviewNote note={story.reviewNote} /> : null}

        {editing ? (
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
            <Suspense fallback={<Loading />}>
              <StoryEditForm
                storyId={story.id}
                initial={shown}
                notice={user?.isSuperuser === false ? MODERATION_MESSAGES.backToTeacher : undefined}
                onDone={() => setEditing(false)}
              />
            </Suspense>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t('viewer.storyViewer.azioniSullaStoria')}>
              <TranslateToggleButton translation={translation} />
              <ReadAloudButton readAloud={readAloudAlone} />
              <VoicePlayerButton player={player} />
              {canRecord ? <RecordVoiceButton storyId={story.id} content={story.content} /> : null}
              <ShareMenu story={shown} />
              {canEdit ? <EditMenu onEdit={startEditing} onImprove={() => setAiDialog('improve')} onPoem={() => setAiDialog('poem')} /> : null}
              <ExportMenu story={{ title: shown.title, content: shown.content, authorName: story.authorName, date }} />
              <BookletButton storyId={story.id} storyTitle={story.title} hasVoice={story.hasVoice === true} />
              <MediaMenu authenticated={user !== null} onDraw={() => setAiDialog('draw')} />
            </div>
            <div
              role="region"
              className="max-h-[60vh] min-h-[20em] overflow-y-auto rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8"
              tabIndex={0}
              aria-label={t('viewer.shared.testoDellaStoria')}
            >
              {shown.content.trim() === '' ? (
                <p className="text-slate-600">{t('viewer.storyViewer.questaStoriaNonHaAncora')}</p>
              ) : (
                <StoryText content={shown.content} mode={story.mode} highlight={highlight?.part === 'text' ? highlight : null} />
              )}
            </div>
            {story.imageUrl ? (
              <figure className="flex flex-col items-start gap-2">
                <img
                  src={story.imageUrl}
                  alt={t('viewer.storyViewer.immagineDellaStoria', { title: story.title })}
                  className="max-h-96 w-full rounded-2xl object-contain ring-1 ring-brand-100"
                  loading="lazy"
                />
                <Button variant="secondary" size="sm" onClick={() => void downloadImage(story.imageUrl ?? '', story.title)}>
                  <Download aria-hidden="true" /> {t('viewer.storyViewer.scaricaPng')}
                </Button>
              </figure>
            ) : null}
          </>
        )}
        <Suspense fallback={null}>
          {aiDialog === 'improve' ? (
            <ImproveTextDialog
              onClose={closeAiDialog}
              story={aiStory}
              onReplace={async (text) => {
                await update.mutateAsync({ id: story.id, input: { content: text, language: shown.language } });
              }}
              onEditStory={startEditing}
            />
          ) : null}
          {aiDialog === 'poem' ? <PoemDialog onClose={closeAiDialog} story={aiStory} /> : null}
          {aiDialog === 'draw' ? <DrawDialog onClose={closeAiDialog} story={story} /> : null}
        </Suspense>
      </article>
      <PrintableStory title={shown.title} authorName={story.authorName} date={date} content={shown.content} mode={story.mode} language={shown.language} />
    </>
  );
}

/** The story viewer of /story/{storyId} (spec 001 §2). */
export function StoryViewer({ storyId }: { storyId: string }) {
  const story = useStory(storyId);
  const session = useSession();
  const user = session.data?.user ?? null;
  const back = useBackPath(user);
  if (story.isPending || session.isPending) return <Loading />;
  if (story.isError) {
    if (isStoryNotFound(story.error)) return <StoryNotFound back={back} />;
    return <StoryLoadError back={back} onRetry={() => void story.refetch()} />;
  }
  return <StoryView key={story.data.id} story={story.data} user={user} back={back} />;
}
