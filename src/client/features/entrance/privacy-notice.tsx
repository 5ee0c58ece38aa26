import type { ReactNode } from 'react';
import { AiPrivacyText } from './ai-privacy-text';
import { SupportEmailLink } from './support-email-link';
import { TranslationPrivacyText } from './translation-privacy-text';
import { VoicePrivacyText } from './voice-privacy-text';
import { t } from '../../i18n/it/entrance-notices';

interface NoticeSection {
  title: string;
  body: ReactNode;
}

/** The eight sections of /privacy-acceptance, written for parents and teachers in plain Italian. */
const SECTIONS: readonly NoticeSection[] = [
  {
    title: t('entrance.privacyNotice.chiSiamo'),
    body: <p>{t('entrance.privacyNotice.fantasmiaEUnLaboratorioDi')}</p>,
  },
  {
    title: t('entrance.privacyNotice.qualiDatiRaccogliamo'),
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('entrance.privacyNotice.ilNomeDelProfiloL')}</li>
        <li>{t('entrance.privacyNotice.leStorieCheIlBambino')}</li>
        <li>{t('entrance.privacyNotice.leRegistrazioniDellaVoce')}</li>
        <li>{t('entrance.privacyNotice.ilNomeDellAdultoChe')}</li>
        <li>{t('entrance.privacyNotice.laDataDellUltimoAccesso')}</li>
      </ul>
    ),
  },
  {
    title: t('entrance.privacyNotice.percheLiUsiamo'),
    body: <p>{t('entrance.privacyNotice.soloPerFarFunzionareFantasmia')}</p>,
  },
  {
    title: t('entrance.privacyNotice.doveSonoConservati'),
    body: (
      <>
        <p>{t('entrance.privacyNotice.sulServerDellaScuolaDella')}</p>
        <TranslationPrivacyText />
        <AiPrivacyText />
      </>
    ),
  },
  {
    title: t('entrance.privacyNotice.laVoceDelBambino'),
    body: <VoicePrivacyText />,
  },
  {
    title: t('entrance.privacyNotice.iDirittiDelBambinoE'),
    body: <p>{t('entrance.privacyNotice.ilBambinoHaDirittoDi')}</p>,
  },
  {
    title: t('entrance.privacyNotice.storiePubblicheEModerazione'),
    body: <p>{t('entrance.privacyNotice.leStorieRestanoPrivateNell')}</p>,
  },
  {
    title: t('entrance.privacyNotice.iTuoiDirittiEI'),
    body: (
      <p>
        {t('entrance.privacyNotice.secondoIlRegolamentoGeneraleSulla')} <SupportEmailLink />.
      </p>
    ),
  },
];

export function PrivacyNotice() {
  return (
    <ol className="flex flex-col gap-5">
      {SECTIONS.map((section, index) => (
        <li key={section.title} className="flex gap-3 sm:gap-4">
          <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
            {index + 1}
          </span>
          <section aria-labelledby={`privacy-section-${index + 1}`} className="min-w-0 flex-1 text-slate-800">
            <h2 id={`privacy-section-${index + 1}`} className="mb-1 text-lg font-bold text-brand-900">
              <span className="sr-only">{index + 1}. </span>
              {section.title}
            </h2>
            {section.body}
          </section>
        </li>
      ))}
    </ol>
  );
}
