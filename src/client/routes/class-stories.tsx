import { PageHeader } from '../components/layout/page-header';
import { CompleteArchive } from '../features/superuser/complete-archive';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

/**
 * /storie-della-classe: a logged-in child reads and listens to the stories the superuser has
 * published, read-only, without leaving her profile. It has its own address so that a reload, a
 * bookmark or a link opened in a new tab brings the child back here, not to the superuser's login.
 */
export function ClassStoriesRoute() {
  return (
    <section>
      <PageHeader title={t('superuser.superuserArchive.storieDellaClasse')} back={paths.dashboard} />
      <CompleteArchive readOnly />
    </section>
  );
}
