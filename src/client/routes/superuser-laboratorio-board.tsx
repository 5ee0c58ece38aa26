import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Loading } from '../components/ui/spinner';
import { Board } from '../features/workshop/board';
import { ConnectionBanner } from '../features/workshop/live-parts';
import { useLiveWorkshop } from '../features/workshop/use-live-workshop';
import { paths } from '../paths';

/** /superuser-laboratorio/:id: the board for the projector. */
export function SuperuserLaboratorioBoardRoute() {
  const { id = '' } = useParams();
  const live = useLiveWorkshop(id);
  useEffect(() => {
    if (live.error) toast.error(live.error, { id: 'workshop-error' });
  }, [live.error]);
  if (live.status === 'refused') {
    return (
      <section>
        <PageHeader title="Laboratorio" back={paths.superuserLaboratorio} />
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-lg font-semibold text-red-800">
          {live.reason ?? 'Laboratorio non trovato'}
        </p>
        <Button asChild className="mt-4">
          <Link to={paths.superuserLaboratorio}>Torna al Laboratorio</Link>
        </Button>
      </section>
    );
  }
  return (
    <section>
      <PageHeader title="Laboratorio · Lavagna" back={paths.superuserLaboratorio} />
      <ConnectionBanner status={live.status} />
      {live.workshop ? <Board workshop={live.workshop} send={live.send} /> : <Loading label="Preparo la lavagna..." />}
    </section>
  );
}
