import type { ReactNode } from 'react';
import { PageHeader } from '../components/layout/page-header';
import { Logo } from '../components/brand/logo';
import { paths } from '../paths';
import { t } from '../i18n/it/pages';

/** A section of the page: one paragraph (`text`), or its own content. */
function AboutSection({ id, title, text, children }: { id: string; title: string; text?: string; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 id={id} className="mb-2 text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="flex flex-col gap-2 leading-relaxed text-slate-800">{text ? <p>{text}</p> : children}</div>
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

        <AboutSection id="about-spoken" title={t('pages.about.raccontareAVoce')} text={t('pages.about.primaDiScrivereSiRacconta')} />

        <AboutSection id="about-listening" title={t('pages.about.ascoltoAttivo')} text={t('pages.about.lAdultoLeggeLeDomande')} />

        <AboutSection id="about-imagination" title={t('pages.about.alCentroLImmaginazione')} text={t('pages.about.mentreSiInventaLoSchermo')} />

        <AboutSection id="about-bridge" title={t('pages.about.unPonteTraAdultiE')} text={t('pages.about.fantasmiaEPensataPerEssere')} />

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

        <AboutSection id="about-shared" title={t('pages.about.creativitaCondivisa')} text={t('pages.about.leStorieSiPossonoInventare')} />

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
