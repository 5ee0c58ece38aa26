import { ShieldCheck } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header';
import { Card } from '../components/ui/card';
import { PasswordChangeForm } from '../features/superuser/password-change-form';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

export function SuperuserPasswordChangeRoute() {
  return (
    <section>
      <PageHeader title={t('superuser.shared.sicurezza')} back={paths.superuserSettings} />
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <Card>
          <PasswordChangeForm />
        </Card>
        <Card className="bg-brand-50">
          <h2 className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <ShieldCheck className="size-6" aria-hidden="true" /> {t('superuser.superuserPasswordChange.consigliDiSicurezza')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>{t('superuser.superuserPasswordChange.usaAlmeno6CaratteriMeglio')}</li>
            <li>{t('superuser.superuserPasswordChange.nonUsareLaStessaPassword')}</li>
            <li>{t('superuser.superuserPasswordChange.nonCondividerlaConIBambini')}</li>
            <li>{t('superuser.superuserPasswordChange.dopoIlCambioGliAltri')}</li>
          </ul>
        </Card>
      </div>
    </section>
  );
}
