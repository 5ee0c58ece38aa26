import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { Accordion } from '../components/ui/accordion';
import { Button } from '../components/ui/button';
import { CopyrightNotice } from '../features/entrance/copyright-notice';
import { TermsConditions } from '../features/entrance/terms-conditions';
import { TranslationPrivacyText } from '../features/entrance/translation-privacy-text';
import { paths } from '../paths';

const SECTIONS = [
  { value: 'copyright', title: "Diritti d'autore", content: <CopyrightNotice /> },
  {
    value: 'acceptance',
    title: "Accettazione condizioni d'uso",
    content: (
      <div className="flex flex-col gap-3">
        <p>Proseguendo, l&apos;adulto che accompagna il bambino conferma di aver letto e di accettare le condizioni d&apos;uso di FantasMia:</p>
        <TermsConditions />
        <TranslationPrivacyText />
      </div>
    ),
  },
] as const;

/** /privacy 'Informativa Privacy' (spec 000 §2, §4): one section open at a time, closable. */
export function PrivacyRoute() {
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title="Informativa Privacy" back={paths.home} />
      <p className="mb-4 text-slate-700">Apri una sezione per leggerla. Quando hai finito, conferma per creare il nuovo profilo.</p>
      <Accordion sections={SECTIONS} />
      <div className="mt-6 flex justify-center">
        <Button variant="success" size="lg" className="h-auto whitespace-normal py-3 text-center" onClick={() => void navigate(paths.newProfile)}>
          Confermo la presa visione e accetto le condizioni
        </Button>
      </div>
    </section>
  );
}
