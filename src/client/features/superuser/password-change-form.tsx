import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_CHANGE_REDIRECT_MS } from '../../../shared/constants';
import { ADMIN_MESSAGES, changeSuperuserPasswordSchema, type ChangeSuperuserPasswordInput } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { api, ApiRequestError } from '../../lib/api-client';
import { paths } from '../../paths';
import { t } from '../../i18n/it/superuser';

type PasswordField = { name: keyof ChangeSuperuserPasswordInput; id: string; label: string; autoComplete: string };

const FIELDS: readonly PasswordField[] = [
  { name: 'current', id: 'current-password', label: t('superuser.passwordChangeForm.passwordAttuale'), autoComplete: 'current-password' },
  { name: 'next', id: 'new-password', label: t('superuser.shared.nuovaPassword'), autoComplete: 'new-password' },
  { name: 'confirm', id: 'confirm-password', label: t('superuser.passwordChangeForm.confermaNuovaPassword'), autoComplete: 'new-password' },
];

type PasswordInputProps = Omit<PasswordField, 'name'> & { error?: string | undefined; registration: UseFormRegisterReturn };

/** A password field with a button that shows or hides what is typed. */
function PasswordInput({ id, label, autoComplete, error, registration }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <div className="flex gap-2">
          <Input {...control} type={visible ? 'text' : 'password'} autoComplete={autoComplete} {...registration} />
          <Button
            variant="secondary"
            size="icon"
            onClick={() => setVisible((v) => !v)}
            aria-label={t(visible ? 'superuser.passwordChangeForm.nascondi' : 'superuser.passwordChangeForm.mostra', { value: label.toLowerCase() })}
            aria-pressed={visible}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </div>
      )}
    </Field>
  );
}

/** /superuser-password-change: the spec 000 §5 rules, then back to the settings after 2 s. */
export function PasswordChangeForm() {
  const navigate = useNavigate();
  const change = useMutation({ mutationFn: (body: ChangeSuperuserPasswordInput) => api<{ ok: true }>('/api/admin/password', { method: 'POST', body }) });
  const [done, setDone] = useState(false);
  const form = useForm<ChangeSuperuserPasswordInput>({
    resolver: zodResolver(changeSuperuserPasswordSchema),
    defaultValues: { current: '', next: '', confirm: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(paths.superuserSettings), PASSWORD_CHANGE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.handleSubmit(
    (values) =>
      change.mutate(values, {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.passwordUpdated);
          form.reset();
          setDone(true);
        },
        onError: (e) => {
          const message = e instanceof ApiRequestError && e.status < 500 ? e.message : ADMIN_MESSAGES.passwordUpdateFailed;
          const field = e instanceof ApiRequestError ? Object.keys(e.fields ?? {})[0] : undefined;
          const known = FIELDS.find((f) => f.name === field);
          if (known) form.setError(known.name, { message });
          toast.error(t('superuser.shared.errore'), { description: message });
        },
      }),
    (invalid) => {
      const first = FIELDS.map((f) => invalid[f.name]?.message).find(Boolean);
      if (first) toast.error(t('superuser.shared.errore'), { description: first });
    },
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {FIELDS.map(({ name, ...field }) => (
        <PasswordInput key={name} {...field} error={errors[name]?.message} registration={form.register(name)} />
      ))}
      <Button type="submit" disabled={change.isPending || done}>
        {change.isPending ? t('superuser.shared.salvataggio') : t('superuser.passwordChangeForm.aggiornaPassword')}
      </Button>
    </form>
  );
}
