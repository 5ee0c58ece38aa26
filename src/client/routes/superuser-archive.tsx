import { useLocation } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { isPublicMode, useSession } from '../features/auth/session';
import { CompleteArchive } from '../features/superuser/complete-archive';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

function hasPublicState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isPublic' in state && state.isPublic === true;
}

/** Opened from the child's 'Storie della classe' tile. */
function fromDashboard(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromDashboard' in state && state.fromDashboard === true;
}

/**
 * /superuser-archive: the superuser's complete archive, or — opened from /public — the read-only
 * public archive of published stories.
 */
export function SuperuserArchiveRoute() {
  const location = useLocation();
  const session = useSession();
  const isSuperuser = session.data?.user?.isSuperuser === true;
  const readOnly = !isSuperuser && (hasPublicState(location.state) || isPublicMode());
  return (
    <section>
      {readOnly && fromDashboard(location.state) ? (
        <PageHeader title={t('superuser.superuserArchive.storieDellaClasse')} back={paths.dashboard} />
      ) : readOnly ? (
        <PageHeader title={t('superuser.superuserArchive.archivioPubblicoLeStoriePubblicate')} back={paths.public} />
      ) : (
        <PageHeader title={t('superuser.superuserArchive.archivioCompletoTutteLeStorie')} back={paths.superuser} />
      )}
      <CompleteArchive readOnly={readOnly} />
    </section>
  );
}
