import { ShieldCheck } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header';
import { Card } from '../components/ui/card';
import { PasswordChangeForm } from '../features/superuser/password-change-form';
import { paths } from '../paths';

export function SuperuserPasswordChangeRoute() {
  return (
    <section>
      <PageHeader title="Sicurezza" back={paths.superuserSettings} />
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <Card>
          <PasswordChangeForm />
        </Card>
        <Card className="bg-brand-50">
          <h2 className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <ShieldCheck className="size-6" aria-hidden="true" /> Consigli di sicurezza
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>Usa almeno 6 caratteri; meglio una frase lunga che solo tu ricordi.</li>
            <li>Non usare la stessa password di altri siti.</li>
            <li>Non condividerla con i bambini: con questa password si gestiscono tutti i profili.</li>
            <li>Dopo il cambio, gli altri dispositivi collegati come superuser dovranno accedere di nuovo.</li>
          </ul>
        </Card>
      </div>
    </section>
  );
}
