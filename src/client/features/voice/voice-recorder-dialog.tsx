import { ChevronLeft, ChevronRight, CloudUpload, Lock, Mic, Pause, Play, RotateCcw, Square, Trash2, Check } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { VOICE_MESSAGES, type RecordingDto } from '../../../shared/schemas/voice';
import { voicePages } from '../../../shared/voice-pages';
import { Button, type ButtonProps } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Loading } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSession } from '../auth/session';
import { newClientId } from '../offline/client-id';
import { sendUnlessOffline } from '../offline/device-queue';
import { enqueueRecording, useQueuedRecordings } from '../offline/recording-outbox';
import { formatClock, MAX_RECORDING_MS, type RecorderError, type RecorderState } from './recorder-state';
import { useRecorder } from './use-recorder';
import { useDeleteAllRecordings, useDeleteRecording, useStoryVoice, useUploadRecording } from './voice-api';
import { t } from '../../i18n/it/voice';
import { formatBytes } from '../../lib/format-size';

const RECORDER_ERRORS: Record<RecorderError, string> = {
  denied: t('voice.recorder.permessoNegato'),
  'no-microphone': t('voice.recorder.nessunMicrofono'),
  unsupported: t('voice.recorder.nonSupportato'),
  failed: t('voice.recorder.nonRiuscita'),
};

interface RecordVoiceButtonProps {
  storyId: string;
  content: string;
  variant?: ButtonProps['variant'];
  className?: string;
}

