import { Navigate, useParams } from 'react-router';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Loading } from '../components/ui/spinner';
import { ChildLive } from '../features/workshop/child-live';
import { ConnectionBanner } from '../features/workshop/live-parts';
import { useLiveWorkshop } from '../features/workshop/use-live-workshop';
import { Link } from 'react-router';
import { paths } from '../paths';
import { t } from '../i18n/it/workshop';

/** /laboratorio/:id: the child's live screen. */
export function LaboratorioLiveRoute() {
  const { id = '' } = useParams();
  const live = useLiveWorkshop(id);
  useEffect(() => {
    if (live.error) toast.error(live.error, { id: 'workshop-error' });
  }, [live.error]);
  if (!id) return <Navigate to={paths.laboratorio} replace />;
  if (live.status === 'refused' || live.status === 'removed') {
    return (
      <section>
        <PageHeader title={t('workshop.shared.laboratorio')} back={paths.dashboard} />
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-lg font-semibold text-red-800">
          {live.reason ?? t('workshop.laboratorioLive.nonPuoiEntrareInQuesto')}
        </p>
        <Button asChild className="mt-4">
          <Link to={paths.laboratorio}>{t('workshop.laboratorioLive.scriviUnAltroCodice')}</Link>
        </Button>
      </section>
    );
  }
  return (
    <section>
      <PageHeader title={t('workshop.shared.laboratorio')} back={paths.dashboard} />
      <ConnectionBanner status={live.status} />
      {live.workshop ? <ChildLive workshop={live.workshop} send={live.send} /> : <Loading label={t('workshop.laboratorioLive.miCollegoAlLaboratorio')} />}
    </section>
  );
}
