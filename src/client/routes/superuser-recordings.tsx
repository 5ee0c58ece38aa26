import { PageHeader } from '../components/layout/page-header';
import { RecordingsList } from '../features/superuser/recordings-list';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

/** /superuser-voci 'Le voci dei bambini': the children's recordings, the space they use, and their removal. */
export function SuperuserRecordingsRoute() {
  return (
    <section>
      <PageHeader title={t('superuser.shared.titolo')} back={paths.superuser} />
      <RecordingsList />
    </section>
  );
}
