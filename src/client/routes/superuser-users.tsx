import { PageHeader } from '../components/layout/page-header';
import { UsersList } from '../features/superuser/users-list';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

export function SuperuserUsersRoute() {
  return (
    <section>
      <PageHeader title={t('superuser.shared.gestioneUtenti')} back={paths.superuser} />
      <UsersList />
    </section>
  );
}
