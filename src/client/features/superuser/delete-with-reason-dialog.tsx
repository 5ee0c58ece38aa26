import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { REVIEW_NOTE_MAX } from '../../../shared/messages/moderation';
import { deleteWithReasonSchema, type DeleteWithReason } from '../../../shared/schemas/moderation';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { api, errorMessage } from '../../lib/api-client';
import { storyKeys } from '../stories/api/story-query-keys';
import { t } from '../../i18n/it/superuser';

/** Deleting a child's story: the teacher writes why, and the child receives it as a message. */
export function DeleteWithReasonDialog({ story, onClose }: { story: { id: string; title: string } | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: ({ id, reason }: DeleteWithReason & { id: string }) =>
      api<{ messaged: boolean }>(`/api/stories/${encodeURIComponent(id)}/delete-with-reason`, { method: 'POST', body: { reason } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'archive'] });
      await queryClient.invalidateQueries({ queryKey: storyKeys.all });
    },
  });
  const form = useForm<DeleteWithReason>({ resolver: zodResolver(deleteWithReasonSchema), defaultValues: { reason: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ reason }) => {
    if (!story) return;
    remove.mutate(
      { id: story.id, reason },
      {
        onSuccess: () => {
          toast.success(t('superuser.deleteWithReason.eliminata'), { description: story.title });
          close();
        },
        onError: (e) => toast.error(t('superuser.deleteWithReason.errore'), { description: errorMessage(e) }),
      },
    );
  });
  return (
    <Dialog open={story !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent title={t('superuser.deleteWithReason.titolo', { value: story?.title ?? '' })} description={t('superuser.deleteWithReason.descrizione')}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Field
            id="delete-reason"
            label={t('superuser.deleteWithReason.motivo')}
            hint={t('superuser.deleteWithReason.suggerimento', { max: String(REVIEW_NOTE_MAX) })}
            error={form.formState.errors.reason?.message}
            required
          >
            {(control) => <Textarea {...control} maxLength={REVIEW_NOTE_MAX} {...form.register('reason')} />}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('superuser.sendBackDialog.annulla')}
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" /> {t('superuser.deleteWithReason.elimina')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
