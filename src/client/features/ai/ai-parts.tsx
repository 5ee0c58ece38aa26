import { LoaderCircle, RefreshCw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { STORY_MESSAGES, type StoryLanguage } from '../../../shared/schemas/story';
import type { StoryMode } from '../../../shared/story-modes';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { useSaveStory } from '../stories/api/save-story';
import type { AiCall } from './ai-api';
import { t } from '../../i18n/it/ai';

/** The story the text helpers ('Migliora testo', 'Poesia') work on. */
export interface AiStory {
  /** Set when the story is stored (the viewer); a mode's final screen may not have saved it yet. */
  id?: string;
  title: string;
  content: string;
  language: StoryLanguage;
  mode: StoryMode;
}

/** What a text call sends of the story: its id when it is stored, its title, text and language. */
export const aiTextInput = ({ id, title, content, language }: AiStory) => ({ ...(id ? { storyId: id } : {}), title, content, language });

/** 'Salva come nuova storia': the AI's text as a new completed story, in the mode and language of the original. */
export function useSaveAsNewStory(story: AiStory, onSaved: () => void) {
  const save = useSaveStory();
  const saveAsNew = (title: string, content: string) =>
    save.mutate(
      { title, content, status: 'completed', mode: story.mode, language: story.language },
      {
        onSuccess: () => {
          toast.success(STORY_MESSAGES.saved, { description: title });
          onSaved();
        },
        onError: () => toast.error(t('ai.shared.errore'), { description: STORY_MESSAGES.saveFailed }),
      },
    );
  return { saveAsNew, saving: save.isPending };
}

/**
 * An AI helper's dialog: 'Caricamento…' while the status loads, then why AI cannot run here (in plain
 * words, with the superuser's hint when there is one) or the helper itself.
 */
export function AiDialog({
  title,
  className,
  ai,
  onClose,
  children,
}: {
  title: string;
  className?: string | undefined;
  ai: AiCall;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const { status, block } = ai;
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent title={title} className={className}>
        {status.isPending ? (
          <p>{t('ai.shared.caricamento')}</p>
        ) : block ? (
          <div className="flex flex-col gap-3" role="status">
            <p className="font-bold text-brand-900">{block.title}</p>
            <p className="break-words text-slate-800">{block.message}</p>
            {block.hint ? <p className="break-words rounded-xl bg-brand-50 p-3 text-sm text-slate-800 ring-1 ring-brand-100">{block.hint}</p> : null}
            <div className="flex justify-end">
              <Button onClick={onClose}>{t('ai.aiParts.hoCapito')}</Button>
            </div>
          </div>
        ) : (
          children
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The work in progress: a spinner, what is happening, the seconds passing (for the child to watch), and 'Annulla'. */
export function AiProgress({ label, hint, onCancel }: { label: string; hint?: string; onCancel: () => void }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center" role="status" aria-live="polite">
      <LoaderCircle className="size-10 animate-spin text-brand-700" aria-hidden="true" />
      <p className="text-lg font-bold text-brand-900">{label}</p>
      {hint ? <p className="text-slate-700">{hint}</p> : null}
      <progress className="h-3 w-full max-w-xs accent-brand-600" aria-label={label} />
      <p className="text-sm text-slate-600" aria-hidden="true">
        {seconds} s
      </p>
      <Button variant="secondary" onClick={onCancel}>
        <X aria-hidden="true" /> {t('ai.shared.annulla')}
      </Button>
    </div>
  );
}

/**
 * A failure as the spec's message (the superuser also sees the provider's status and message), with
 * 'Chiudi', 'Cambia stile' where there is a style to change, and 'Riprova'.
 */
export function AiErrorNotice({
  error,
  onClose,
  onChangeStyle,
  onRetry,
}: {
  error: unknown;
  onClose: () => void;
  onChangeStyle?: () => void;
  onRetry: () => void;
}) {
  const details = error instanceof ApiRequestError ? error.details : undefined;
  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="break-words rounded-xl bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
        {errorMessage(error)}
      </p>
      {details ? (
        <details className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
          <summary className="cursor-pointer font-semibold">{t('ai.aiParts.dettagliTecniciSoloSuperuser')}</summary>
          <p className="mt-2 break-words [overflow-wrap:anywhere]">
            {t('ai.aiParts.stato')} {details.status ?? t('ai.aiParts.nessunaRisposta')} · {details.message}
          </p>
        </details>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('ai.shared.chiudi')}
        </Button>
        {onChangeStyle ? (
          <Button variant="secondary" onClick={onChangeStyle}>
            {t('ai.shared.cambiaStile')}
          </Button>
        ) : null}
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" /> {t('ai.shared.riprova')}
        </Button>
      </div>
    </div>
  );
}

/** True for the AbortError a cancelled fetch throws. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
