import { t } from '../../i18n/it/entrance-notices';
/**
 * 'Diritti d'autore' on /privacy (spec 000 §2): where the method comes from, the legal status of
 * the sources, no affiliation, educational use. Our own text.
 */
export function CopyrightNotice() {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={t('entrance.copyrightNotice.testoSuiDirittiDAutore')}
      className="max-h-72 overflow-y-auto rounded-xl bg-brand-50 p-4 text-[0.95rem] leading-relaxed ring-1 ring-brand-100"
    >
      <h3 className="font-bold text-brand-900">{t('entrance.copyrightNotice.fontiDiIspirazione')}</h3>
      <p className="mt-1">
        {t('entrance.copyrightNotice.ilMetodoDiFantasmiaSi')} <cite>{t('entrance.copyrightNotice.grammaticaDellaFantasia')}</cite>{' '}
        {t('entrance.copyrightNotice.m1973Le31FunzioniNarrative')} <cite>{t('entrance.copyrightNotice.morfologiaDellaFiaba')}</cite>{' '}
        {t('entrance.copyrightNotice.m1928Le12TappeDel')}
        <cite>{t('entrance.copyrightNotice.lEroeDaiMilleVolti')}</cite>, 1949).
      </p>
      <h3 className="mt-4 font-bold text-brand-900">{t('entrance.copyrightNotice.situazioneGiuridicaDelleFonti')}</h3>
      <p className="mt-1">{t('entrance.copyrightNotice.leOpereDiQuestiAutori')}</p>
      <h3 className="mt-4 font-bold text-brand-900">{t('entrance.copyrightNotice.nessunaAffiliazione')}</h3>
      <p className="mt-1">{t('entrance.copyrightNotice.fantasmiaNonEAffiliataApprovata')}</p>
      <h3 className="mt-4 font-bold text-brand-900">{t('entrance.copyrightNotice.usoEducativo')}</h3>
      <p className="mt-1">{t('entrance.copyrightNotice.fantasmiaNascePerUnUso')}</p>
    </div>
  );
}
