import { Archive, BookOpen, Inbox, LogOut, MessageSquare, Mic, Presentation, Settings, Users } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { superuserLoginSchema } from '../../shared/schemas/profile';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { Loading } from '../components/ui/spinner';
import { useLogout, useSession } from '../features/auth/session';
import { useSuperuserLogin } from '../features/auth/use-superuser-login';
import { useModerationCounts } from '../features/superuser/api/use-archive';
import { MessageForm } from '../features/superuser/message-form';
import { ApiRequestError, errorMessage } from '../lib/api-client';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

/** One toast for the login at a time: a new answer replaces the last one instead of stacking. */
const LOGIN_TOAST_ID = 'superuser-login';

function SuperuserLoginForm() {
  const login = useSuperuserLogin();
  const form = useForm<{ password: string }>({ resolver: zodResolver(superuserLoginSchema), defaultValues: { password: '' } });
  const error = form.formState.errors.password?.message;
  const blank = form.watch('password').trim() === '';

  const submit = form.handleSubmit(({ password }) =>
    login.mutate(password, {
      onError: (e) => {
        const message = errorMessage(e);
        form.setError('password', { type: 'server', message });
        toast.error(e instanceof ApiRequestError && e.title ? e.title : t('superuser.shared.errore'), { id: LOGIN_TOAST_ID, description: message });
      },
      onSuccess: () => {
        form.clearErrors('password');
        toast.dismiss(LOGIN_TOAST_ID);
      },
    }),
  );

  return (
    <Card className="mx-auto max-w-md">
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
        <Field
          id="superuser-password"
          label={t('superuser.superuser.passwordSuperuser')}
          hint={t('superuser.superuser.areaRiservataAChiGestisce')}
          error={error}
        >
          {(control) => <Input {...control} type="password" autoComplete="current-password" autoFocus {...form.register('password')} />}
        </Field>
        <Button type="submit" disabled={blank || login.isPending}>
          {login.isPending ? t('superuser.superuser.accesso') : t('superuser.superuser.accedi')}
        </Button>
      </form>
    </Card>
  );
}

const TILES = [
  { to: paths.superuserUsers, label: t('superuser.shared.gestioneUtenti'), icon: Users },
  { to: paths.superuserArchive, label: t('superuser.superuser.archivioCompleto'), icon: Archive },
  { to: paths.superuserStoryManagementSelection, label: t('superuser.shared.storieDaLeggere'), icon: BookOpen },
  { to: paths.superuserSettings, label: t('superuser.shared.impostazioni'), icon: Settings },
  { to: paths.superuserLaboratorio, label: t('superuser.shared.laboratorio'), icon: Presentation },
  { to: paths.superuserRecordings, label: t('superuser.shared.titolo'), icon: Mic },
] as const;

const tileClass =
  'flex min-h-28 w-full items-center gap-4 rounded-2xl bg-white p-6 text-left text-lg font-bold text-brand-900 shadow-sm ring-1 ring-brand-100 hover:bg-brand-100';

/** '3 storie da moderare, 1 anonima': a link straight to the queue. */
function ModerationSummary() {
  const counts = useModerationCounts();
  if (!counts.data || counts.data.pending === 0) return null;
  const { pending, anonymous } = counts.data;
  const text = t('superuser.superuser.storieDaModerare', { pending, anonymous });
  return (
    <Link
      to={`${paths.superuserArchive}?status=pending`}
      className="mb-4 flex min-h-11 items-center gap-3 rounded-2xl bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100"
    >
      <Inbox className="size-6 shrink-0" aria-hidden="true" />
      {text}
    </Link>
  );
}

/** The five tiles of spec 000 §2; 'Invia messaggi' opens the message form in the page. */
function SuperuserDashboard() {
  const [writing, setWriting] = useState(false);
  if (writing) return <MessageForm onDone={() => setWriting(false)} />;
  return (
    <>
      <ModerationSummary />
      <ul className="grid gap-4 sm:grid-cols-2">
        {TILES.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={tileClass}>
              <Icon className="size-8 text-brand-700" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={tileClass} onClick={() => setWriting(true)}>
            <MessageSquare className="size-8 text-brand-700" aria-hidden="true" />
            {t('superuser.superuser.inviaMessaggi')}
          </button>
        </li>
      </ul>
    </>
  );
}

function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="secondary"
      className="ml-auto"
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSuccess: () => toast.success(t('superuser.superuser.seiUscitoDallAreaSuperuser')),
          onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
        })
      }
    >
      <LogOut aria-hidden="true" />
      {t('superuser.superuser.esci')}
    </Button>
  );
}

/** /superuser: the password gate, then the superuser's dashboard. */
export function SuperuserRoute() {
  const session = useSession();
  if (session.isPending) return <Loading />;
  const isSuperuser = session.data?.user?.isSuperuser === true;
  return (
    <section>
      <PageHeader title={isSuperuser ? t('superuser.superuser.areaSuperuser') : t('superuser.superuser.accessoSuperuser')} back={paths.home}>
        {isSuperuser ? <LogoutButton /> : null}
      </PageHeader>
      {isSuperuser ? <SuperuserDashboard /> : <SuperuserLoginForm />}
    </section>
  );
}
