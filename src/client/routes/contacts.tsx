import { Mail } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header';
import { SupportEmailLink } from '../features/entrance/support-email-link';
import { paths } from '../paths';
import { t } from '../i18n/it/pages';

/** /contacts 'Contatti': the support address (configured on the server) and the reassurance. */
export function ContactsRoute() {
  return (
    <section>
      <PageHeader title={t('pages.contacts.contatti')} back={paths.home} />
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
        <p className="text-lg text-slate-800">{t('pages.contacts.haiUnaDomandaUnDubbio')}</p>
        <p className="flex flex-wrap items-center gap-2 text-lg">
          <Mail className="size-6 text-brand-700" aria-hidden="true" />
          <span className="font-semibold text-slate-800">{t('pages.contacts.emailDiSupporto')}</span>
          <SupportEmailLink className="break-all font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900" />
        </p>
        <p className="text-slate-700">{t('pages.contacts.tiRisponderemoIlPrimaPossibile')}</p>
      </div>
    </section>
  );
}
