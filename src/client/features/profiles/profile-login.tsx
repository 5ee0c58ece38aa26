import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { passwordSchema, type LoginResponse, type ProfileSummary } from '../../../shared/schemas/profile';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { LoadError } from '../../components/ui/query-state';
import { Loading } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import type { ProfileNavigationState } from './navigation-state';
import { toastLoginError, useLoginProfile, type LoginProfileInput } from './use-login';
import { useProfiles } from './use-profiles';
import { t } from '../../i18n/it/entrance';

const passwordFormSchema = z.object({ password: passwordSchema });
type PasswordForm = z.infer<typeof passwordFormSchema>;

/** Where a successful login leads (spec 000 §4). */
function nextStep(answer: LoginResponse): { to: string; state: object } {
  const profile: ProfileNavigationState = { profileId: answer.profile.id, profileName: answer.profile.name };
  if (answer.consentRequired || !answer.user) return { to: paths.privacyAcceptance, state: profile };
  // Unread messages from the superuser are shown on the home page.
  if (answer.user.unreadMessages > 0) return { to: paths.home, state: { userId: answer.user.id, profileName: answer.user.name } };
  return { to: paths.dashboard, state: profile };
}

/** Logs in, then goes on; a refusal is said under the password, which is selected, and in a toast. */
function useLoginAndGo(passwordRefused: (message: string) => void) {
  const navigate = useNavigate();
  const login = useLoginProfile();
  const submit = (input: LoginProfileInput) =>
    login.mutate(input, {
      onSuccess: (answer) => {
        const { to, state } = nextStep(answer);
        void navigate(to, { state });
      },
      onError: (error) => passwordRefused(toastLoginError(error, t('entrance.shared.errore'))),
    });
  return { submit, pending: login.isPending };
}

/** A login form's submit button, turning while the answer comes. */
export function LoginButton({ pending, label = t('entrance.profileLogin.accedi') }: { pending: boolean; label?: string }) {
  return (
    <Button type="submit" disabled={pending}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
      {label}
    </Button>
  );
}

function PasswordPrompt({ profile, onBack }: { profile: ProfileSummary; onBack: () => void }) {
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), defaultValues: { password: '' } });
  const { errors } = form.formState;

  // The dropdown gives focus back to itself as it closes (on a timer); take it for the password after.
  useEffect(() => {
    const timer = window.setTimeout(() => form.setFocus('password'), 0);
    return () => window.clearTimeout(timer);
  }, [form]);

  const login = useLoginAndGo((message) => {
    form.setError('password', { type: 'server', message });
    form.setFocus('password', { shouldSelect: true });
  });
  const onValid = ({ password }: PasswordForm) => login.submit({ profileId: profile.id, password });
  const onInvalid = (invalid: FieldErrors<PasswordForm>) =>
    toast.error(t('entrance.shared.errore'), { description: invalid.password?.message ?? t('entrance.profileLogin.inserisciLaPassword') });

  return (
    <form onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)} noValidate className="flex flex-col gap-4">
      <Field id="profile-password" label={t('entrance.profileLogin.passwordDi', { name: profile.name })} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          {t('entrance.profileLogin.indietro')}
        </Button>
        <LoginButton pending={login.pending} />
      </div>
    </form>
  );
}

const nameFormSchema = z.object({
  name: z
    .string()
    .max(200)
    .refine((v) => v.trim() !== '', t('entrance.profileLogin.scriviIlTuoNome')),
  password: passwordSchema,
});
type NameForm = z.infer<typeof nameFormSchema>;

/** With the profile list hidden (site setting): the child types the name and the password. */
function NameLogin() {
  const form = useForm<NameForm>({ resolver: zodResolver(nameFormSchema), defaultValues: { name: '', password: '' } });
  const { errors } = form.formState;

  const login = useLoginAndGo((message) => {
    form.setError('password', { type: 'server', message });
    form.setFocus('password', { shouldSelect: true });
  });
  const onInvalid = (invalid: FieldErrors<NameForm>) =>
    toast.error(t('entrance.shared.errore'), {
      description: invalid.name?.message ?? invalid.password?.message ?? t('entrance.profileLogin.inserisciLaPassword'),
    });

  return (
    <form onSubmit={(e) => void form.handleSubmit(login.submit, onInvalid)(e)} noValidate className="flex flex-col gap-4">
      <p className="text-slate-700">{t('entrance.profileLogin.scriviIlNomeDelTuo')}</p>
      <Field id="login-name" label={t('entrance.profileLogin.ilTuoNome')} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="username" {...form.register('name')} />}
      </Field>
      <Field id="login-password" label={t('entrance.profileLogin.password')} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />}
      </Field>
      <div className="flex justify-end">
        <LoginButton pending={login.pending} />
      </div>
    </form>
  );
}

/** /profiles: choose a profile from the list, then type its password. */
export function ProfileLogin() {
  const profiles = useProfiles();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (profiles.isPending) return <Loading label={t('entrance.profileLogin.caricamentoDeiProfili')} />;
  if (profiles.isError) {
    return (
      <LoadError onRetry={() => void profiles.refetch()}>
        {t('entrance.profileLogin.nonEStatoPossibileCaricare')} {errorMessage(profiles.error)}
      </LoadError>
    );
  }
  if (profiles.data.hidden && profiles.data.profiles.length === 0) return <NameLogin />;
  if (profiles.data.profiles.length === 0) {
    return <p className="text-slate-700">{t('entrance.profileLogin.nonCEAncoraNessun')}</p>;
  }

  const list = profiles.data.profiles;
  const selected = list.find((p) => p.id === selectedId) ?? null;
  return (
    <div className="flex flex-col gap-5">
      <Field id="profile-select" label={t('entrance.profileLogin.scegliIlTuoProfilo')}>
        <Select
          id="profile-select"
          value={selected?.id ?? ''}
          placeholder={t('entrance.shared.scegliUnProfilo')}
          options={list.map((p) => ({ value: p.id, label: p.name }))}
          onValueChange={setSelectedId}
        />
      </Field>
      {selected ? <PasswordPrompt key={selected.id} profile={selected} onBack={() => setSelectedId(null)} /> : null}
    </div>
  );
}