/** 'Registra la mia voce': opens the recorder on the author's story. */
export function RecordVoiceButton({ storyId, content, variant = 'secondary', className }: RecordVoiceButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        <Mic aria-hidden="true" />
        {t('voice.recordButton.registraLaMiaVoce')}
      </Button>
      {open ? <VoiceRecorderDialog storyId={storyId} content={content} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The child records her story read aloud, one page at a time: the page's words large, a big
 * record/stop button with a level meter and the clock, then 'Ascolta', 'Rifai' and 'Tieni'. A page
 * already recorded can be listened to, recorded again or deleted. A take the server refuses stays
 * here to try again; a take kept with no network waits on the device and is sent later.
 */
export function VoiceRecorderDialog({ storyId, content, onClose }: { storyId: string; content: string; onClose: () => void }) {
  const pages = useMemo(() => voicePages(content), [content]);
  const voice = useStoryVoice(storyId);
  const session = useSession();
  const user = session.data?.user ?? null;
  // The takes of this story waiting on the device to be sent.
  const queued = useQueuedRecordings(user?.id ?? null).filter((e) => e.storyId === storyId);
  const [pageIndex, setPageIndex] = useState(0);
  const page = pages[Math.min(pageIndex, pages.length - 1)];
  const noConsent = voice.data?.consent === false || user?.voiceConsent === false;
  const recordings = voice.data?.recordings ?? [];
  const [confirmAll, setConfirmAll] = useState(false);
  const deleteAll = useDeleteAllRecordings(storyId);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t('voice.recordButton.registraLaMiaVoce')}
        className="flex h-dvh max-h-dvh w-full max-w-none flex-col rounded-none p-4 sm:h-auto sm:max-h-[90vh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:rounded-card sm:p-6"
      >
        {voice.isPending ? (
          <Loading />
        ) : voice.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="text-danger-700">
              {t('voice.dialog.erroreCaricamento')}
            </p>
            <Button variant="secondary" onClick={() => void voice.refetch()}>
              {t('voice.dialog.riprova')}
            </Button>
          </div>
        ) : !page ? (
          <p className="text-ink-soft">{t('voice.dialog.nessunTesto')}</p>
        ) : (
          <div className="flex flex-col gap-4">
            <PageRecorder
              key={page.index}
              storyId={storyId}
              profileId={user?.id ?? null}
              page={page.index}
              pageCount={pages.length}
              text={page.text}
              recording={recordings.find((r) => r.page === page.index) ?? null}
              queued={queued.some((e) => e.page === page.index)}
              noConsent={noConsent}
              onPage={setPageIndex}
            />
            <footer className="flex flex-col gap-2 border-t border-brand-100 pt-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
              {voice.data.limitBytes > 0 ? (
                <p className="text-sm text-ink-muted">
                  {t('voice.dialog.spazio', { used: formatBytes(voice.data.usedBytes), limit: formatBytes(voice.data.limitBytes) })}
                </p>
              ) : (
                <span />
              )}
              <div className="flex flex-col gap-2 sm:flex-row">
                {recordings.length > 0 ? (
                  <Button variant="ghost" onClick={() => setConfirmAll(true)} disabled={deleteAll.isPending}>
                    <Trash2 aria-hidden="true" />
                    {t('voice.dialog.cancellaTutte')}
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={onClose}>
                  <Check aria-hidden="true" />
                  {t('voice.dialog.chiudi')}
                </Button>
              </div>
            </footer>
            <Problem>{deleteAll.isError ? t('voice.dialog.nonCancellata') : null}</Problem>
          </div>
        )}
        <ConfirmDialog
          open={confirmAll}
          onOpenChange={setConfirmAll}
          title={t('voice.dialog.cancellaTutteTitolo')}
          description={t('voice.dialog.cancellaTutteDescrizione')}
          confirmLabel={t('voice.dialog.cancella')}
          destructive
          onConfirm={() => deleteAll.mutate()}
        />
      </DialogContent>
    </Dialog>
  );
}

interface PageRecorderProps {
  storyId: string;
  profileId: string | null;
  page: number;
  pageCount: number;
  text: string;
  recording: RecordingDto | null;
  queued: boolean;
  noConsent: boolean;
  onPage: (page: number) => void;
}

/** One page: its words, and the microphone (a new recorder for each page, so a take belongs to its page). */
function PageRecorder({ storyId, profileId, page, pageCount, text, recording, queued, noConsent, onPage }: PageRecorderProps) {
  const recorder = useRecorder();
  const upload = useUploadRecording(storyId);
  const remove = useDeleteRecording(storyId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [sending, setSending] = useState(false);
  // One id per take, made before its first try: a resend of the same take is stored once.
  const takeId = useRef<string | null>(null);
  const state = recorder.state;
  const busy = state.status === 'asking' || state.status === 'recording' || state.status === 'recorded' || sending;

  const startTake = () => {
    takeId.current = null;
    setServerError(null);
    setNotice(null);
    void recorder.start();
  };

  const nextPage = () => {
    if (page + 1 < pageCount) onPage(page + 1);
    else setNotice(t('voice.dialog.tutteFatte'));
  };

  const keep = async () => {
    if (state.status !== 'recorded' || !profileId) return;
    takeId.current ??= newClientId();
    const clientId = takeId.current;
    setServerError(null);
    setSending(true);
    try {
      // With no network (before or on the way) the take waits on the device; any other failure is said here, the take kept.
      const sent = await sendUnlessOffline(() => upload.mutateAsync({ page, audio: state.blob, clientId }));
      if (sent) setNotice(t('voice.dialog.voceSalvata'));
      else {
        const { blob, mime, durationMs } = state;
        await enqueueRecording({ clientId, profileId, storyId, page, bytes: await blob.arrayBuffer(), mime, durationMs, queuedAt: new Date().toISOString() });
      }
      recorder.discard();
      nextPage();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <nav className="flex items-center justify-between gap-2" aria-label={t('voice.shared.paginaDi', { page: page + 1, total: pageCount })}>
        <Button
          variant="secondary"
          size="icon"
          onClick={() => onPage(page - 1)}
          disabled={page === 0 || busy}
          aria-label={t('voice.dialog.paginaPrecedente')}
          title={t('voice.dialog.paginaPrecedente')}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 className="text-lg font-bold text-brand-900" aria-live="polite">
          {t('voice.shared.paginaDi', { page: page + 1, total: pageCount })}
        </h3>
        <Button
          variant="secondary"
          size="icon"
          onClick={() => onPage(page + 1)}
          disabled={page + 1 >= pageCount || busy}
          aria-label={t('voice.dialog.paginaSuccessiva')}
          title={t('voice.dialog.paginaSuccessiva')}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>

      <div
        role="region"
        tabIndex={0}
        aria-label={t('voice.dialog.testoDellaPagina')}
        className="reading-text max-h-[35vh] overflow-y-auto whitespace-pre-wrap rounded-2xl bg-paper-warm p-4 text-2xl leading-relaxed text-ink ring-1 ring-brand-100 [overflow-wrap:anywhere] sm:text-3xl"
      >
        {text}
      </div>

      {noConsent ? (
        <div role="note" className="flex items-start gap-3 rounded-2xl bg-sun-100 p-4 text-ink ring-1 ring-sun-300">
          <Lock className="mt-1 size-6 shrink-0 text-sun-700" aria-hidden="true" />
          <div className="flex flex-col gap-1 [overflow-wrap:anywhere]">
            <p className="font-bold">{VOICE_MESSAGES.consentTitle}</p>
            <p>{VOICE_MESSAGES.consentRequired}</p>
          </div>
        </div>
      ) : (
        <section className="flex flex-col items-center gap-3 text-center">
          {queued && state.status === 'idle' ? (
            <>
              <p role="status" className="flex items-center gap-2 rounded-full bg-sky-50 px-4 py-2 font-bold text-sky-900 ring-1 ring-sky-200">
                <CloudUpload className="size-5 shrink-0" aria-hidden="true" />
                {t('voice.dialog.inAttesaDiInvio')}
              </p>
              <p className="max-w-prose text-sm text-ink-soft">{t('voice.dialog.inAttesaSpiegazione')}</p>
            </>
          ) : null}

          {state.status === 'recorded' ? (
            <>
              <p className="max-w-prose text-ink-soft">{state.stoppedAtLimit ? t('voice.dialog.limiteRaggiunto') : t('voice.dialog.ascoltaPrimaDiTenerla')}</p>
              <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
                <PlayButton src={state.url} />
                <Button variant="secondary" size="lg" onClick={startTake} disabled={sending}>
                  <RotateCcw aria-hidden="true" />
                  {t('voice.dialog.rifai')}
                </Button>
                <Button variant="success" size="lg" onClick={() => void keep()} disabled={sending}>
                  <Check aria-hidden="true" />
                  {sending ? t('voice.dialog.invio') : t('voice.dialog.tieni')}
                </Button>
              </div>
            </>
          ) : recording && state.status === 'idle' ? (
            <>
              <p className="text-ink-soft">{t('voice.dialog.questaPaginaHaLaTuaVoce')}</p>
              <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
                <PlayButton src={recording.url} />
                <Button variant="secondary" size="lg" onClick={startTake}>
                  <RotateCcw aria-hidden="true" />
                  {t('voice.dialog.rifai')}
                </Button>
                <Button variant="ghost" size="lg" onClick={() => setConfirmDelete(true)} disabled={remove.isPending}>
                  <Trash2 aria-hidden="true" />
                  {t('voice.dialog.cancella')}
                </Button>
              </div>
            </>
          ) : (
            <RecordControl state={state} onStart={startTake} onStop={recorder.stop} />
          )}

          <Problem>{state.status === 'error' ? RECORDER_ERRORS[state.error] : null}</Problem>
          <Problem>{serverError}</Problem>
          <Problem>{remove.isError ? t('voice.dialog.nonCancellata') : null}</Problem>
          <p role="status" className="font-bold text-success-700">
            {notice ?? ''}
          </p>
        </section>
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('voice.dialog.cancellaTitolo')}
        description={t('voice.dialog.cancellaDescrizione', { page: page + 1 })}
        confirmLabel={t('voice.dialog.cancella')}
        destructive
        onConfirm={() => remove.mutate(page)}
      />
    </>
  );
}

/** The big round button (record / stop), the level meter and the clock against the page's limit. */
function RecordControl({ state, onStart, onStop }: { state: RecorderState; onStart: () => void; onStop: () => void }) {
  const { status } = state;
  const recording = status === 'recording';
  const label = recording ? t('voice.dialog.ferma') : t('voice.dialog.iniziaARegistrare');
  return (
    <>
      <button
        type="button"
        onClick={recording ? onStop : onStart}
        disabled={status === 'asking'}
        aria-label={label}
        className={cn(
          'flex size-24 items-center justify-center rounded-full text-white shadow-lg ring-8 transition-colors focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus disabled:opacity-60',
          recording ? 'bg-danger-700 ring-red-200 motion-safe:animate-pulse' : 'bg-danger-600 ring-red-100 hover:bg-danger-700',
        )}
      >
        {recording ? <Square className="size-10" fill="currentColor" aria-hidden="true" /> : <Mic className="size-12" aria-hidden="true" />}
      </button>
      <p className="text-lg font-bold text-ink" aria-hidden="true">
        {label}
      </p>
      <p className="max-w-prose text-ink-soft">
        {status === 'asking' ? t('voice.dialog.chiedoIlMicrofono') : recording ? t('voice.dialog.stoRegistrando') : t('voice.dialog.premiIlBottone')}
      </p>
      {recording ? (
        <>
          <LevelMeter level={state.level} />
          <p className="font-mono text-lg text-ink tabular-nums">
            {t('voice.dialog.tempo', { elapsed: formatClock(state.elapsedMs), limit: formatClock(MAX_RECORDING_MS) })}
          </p>
        </>
      ) : (
        <p className="text-sm text-ink-muted">{t('voice.dialog.alMassimo')}</p>
      )}
    </>
  );
}

/** What went wrong, said where it happened; nothing when all is well. */
function Problem({ children }: { children: string | null }) {
  return children ? (
    <p role="alert" className="max-w-prose font-semibold text-danger-700 [overflow-wrap:anywhere]">
      {children}
    </p>
  ) : null;
}

const BARS = 12;

/** Bars that rise with the child's voice: she sees the microphone hears her. */
function LevelMeter({ level }: { level: number }) {
  // Speech rarely goes past a third of full scale: stretch it so a normal voice fills most bars.
  const shown = Math.min(1, level * 3);
  const lit = Math.round(shown * BARS);
  return (
    <div
      role="meter"
      aria-label={t('voice.dialog.quantoForteTiSento')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown * 100)}
      className="flex h-12 items-end gap-1"
    >
      {Array.from({ length: BARS }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={cn('w-3 rounded-sm', i < lit ? (i >= BARS - 3 ? 'bg-sun-400' : 'bg-success-700') : 'bg-brand-100')}
          style={{ height: `${25 + (i * 75) / (BARS - 1)}%` }}
        />
      ))}
    </div>
  );
}

/** 'Ascolta' / 'Pausa' for one recording (a take or a page's stored voice). */
function PlayButton({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const element = audio.current;
    return () => {
      if (element && !element.paused) element.pause();
    };
  }, [src]);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) element.pause();
    else void element.play().catch(() => setPlaying(false));
  };
  return (
    <>
      <audio ref={audio} src={src} preload="metadata" onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} onEnded={() => setPlaying(false)} />
      <Button variant="secondary" size="lg" onClick={toggle}>
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        {playing ? t('voice.shared.pausa') : t('voice.dialog.ascolta')}
      </Button>
    </>
  );
}
