import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { changePasswordSchema, PASSWORD_MESSAGES, personalPasswordProblem, type ChangePasswordInput } from '../../../shared/schemas/profile';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { api, ApiRequestError, errorMessage } from '../../lib/api-client';
import { NewPasswordFields } from './password-fields';
import { t } from '../../i18n/it/entrance';

/** 'Cambia password' (profile menu): the child, with an adult, types the current password and a new one twice. */
export function ChangePasswordDialog({ open, onOpenChange, profileName }: { open: boolean; onOpenChange: (open: boolean) => void; profileName: string }) {
  // POST /api/auth/password
  const change = useMutation({ mutationFn: (input: ChangePasswordInput) => api<{ ok: true }>('/api/auth/password', { method: 'POST', body: input }) });
  const schema = useMemo(
    () =>
      changePasswordSchema.superRefine((v, ctx) => {
        const problem = personalPasswordProblem(v.password, profileName);
        if (problem === PASSWORD_MESSAGES.sameAsName) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
      }),
    [profileName],
  );
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(schema), defaultValues: { current: '', password: '', confirm: '' } });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    onOpenChange(false);
  };

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(PASSWORD_MESSAGES.changed, { description: t('entrance.changePasswordDialog.usaLaNuovaPasswordLa') });
        close();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields) {
          for (const key of ['current', 'password', 'confirm'] as const) {
            const message = error.fields[key];
            if (message) form.setError(key, { type: 'server', message });
          }
        }
        toast.error(error instanceof ApiRequestError && error.title ? error.title : t('entrance.shared.errore'), {
          description: errorMessage(error),
        });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent title={t('entrance.shared.cambiaPassword')} description={t('entrance.changePasswordDialog.falloInsiemeAUnAdulto')}>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
          <Field id="change-current" label={t('entrance.changePasswordDialog.passwordDiAdesso')} error={errors.current?.message}>
            {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register('current')} />}
          </Field>
          <NewPasswordFields idPrefix="change" register={form.register} errors={errors} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('entrance.shared.annulla')}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('entrance.changePasswordDialog.salvataggio') : t('entrance.changePasswordDialog.salvaLaNuovaPassword')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
