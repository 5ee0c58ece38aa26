import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button';
import { paths } from '../paths';
import { t } from '../i18n/it/pages';

/** Any path outside the route table (spec 000 §2). */
export function NotFoundRoute() {
  return (
    <section className="flex flex-col items-center gap-6 py-16 text-center">
      <p className="text-8xl font-extrabold tracking-tight text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-extrabold text-brand-900">{t('pages.notFound.oopsPageNotFound')}</h1>
      <p className="text-slate-700">{t('pages.notFound.laPaginaCheCerchiNon')}</p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
        {t('pages.notFound.tornaAllaHome')}
      </Link>
    </section>
  );
}
