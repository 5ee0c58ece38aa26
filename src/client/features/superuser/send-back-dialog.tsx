import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MODERATION_MESSAGES, REVIEW_NOTE_MAX } from '../../../shared/messages/moderation';
import { sendBackSchema, type SendBack } from '../../../shared/schemas/moderation';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { api, errorMessage } from '../../lib/api-client';
import { storyKeys } from '../stories/api/story-query-keys';
import { t } from '../../i18n/it/superuser';

export interface SendBackDialogProps {
  story: { id: string; title: string } | null;
  onClose: () => void;
}

/** 'Rimanda con un commento': the teacher sends a story back to its author with a required note. */
export function SendBackDialog({ story, onClose }: SendBackDialogProps) {
  const queryClient = useQueryClient();
  const sendBack = useMutation({
    mutationFn: ({ id, note }: SendBack & { id: string }) =>
      api<unknown>(`/api/stories/${encodeURIComponent(id)}/send-back`, { method: 'POST', body: { note } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'archive'] });
      await queryClient.invalidateQueries({ queryKey: storyKeys.all });
    },
  });
  const form = useForm<SendBack>({ resolver: zodResolver(sendBackSchema), defaultValues: { note: '' } });
  const error = form.formState.errors.note?.message;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(({ note }) => {
    if (!story) return;
    sendBack.mutate(
      { id: story.id, note },
      {
        onSuccess: () => {
          toast.success(MODERATION_MESSAGES.sentBack, { description: story.title });
          close();
        },
        onError: (e) => toast.error(t('superuser.sendBackDialog.errore'), { description: errorMessage(e) }),
      },
    );
  });

  return (
    <Dialog open={story !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent title={t('superuser.sendBackDialog.titolo', { value: story?.title ?? '' })} description={t('superuser.sendBackDialog.descrizione')}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Field
            id="send-back-note"
            label={t('superuser.sendBackDialog.commento')}
            hint={t('superuser.sendBackDialog.suggerimento', { max: String(REVIEW_NOTE_MAX) })}
            error={error}
            required
          >
            {(control) => <Textarea {...control} maxLength={REVIEW_NOTE_MAX} {...form.register('note')} />}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('superuser.sendBackDialog.annulla')}
            </Button>
            <Button type="submit" disabled={sendBack.isPending}>
              {sendBack.isPending ? t('superuser.sendBackDialog.invio') : t('superuser.sendBackDialog.rimanda')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
