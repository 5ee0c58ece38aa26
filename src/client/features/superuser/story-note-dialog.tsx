import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { MODERATION_MESSAGES, REVIEW_NOTE_MAX } from '../../../shared/messages/moderation';
import { deleteWithReasonSchema, sendBackSchema } from '../../../shared/schemas/moderation';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { api, errorMessage } from '../../lib/api-client';
import { STORY_QUERIES, useRefreshingMutation } from './api/refreshing-mutation';
import { t } from '../../i18n/it/superuser';

/** What differs between sending a story back with a note and deleting it with a reason. */
const ACTIONS = {
  /** 'Rimanda con un commento': the story goes back to its author with a required note. */
  sendBack: {
    path: 'send-back',
    field: 'note',
    schema: z.object({ text: sendBackSchema.shape.note }),
    title: (value: string) => t('superuser.sendBackDialog.titolo', { value }),
    description: t('superuser.sendBackDialog.descrizione'),
    label: t('superuser.sendBackDialog.commento'),
    hint: t('superuser.sendBackDialog.suggerimento', { max: String(REVIEW_NOTE_MAX) }),
    done: MODERATION_MESSAGES.sentBack,
    failed: t('superuser.sendBackDialog.errore'),
    variant: 'default',
    submit: (pending: boolean): ReactNode => (pending ? t('superuser.sendBackDialog.invio') : t('superuser.sendBackDialog.rimanda')),
  },
  /** Deleting a child's story: the teacher writes why, and the child receives it as a message. */
  delete: {
    path: 'delete-with-reason',
    field: 'reason',
    schema: z.object({ text: deleteWithReasonSchema.shape.reason }),
    title: (value: string) => t('superuser.deleteWithReason.titolo', { value }),
    description: t('superuser.deleteWithReason.descrizione'),
    label: t('superuser.deleteWithReason.motivo'),
    hint: t('superuser.deleteWithReason.suggerimento', { max: String(REVIEW_NOTE_MAX) }),
    done: t('superuser.deleteWithReason.eliminata'),
    failed: t('superuser.deleteWithReason.errore'),
    variant: 'danger',
    submit: (): ReactNode => (
      <>
        <Trash2 aria-hidden="true" /> {t('superuser.deleteWithReason.elimina')}
      </>
    ),
  },
} as const;

export interface StoryNoteDialogProps {
  action: keyof typeof ACTIONS;
  story: { id: string; title: string } | null;
  onClose: () => void;
}

/** A moderation step on a child's story that needs the teacher's words: open while `story` is set. */
export function StoryNoteDialog({ action, story, onClose }: StoryNoteDialogProps) {
  const kind = ACTIONS[action];
  const send = useRefreshingMutation(STORY_QUERIES, ({ id, text }: { id: string; text: string }) =>
    api<unknown>(`/api/stories/${encodeURIComponent(id)}/${kind.path}`, { method: 'POST', body: { [kind.field]: text } }),
  );
  const form = useForm<{ text: string }>({ resolver: zodResolver(kind.schema), defaultValues: { text: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ text }) => {
    if (!story) return;
    send.mutate(
      { id: story.id, text },
      {
        onSuccess: () => {
          toast.success(kind.done, { description: story.title });
          close();
        },
        onError: (e) => toast.error(kind.failed, { description: errorMessage(e) }),
      },
    );
  });
  return (
    <Dialog open={story !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent title={kind.title(story?.title ?? '')} description={kind.description}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Field id={`story-${kind.field}`} label={kind.label} hint={kind.hint} error={form.formState.errors.text?.message} required>
            {(control) => <Textarea {...control} maxLength={REVIEW_NOTE_MAX} {...form.register('text')} />}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('superuser.shared.annulla')}
            </Button>
            <Button type="submit" variant={kind.variant} disabled={send.isPending}>
              {kind.submit(send.isPending)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
