import { LogIn } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { workshopJoinSchema } from '../../shared/schemas/workshop';
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
  const form = useForm<{ code: string }>({ resolver: zodResolver(workshopJoinSchema), defaultValues: { code: fromQr } });
  const error = form.formState.errors.code?.message;
  const codeField = form.register('code');
  const blank = form.watch('code').trim() === '';
  const join = useJoinWorkshop();
  const navigate = useNavigate();
  const tried = useRef(false);

  const submit = form.handleSubmit(({ code }) =>
    join.mutate(code, {
      onSuccess: ({ id }) => void navigate(paths.laboratorioLive(id)),
      onError: (e) => form.setError('code', { type: 'server', message: errorMessage(e) }),
    }),
  );

  useEffect(() => {
    if (fromQr && !tried.current && session.data?.user && !session.data.user.isSuperuser) {
      tried.current = true;
      void submit();
    }
  });

  if (session.isPending) return <Loading />;
  if (session.data?.user?.isSuperuser) return <Navigate to={paths.superuserLaboratorio} replace />;

  return (
    <section>
      <PageHeader title={t('workshop.shared.laboratorio')} back={paths.dashboard} />
      <Card className="mx-auto max-w-md">
        <p className="mb-4 text-lg text-slate-800">{t('workshop.laboratorio.scriviamoUnaStoriaTuttiInsieme')}</p>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <Field id="join-code" label={t('workshop.laboratorio.codiceDelLaboratorio')} error={error}>
            <Input
              id="join-code"
              {...codeField}
              onChange={(e) => {
                // The code on the board is in capitals: typed ones are shown the same way.
                e.target.value = e.target.value.toUpperCase();
                void codeField.onChange(e);
              }}
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
          <Button type="submit" size="lg" disabled={blank || join.isPending}>
            <LogIn aria-hidden="true" />
            {join.isPending ? t('workshop.laboratorio.entro') : t('workshop.laboratorio.entra')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
