import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle, LogOut } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { PASSWORD_MESSAGES, personalPasswordProblem, personalPasswordSchema, type PersonalPasswordInput } from '../../shared/schemas/profile';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Loading } from '../components/ui/spinner';
import { useLogout, useSession } from '../features/auth/session';
import { NewPasswordFields } from '../features/profiles/password-fields';
import { useChoosePersonalPassword } from '../features/profiles/use-personal-password';
import { ApiRequestError, errorMessage } from '../lib/api-client';
import { paths } from '../paths';
import { t } from '../i18n/it/entrance';

function PersonalPasswordForm({ profileName }: { profileName: string }) {
  const navigate = useNavigate();
  const choose = useChoosePersonalPassword();
  const schema = useMemo(
    () =>
      personalPasswordSchema.superRefine((v, ctx) => {
        if (personalPasswordProblem(v.password, profileName) === PASSWORD_MESSAGES.sameAsName)
          ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.sameAsName, path: ['password'] });
      }),
    [profileName],
  );
  const form = useForm<PersonalPasswordInput>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });
  const submit = form.handleSubmit((values) =>
    choose.mutate(values, {
      onSuccess: (user) => void navigate(paths.dashboard, { replace: true, state: { profileId: user.id, profileName: user.name } }),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields?.password) form.setError('password', { type: 'server', message: error.fields.password });
        toast.error(t('entrance.personalPassword.errore'), { description: errorMessage(error) });
      },
    }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <NewPasswordFields idPrefix="personal" register={form.register} errors={form.formState.errors} />
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={choose.isPending}>
          {choose.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          {t('entrance.personalPassword.salvaLaPassword')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /personal-password: a profile still on its initial password, while the site requires personal
 * passwords, chooses one with an adult before anything else (issue 11).
 */
export function PersonalPasswordRoute() {
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  if (session.isPending) return <Loading />;
  if (session.isError) {
    return (
      <Card className="flex flex-col items-start gap-3">
        <p role="alert" className="text-red-700">
          {errorMessage(session.error)}
        </p>
        <Button onClick={() => void session.refetch()}>{t('entrance.personalPassword.riprova')}</Button>
      </Card>
    );
  }
  const profile = session.data.passwordSetup;
  if (!profile) return <Navigate to={session.data.user ? paths.dashboard : paths.profiles} replace />;
  return (
    <section className="mx-auto max-w-xl">
      <PageHeader title={t('entrance.personalPassword.scegliLaTuaPassword')} />
      <p className="mb-5 break-words text-lg text-slate-800">
        {t('entrance.personalPassword.ciao')} <strong>{profile.name}</strong>
        {t('entrance.personalPassword.perProteggereLeTueStorie')}
      </p>
      <Card>
        <PersonalPasswordForm profileName={profile.name} />
      </Card>
      <p className="mt-6 text-slate-700">{t('entrance.personalPassword.nonCEUnAdulto')}</p>
      <Button
        variant="secondary"
        className="mt-3"
        disabled={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSuccess: () => void navigate(paths.home, { replace: true }),
            onError: (e) => toast.error(t('entrance.personalPassword.errore'), { description: errorMessage(e) }),
          })
        }
      >
        <LogOut aria-hidden="true" />
        {t('entrance.personalPassword.esci')}
      </Button>
    </section>
  );
}
