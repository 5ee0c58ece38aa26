import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { POST_SAVE_REDIRECT_MS } from '../../../shared/constants';
import { STORY_MESSAGES, STORY_TITLE_MAX, storyTitleSchema, type StoryDto, type StorySaveInput } from '../../../shared/schemas/story';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-client';
import { paths } from '../../paths';
import { isPublicMode } from '../auth/session';
import { leaveAfterSave } from './leave-after-save';
import { useSaveStoryOrQueue } from './api/save-or-queue';
import { QUEUED_MESSAGE } from '../offline/use-online';
import { t as tr } from '../../i18n/it/stories';

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
  /**
   * Where to go 1.5 s after saving (spec 001 §4), with the success toasts; /create-story by
   * default. null: no toast and no redirect, the editor shows what comes next (its book page);
   * a story only queued offline still goes back to /create-story.
   */
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

/** The dialog's form: the title, checked by the API's own rule. */
const titleFormSchema = z.object({ title: storyTitleSchema });
type TitleForm = z.infer<typeof titleFormSchema>;

/** What the dialog says above the title: the public user has no archive, and the story waits for approval. */
export const SAVE_DESCRIPTION = tr('stories.saveStoryDialog.daiUnTitoloAllaTua');
export const PUBLIC_SAVE_DESCRIPTION = tr('stories.saveStoryDialog.daiUnTitoloPubblico');

/**
 * The save dialog every mode shares: asks for the title (Save disabled while blank), saves with
 * POST /api/stories, says 'Storia salvata!' or 'Storia aggiornata!', clears the editor's draft and
 * after 1.5 s goes back to /create-story.
 */
export function SaveStoryDialog({
  open,
  onOpenChange,
  story,
  defaultTitle = '',
  draft,
  onSaved,
  redirectTo = paths.createStory,
  heading = tr('stories.saveStoryDialog.salvaLaTuaStoria'),
}: SaveStoryDialogProps) {
  const form = useForm<TitleForm>({ resolver: zodResolver(titleFormSchema), defaultValues: { title: defaultTitle } });
  const titleError = form.formState.errors.title?.message;
  // How the story is safe: queued on the device, saved, or updated (the payload gets an id right after a first save).
  const [done, setDone] = useState<'queued' | 'saved' | 'updated' | null>(null);
  const save = useSaveStoryOrQueue();
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Each opening starts from the title the editor knows now.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open && done === null) form.reset({ title: defaultTitle });
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const blank = form.watch('title').trim() === '';
  const busy = save.isPending || done !== null;

  const goBack = (to: string, before?: () => void) => {
    const state = chooserState(location.state);
    timer.current = setTimeout(() => {
      before?.();
      void navigate(to, { state: leaveAfterSave(state) });
    }, POST_SAVE_REDIRECT_MS);
  };

  const submit = form.handleSubmit(
    ({ title }) => {
      if (busy) return;
      const updated = story.id !== undefined;
      save.mutate(
        { ...story, title },
        {
          onSuccess: (outcome) => {
            if (outcome.kind === 'queued') {
              // Offline: the story waits in the device's outbox (it is safe there), so the draft can go.
              setDone('queued');
              draft?.clear();
              toast.info(QUEUED_MESSAGE);
              goBack(redirectTo ?? paths.createStory);
              return;
            }
            const savedStory = outcome.story;
            setDone(updated ? 'updated' : 'saved');
            draft?.clear();
            if (redirectTo !== null) toast.success(updated ? STORY_MESSAGES.updated : STORY_MESSAGES.saved, { description: savedStory.title });
            onSaved?.(savedStory);
            if (redirectTo !== null) {
              goBack(redirectTo, () =>
                toast.info(
                  isPublicMode() && savedStory.authorId === 'anonymous'
                    ? tr('stories.saveStoryDialog.tuttiPotrannoLeggerlaQuandoIl')
                    : tr('stories.saveStoryDialog.laTroviNelTuoArchivio'),
                ),
              );
            }
          },
          onError: (e) => {
            // 400: a field to fix; 413/429/507: the public user's limits; 503: try again soon. The server's message says what to do.
            if (e instanceof ApiRequestError && [400, 413, 429, 503, 507].includes(e.status)) {
              if (e.fields?.title) form.setError('title', { type: 'server', message: e.fields.title });
              toast.error(e.title ?? tr('stories.saveStoryDialog.errore'), { description: e.message });
              return;
            }
            toast.error(tr('stories.saveStoryDialog.errore'), { description: STORY_MESSAGES.saveFailed });
          },
        },
      );
    },
    // A blank title (Enter in the field: a disabled button does not submit) is said under the field and in a toast.
    (errors) => {
      if (errors.title?.message === STORY_MESSAGES.titleRequired) toast.error(STORY_MESSAGES.titleRequiredTitle, { description: STORY_MESSAGES.titleRequired });
    },
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && save.isPending) return;
        onOpenChange(next);
      }}
    >
      <DialogContent title={heading} description={isPublicMode() ? PUBLIC_SAVE_DESCRIPTION : SAVE_DESCRIPTION}>
        {done === 'queued' ? (
          <p role="status" className="flex items-center gap-2 rounded-xl bg-sky-50 p-4 font-semibold text-sky-900 ring-1 ring-sky-200">
            <Smartphone className="size-6 shrink-0" aria-hidden="true" />
            {QUEUED_MESSAGE}
          </p>
        ) : done ? (
          <p role="status" className="flex items-center gap-2 rounded-xl bg-green-50 p-4 font-semibold text-green-800 ring-1 ring-green-200">
            <CheckCircle2 className="size-6 shrink-0" aria-hidden="true" />
            {done === 'updated' ? STORY_MESSAGES.updated : STORY_MESSAGES.saved}
            {redirectTo !== null ? ` ${tr('stories.saveStoryDialog.unMomento')}` : null}
          </p>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
            <Field id="save-story-title" label={tr('stories.saveStoryDialog.titolo')} error={titleError} required>
              {(control) => (
                <Input
                  {...control}
                  maxLength={STORY_TITLE_MAX}
                  autoComplete="off"
                  autoFocus
                  placeholder={tr('stories.saveStoryDialog.ilTitoloDellaStoria')}
                  disabled={busy}
                  {...form.register('title', { onChange: () => form.clearErrors('title') })}
                  onKeyDown={(event) => {
                    // Enter on a blank title must say why (a disabled Save button does not submit the form).
                    if (event.key === 'Enter' && blank) {
                      event.preventDefault();
                      void submit();
                    }
                  }}
                />
              )}
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
                {tr('stories.saveStoryDialog.annulla')}
              </Button>
              <Button type="submit" variant="success" disabled={blank || busy}>
                {save.isPending ? tr('stories.saveStoryDialog.salvataggio') : tr('stories.saveStoryDialog.salva')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
