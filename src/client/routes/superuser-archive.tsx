import { useLocation } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { isPublicMode, useSession } from '../features/auth/session';
import { CompleteArchive } from '../features/superuser/complete-archive';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

/** Whether the navigation state carries `isPublic: true` (set by /public). */
function hasPublicFlag(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).isPublic === true;
}

/**
 * /superuser-archive: the superuser's complete archive, or — opened from /public — the read-only
 * public archive of published stories.
 */
export function SuperuserArchiveRoute() {
  const location = useLocation();
  const session = useSession();
  const isSuperuser = session.data?.user?.isSuperuser === true;
  const readOnly = !isSuperuser && (hasPublicFlag(location.state) || isPublicMode());
  return (
    <section>
      {readOnly ? (
        <PageHeader title={t('superuser.superuserArchive.archivioPubblicoLeStoriePubblicate')} back={paths.public} />
      ) : (
        <PageHeader title={t('superuser.superuserArchive.archivioCompletoTutteLeStorie')} back={paths.superuser} />
      )}
      <CompleteArchive readOnly={readOnly} />
    </section>
  );
}
