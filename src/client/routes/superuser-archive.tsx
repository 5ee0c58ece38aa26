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
 * Where the back arrow returns when the archive was opened from the roster: the roster with its
 * search, filters and page (navigation state `from`). Only the roster's own address is taken.
 */
function rosterBack(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Record<string, unknown>).from;
  if (typeof from !== 'string') return null;
  return from === paths.superuserUsers || from.startsWith(`${paths.superuserUsers}?`) ? from : null;
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
        <PageHeader title={t('superuser.superuserArchive.archivioCompletoTutteLeStorie')} back={rosterBack(location.state) ?? paths.superuser} />
      )}
      <CompleteArchive readOnly={readOnly} />
    </section>
  );
}
