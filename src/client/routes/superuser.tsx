import { Archive, BookOpen, Settings, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { Loading } from '../components/ui/spinner';
import { useSession } from '../features/auth/session';
import { useSuperuserLogin } from '../features/auth/use-superuser-login';
import { ApiRequestError, errorMessage } from '../lib/api-client';
import { paths } from '../paths';

function SuperuserLoginForm() {
  const [password, setPassword] = useState('');
  const login = useSuperuserLogin();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.trim() === '') {
      setError('Inserisci la password');
      return;
    }
    login.mutate(password, {
      onError: (e) => {
        const message = errorMessage(e);
        setError(message);
        toast.error(e instanceof ApiRequestError && e.title ? e.title : 'Errore', { description: message });
      },
      onSuccess: () => setError(null),
    });
  };

  return (
    <Card className="mx-auto max-w-md">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field id="superuser-password" label="Password Superuser" error={error ?? undefined}>
          <Input
            id="superuser-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'superuser-password-error' : undefined}
            autoFocus
          />
        </Field>
        <Button type="submit" disabled={password.trim() === '' || login.isPending}>
          {login.isPending ? 'Accesso...' : 'Accedi'}
        </Button>
      </form>
    </Card>
  );
}

const TILES = [
  { to: paths.superuserUsers, label: 'Gestione Utenti', icon: Users },
  { to: paths.superuserArchive, label: 'Archivio Completo', icon: Archive },
  { to: paths.superuserStoryManagementSelection, label: 'Storie da leggere', icon: BookOpen },
  { to: paths.superuserSettings, label: 'Impostazioni', icon: Settings },
] as const;

function SuperuserDashboard() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {TILES.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link to={to} className="flex min-h-28 items-center gap-4 rounded-2xl bg-white p-6 text-lg font-bold text-brand-900 shadow-sm ring-1 ring-brand-100 hover:bg-brand-100">
            <Icon className="size-8 text-brand-700" aria-hidden="true" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /superuser: the password gate, then the superuser's dashboard. */
export function SuperuserRoute() {
  const session = useSession();
  if (session.isPending) return <Loading />;
  const isSuperuser = session.data?.user?.isSuperuser === true;
  return (
    <section>
      <PageHeader title={isSuperuser ? 'Area Superuser' : 'Accesso Superuser'} back={paths.home} />
      {isSuperuser ? <SuperuserDashboard /> : <SuperuserLoginForm />}
    </section>
  );
}
