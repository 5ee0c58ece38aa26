import { PageHeader } from '../components/layout/page-header';
import { UsersList } from '../features/superuser/users-list';
import { paths } from '../paths';

export function SuperuserUsersRoute() {
  return (
    <section>
      <PageHeader title="Gestione Utenti" back={paths.superuser} />
      <UsersList />
    </section>
  );
}
