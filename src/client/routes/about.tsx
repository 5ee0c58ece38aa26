import type { ReactNode } from 'react';
import { PageHeader } from '../components/layout/page-header';
import { Logo } from '../components/brand/logo';
import { paths } from '../paths';
import { t } from '../i18n/it/pages';

function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 id={id} className="mb-2 text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="flex flex-col gap-2 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

/** /about: what FantasMia is for, in the sections spec 000 §2 lists. */
export function AboutRoute() {
  return (
    <article>
      <PageHeader title={t('pages.about.cosEFantasmia')} back={paths.home} />
      <div className="flex flex-col gap-5">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:flex-row sm:p-6">
          <Logo className="size-24 shrink-0" title={t('pages.about.ilFantasminoDiFantasmia')} />
          <p className="text-lg leading-relaxed text-slate-800">{t('pages.about.fantasmiaEUnPostoDove')}</p>
        </div>

        <AboutSection id="about-spoken" title={t('pages.about.raccontareAVoce')}>
          <p>{t('pages.about.primaDiScrivereSiRacconta')}</p>
        </AboutSection>

        <AboutSection id="about-listening" title={t('pages.about.ascoltoAttivo')}>
          <p>{t('pages.about.lAdultoLeggeLeDomande')}</p>
        </AboutSection>

        <AboutSection id="about-imagination" title={t('pages.about.alCentroLImmaginazione')}>
          <p>{t('pages.about.mentreSiInventaLoSchermo')}</p>
        </AboutSection>

        <AboutSection id="about-bridge" title={t('pages.about.unPonteTraAdultiE')}>
          <p>{t('pages.about.fantasmiaEPensataPerEssere')}</p>
        </AboutSection>

        <AboutSection id="about-explorations" title={t('pages.about.esplorazioniSuccessive')}>
          <p>{t('pages.about.quandoLaStoriaEFinita')}</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>{t('pages.about.rileggerlaAscoltarlaEConservarlaNel')}</li>
            <li>{t('pages.about.tradurlaInIngleseEScoprire')}</li>
            <li>{t('pages.about.illustrarlaConDisegniFattiA')}</li>
            <li>{t('pages.about.trasformarlaInUnaBrevePoesia')}</li>
            <li>{t('pages.about.condividerlaConAltriBambiniA')}</li>
            <li>{t('pages.about.usarlaComePuntoDiPartenza')}</li>
          </ul>
        </AboutSection>

        <AboutSection id="about-shared" title={t('pages.about.creativitaCondivisa')}>
          <p>{t('pages.about.leStorieSiPossonoInventare')}</p>
        </AboutSection>

        <AboutSection id="about-name" title={t('pages.about.percheSiChiamaFantasmia')}>
          <p>
            {t('pages.about.fantasmiaVuolDireFantasiaMia')} <em>{t('pages.about.fantasma')}</em>
            {t('pages.about.eIlPiccoloFantasmaGentile')}
          </p>
        </AboutSection>
      </div>
    </article>
  );
}
