import { PageHeader } from '../../components/layout/page-header';
import { paths } from '../../paths';
import { t } from '../../i18n/it/entrance';

/** An information page whose content is not written yet: the spec's exact notice and the way back. */
export function UnderDevelopment({ title }: { title: string }) {
  return (
    <section>
      <PageHeader title={title} back={paths.home} />
      <p className="rounded-2xl bg-white p-6 text-lg text-slate-700 shadow-sm ring-1 ring-brand-100">
        {t('entrance.underDevelopment.contenutoInFaseDiSviluppo')}
      </p>
    </section>
  );
}
