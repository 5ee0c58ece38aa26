import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { Accordion } from '../components/ui/accordion';
import { Button } from '../components/ui/button';
import { CopyrightNotice } from '../features/entrance/copyright-notice';
import { TermsConditions } from '../features/entrance/terms-conditions';
import { TranslationPrivacyText } from '../features/entrance/translation-privacy-text';
import { VoicePrivacyText } from '../features/entrance/voice-privacy-text';
import { paths } from '../paths';
import { t } from '../i18n/it/pages';

const SECTIONS = [
  { value: 'copyright', title: t('pages.privacy.dirittiDAutore'), content: <CopyrightNotice /> },
  {
    value: 'acceptance',
    title: t('pages.privacy.accettazioneCondizioniDUso'),
    content: (
      <div className="flex flex-col gap-3">
        <p>{t('pages.privacy.proseguendoLAdultoCheAccompagna')}</p>
        <TermsConditions />
        <TranslationPrivacyText />
      </div>
    ),
  },
  { value: 'voice', title: t('pages.privacy.laVoceDelBambino'), content: <VoicePrivacyText /> },
] as const;

/** /privacy 'Informativa Privacy' (spec 000 §2, §4): one section open at a time, closable. */
export function PrivacyRoute() {
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title={t('pages.privacy.informativaPrivacy')} back={paths.home} />
      <p className="mb-4 text-slate-700">{t('pages.privacy.apriUnaSezionePerLeggerla')}</p>
      <Accordion sections={SECTIONS} />
      <div className="mt-6 flex justify-center">
        <Button variant="success" size="lg" className="h-auto whitespace-normal py-3 text-center" onClick={() => void navigate(paths.newProfile)}>
          {t('pages.privacy.confermoLaPresaVisioneE')}
        </Button>
      </div>
    </section>
  );
}
