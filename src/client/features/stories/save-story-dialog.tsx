import { CheckCircle2, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { POST_SAVE_REDIRECT_MS } from '../../../shared/constants';
import { STORY_MESSAGES, STORY_TITLE_MAX, type StoryDto, type StorySaveInput } from '../../../shared/schemas/story';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-client';
import { paths } from '../../paths';
import { isPublicMode } from '../auth/session';
import { useSaveStoryOrQueue } from '../offline/save-or-queue';
import { QUEUED_MESSAGE } from '../offline/use-online';

export interface SaveStoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Everything the editor saves except the title, which the dialog asks for. */
  story: Omit<StorySaveInput, 'title'>;
  /** The title already known (an edited story, a title typed on the final screen). */
  defaultTitle?: string;
  /** The editor's draft (useDraft): cleared once the story is saved. */
  draft?: { clear: () => void };
  /** Called with the saved story, before the redirect. */
  onSaved?: (story: StoryDto) => void;
  /** Where to go 1.5 s after saving (spec 001 §4); /create-story by default, null to stay. */
  redirectTo?: string | null;
  /** The dialog's heading. */
  heading?: string;
}

/** The navigation state the chooser expects back: who is writing, and whether it is the public user. */
function chooserState(state: unknown): Record<string, unknown> | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const out: Record<string, unknown> = {};
  for (const key of ['profileId', 'profileName', 'isPublic'] as const) if (key in state) out[key] = Reflect.get(state, key);
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The save dialog every mode shares: asks for the title (Save disabled while blank), saves with
 * POST /api/stories, says 'Storia salvata!' or 'Storia aggiornata!', clears the editor's draft and
 * after 1.5 s goes back to /create-story.
 */
export function SaveStoryDialog({ open, onOpenChange, story, defaultTitle = '', draft, onSaved, redirectTo = paths.createStory, heading = 'Salva la tua storia' }: SaveStoryDialogProps) {
  const [title, setTitle] = useState(defaultTitle);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<StoryDto | null>(null);
  const [queued, setQueued] = useState(false);
  const save = useSaveStoryOrQueue();
  const navigate = useNavigate();
  const location = useLocation();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  // Each opening starts from the title the editor knows now.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open && saved === null && !queued) {
      setTitle(defaultTitle);
      setError(null);
    }
  }

  useEffect(
    () => () => {
      for (const t of timers.current) clearTimeout(t);
    },
    [],
  );

  const blank = title.trim() === '';
  const busy = save.isPending || saved !== null || queued;

  const refuseBlank = () => {
    setError(STORY_MESSAGES.titleRequired);
    toast.error(STORY_MESSAGES.titleRequiredTitle, { description: STORY_MESSAGES.titleRequired });
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (blank) {
      refuseBlank();
      return;
    }
    setError(null);
    const isUpdate = story.id !== undefined;
    save.mutate(
      { ...story, title: title.trim() },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'queued') {
            // Offline: the story waits in the device's outbox (it is safe there), so the draft can go.
            setQueued(true);
            draft?.clear();
            toast.info(QUEUED_MESSAGE);
            if (redirectTo !== null) {
              const state = chooserState(location.state);
              timers.current.push(setTimeout(() => void navigate(redirectTo, state ? { state } : {}), POST_SAVE_REDIRECT_MS));
            }
            return;
          }
          const savedStory = outcome.story;
          setSaved(savedStory);
          draft?.clear();
          toast.success(isUpdate ? STORY_MESSAGES.updated : STORY_MESSAGES.saved, { description: savedStory.title });
          onSaved?.(savedStory);
          if (redirectTo !== null) {
            const state = chooserState(location.state);
            timers.current.push(
              setTimeout(() => {
                toast.info(
                  isPublicMode() && savedStory.authorId === 'anonymous'
                    ? 'Tutti potranno leggerla quando il superuser l’avrà approvata.'
                    : 'La trovi nel tuo Archivio Magico.',
                );
                void navigate(redirectTo, state ? { state } : {});
              }, POST_SAVE_REDIRECT_MS),
            );
          }
        },
        onError: (e) => {
          // 400: a field to fix; 413/429/507: the public user's limits; 503: try again soon. The server's message says what to do.
          if (e instanceof ApiRequestError && [400, 413, 429, 503, 507].includes(e.status)) {
            if (e.fields?.title) setError(e.fields.title);
            toast.error(e.title ?? 'Errore', { description: e.message });
            return;
          }
          toast.error('Errore', { description: STORY_MESSAGES.saveFailed });
        },
      },
    );
  };

  // Enter in the title field must also refuse a blank title (a disabled button does not submit).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && blank) {
      event.preventDefault();
      refuseBlank();
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && save.isPending) return;
        onOpenChange(next);
      }}
    >
      <DialogContent title={heading} description="Dai un titolo alla tua storia: la ritroverai nel tuo archivio.">
        {queued ? (
          <p role="status" className="flex items-center gap-2 rounded-xl bg-sky-50 p-4 font-semibold text-sky-900 ring-1 ring-sky-200">
            <Smartphone className="size-6 shrink-0" aria-hidden="true" />
            {QUEUED_MESSAGE}
          </p>
        ) : saved ? (
          <p role="status" className="flex items-center gap-2 rounded-xl bg-green-50 p-4 font-semibold text-green-800 ring-1 ring-green-200">
            <CheckCircle2 className="size-6 shrink-0" aria-hidden="true" />
            {story.id !== undefined ? STORY_MESSAGES.updated : STORY_MESSAGES.saved}
            {redirectTo !== null ? ' Un momento...' : null}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <Field id="save-story-title" label="Titolo" error={error ?? undefined} required>
              <Input
                id="save-story-title"
                value={title}
                maxLength={STORY_TITLE_MAX}
                autoComplete="off"
                autoFocus
                placeholder="Il titolo della storia"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'save-story-title-error' : undefined}
                onChange={(e) => {
                  setTitle(e.target.value);
                  if (error) setError(null);
                }}
                onKeyDown={onKeyDown}
                disabled={busy}
              />
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
                Annulla
              </Button>
              <Button type="submit" variant="success" disabled={blank || busy}>
                {save.isPending ? 'Salvataggio...' : 'Salva'}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
