import { Link } from 'react-router';
import { Logo } from '../components/brand/logo';
import { ProfileChoiceCard } from '../features/entrance/profile-choice-card';
import { SessionCard } from '../features/entrance/session-card';
import { SiteNav } from '../features/entrance/site-nav';
import { UnreadMessages } from '../features/messages/unread-messages';
import { paths } from '../paths';
import { t } from '../i18n/it/entrance';

/** Home (spec 000 §2): navigation, welcome, four intro paragraphs, logo and 'Seleziona Profilo'. */
export function HomeRoute() {
  return (
    <div className="flex flex-col gap-8">
      <SiteNav />
      <UnreadMessages />
      <section aria-labelledby="welcome-title" className="grid items-start gap-6 md:grid-cols-[3fr_2fr] md:gap-x-10">
        <div className="flex flex-col gap-4 md:col-start-1 md:row-start-1">
          <Logo withName className="self-start" />
          <h1 id="welcome-title" className="text-3xl font-extrabold leading-tight text-brand-900 sm:text-4xl">
            {t('entrance.home.benvenutiInFantasmia')}
          </h1>
        </div>
        <div className="flex flex-col gap-4 md:sticky md:top-6 md:col-start-2 md:row-span-2 md:row-start-1">
          <SessionCard />
          <ProfileChoiceCard />
          <p className="text-center text-sm text-slate-700">
            {t('entrance.home.vuoiSoloLeggereOProvare')}{' '}
            <Link to={paths.public} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              {t('entrance.home.entraComeUtentePubblico')}
            </Link>
          </p>
        </div>
        <div className="flex flex-col gap-3 text-lg leading-relaxed text-slate-800 md:col-start-1 md:row-start-2">
          <p>{t('entrance.home.fantasmiaEUnLaboratorioDi')}</p>
          <p>
            {t('entrance.home.ilMetodoNasceDaTre')} <em>{t('entrance.home.grammaticaDellaFantasia')}</em> {t('entrance.home.diGianniRodariLe31')}
          </p>
          <p>{t('entrance.home.accantoAlBambinoCE')}</p>
          <p>{t('entrance.home.fantasmiaNonEAffiliataAgli')}</p>
        </div>
      </section>
    </div>
  );
}
