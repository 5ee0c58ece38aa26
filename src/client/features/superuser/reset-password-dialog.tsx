import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ADMIN_MESSAGES, resetPasswordSchema, type ResetPasswordInput } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { api, errorMessage } from '../../lib/api-client';
import { adminUsersKey } from './api/use-admin-users';
import { useRefreshingMutation } from './api/refreshing-mutation';
import { t } from '../../i18n/it/superuser';

const FIELDS = [
  { name: 'password', id: 'reset-password', label: t('superuser.shared.nuovaPassword') },
  { name: 'confirm', id: 'reset-confirm', label: t('superuser.resetPasswordDialog.confermaPassword') },
] as const;

export interface ResetPasswordDialogProps {
  user: { id: string; name: string } | null;
  onClose: () => void;
}

/** The superuser sets a new password for a child (spec 000 §2): new password and confirmation. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const reset = useRefreshingMutation([adminUsersKey], ({ userId, ...body }: ResetPasswordInput & { userId: string }) =>
    api<{ ok: true }>(`/api/admin/users/${encodeURIComponent(userId)}/password`, { method: 'POST', body }),
  );
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(
    (values) => {
      if (!user) return;
      reset.mutate(
        { userId: user.id, ...values },
        {
          onSuccess: () => {
            toast.success(ADMIN_MESSAGES.passwordUpdated, { description: user.name });
            close();
          },
          onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
        },
      );
    },
    (invalid) => {
      const first = invalid.password?.message ?? invalid.confirm?.message;
      if (first) toast.error(t('superuser.shared.errore'), { description: first });
    },
  );

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent
        title={t('superuser.resetPasswordDialog.nuovaPasswordPer', { value: user?.name ?? '' })}
        description={t('superuser.resetPasswordDialog.ilBambinoUseraQuestaPassword')}
      >
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          {FIELDS.map(({ name, id, label }) => (
            <Field key={name} id={id} label={label} error={errors[name]?.message}>
              {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register(name)} />}
            </Field>
          ))}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('superuser.shared.annulla')}
            </Button>
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? t('superuser.shared.salvataggio') : t('superuser.resetPasswordDialog.salvaPassword')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
