import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { TermsConditions } from '../features/entrance/terms-conditions';
import { paths } from '../paths';

/** /terms-acceptance 'Condizioni d'uso': the first step of a new profile (spec 000 §4). */
export function TermsAcceptanceRoute() {
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title="Condizioni d'uso" back={paths.home} />
      <div className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
        <p className="text-lg text-slate-800">
          Prima di creare un nuovo profilo, chiediamo all&apos;adulto che accompagna il bambino di leggere e confermare queste condizioni:
        </p>
        <TermsConditions className="text-slate-800" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={() => void navigate(paths.home)}>
            Annulla
          </Button>
          <Button size="lg" onClick={() => void navigate(paths.privacy)}>
            Confermo
          </Button>
        </div>
      </div>
    </section>
  );
}
