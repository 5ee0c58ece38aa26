import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { TermsConditions } from '../features/entrance/terms-conditions';
import { paths } from '../paths';
import { t } from '../i18n/it/entrance';

/** /terms-acceptance 'Condizioni d'uso': the first step of a new profile (spec 000 §4). */
export function TermsAcceptanceRoute() {
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title={t('entrance.termsAcceptance.condizioniDUso')} back={paths.home} />
      <div className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
        <p className="text-lg text-slate-800">{t('entrance.termsAcceptance.primaDiCreareUnNuovo')}</p>
        <TermsConditions className="text-slate-800" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={() => void navigate(paths.home)}>
            {t('entrance.shared.annulla')}
          </Button>
          <Button size="lg" onClick={() => void navigate(paths.privacy)}>
            {t('entrance.termsAcceptance.confermo')}
          </Button>
        </div>
      </div>
    </section>
  );
}
