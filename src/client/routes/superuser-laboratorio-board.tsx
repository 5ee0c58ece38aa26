import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Loading } from '../components/ui/spinner';
import { BOARD_TOASTS, Board } from '../features/workshop/board';
import { ConnectionBanner } from '../features/workshop/live-parts';
import { useLiveWorkshop } from '../features/workshop/use-live-workshop';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

/** /superuser-laboratorio/:id: the board for the projector. */
export function SuperuserLaboratorioBoardRoute() {
  const { id = '' } = useParams();
  const live = useLiveWorkshop(id);
  useEffect(() => {
    if (live.error) toast.error(live.error, { id: 'workshop-error', position: BOARD_TOASTS });
  }, [live.error]);
  if (live.status === 'refused') {
    return (
      <section>
        <PageHeader title={t('superuser.shared.laboratorio')} back={paths.superuserLaboratorio} />
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-lg font-semibold text-red-800">
          {live.reason ?? t('superuser.superuserLaboratorioBoard.laboratorioNonTrovato')}
        </p>
        <Button asChild className="mt-4">
          <Link to={paths.superuserLaboratorio}>{t('superuser.superuserLaboratorioBoard.tornaAlLaboratorio')}</Link>
        </Button>
      </section>
    );
  }
  return (
    <section>
      <PageHeader title={t('superuser.superuserLaboratorioBoard.laboratorioLavagna')} back={paths.superuserLaboratorio} />
      <ConnectionBanner status={live.status} />
      {live.workshop ? <Board workshop={live.workshop} send={live.send} /> : <Loading label={t('superuser.shared.preparoLaLavagna')} />}
    </section>
  );
}
