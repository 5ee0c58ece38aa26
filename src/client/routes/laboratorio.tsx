import { LogIn } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { joinCodeSchema } from '../../shared/schemas/workshop';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { Loading } from '../components/ui/spinner';
import { useSession } from '../features/auth/session';
import { useJoinWorkshop } from '../features/workshop/api';
import { errorMessage } from '../lib/api-client';
import { paths } from '../paths';
import { t } from '../i18n/it/workshop';

/** /laboratorio: a child types the code on the board (or arrives from its QR code with ?codice=). */
export function LaboratorioRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const fromQr = params.get('codice') ?? '';
  const [code, setCode] = useState(fromQr);
  const [error, setError] = useState<string | null>(null);
  const join = useJoinWorkshop();
  const navigate = useNavigate();
  const tried = useRef(false);

  const submit = (value: string) => {
    const parsed = joinCodeSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('workshop.laboratorio.ilCodiceNonEGiusto'));
      return;
    }
    setError(null);
    join.mutate(parsed.data, {
      onSuccess: ({ id }) => void navigate(paths.laboratorioLive(id)),
      onError: (e) => setError(errorMessage(e)),
    });
  };

  useEffect(() => {
    if (fromQr && !tried.current && session.data?.user && !session.data.user.isSuperuser) {
      tried.current = true;
      submit(fromQr);
    }
  });

  if (session.isPending) return <Loading />;
  if (session.data?.user?.isSuperuser) return <Navigate to={paths.superuserLaboratorio} replace />;

  return (
    <section>
      <PageHeader title={t('workshop.laboratorio.laboratorio')} back={paths.dashboard} />
      <Card className="mx-auto max-w-md">
        <p className="mb-4 text-lg text-slate-800">{t('workshop.laboratorio.scriviamoUnaStoriaTuttiInsieme')}</p>
        <form
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            submit(code);
          }}
          className="flex flex-col gap-4"
        >
          <Field id="join-code" label={t('workshop.laboratorio.codiceDelLaboratorio')} error={error ?? undefined}>
            <Input
              id="join-code"
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={8}
              className="font-mono text-2xl tracking-widest"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'join-code-error' : undefined}
              autoFocus
            />
          </Field>
          <Button type="submit" size="lg" disabled={code.trim() === '' || join.isPending}>
            <LogIn aria-hidden="true" />
            {join.isPending ? t('workshop.laboratorio.entro') : t('workshop.laboratorio.entra')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
