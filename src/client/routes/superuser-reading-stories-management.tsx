import { PageHeader } from '../components/layout/page-header';
import { ReadingStoriesManagement } from '../features/published-stories/reading-stories-management';
import { paths } from '../paths';

/** /superuser-reading-stories-management (spec 000 §2). */
export function SuperuserReadingStoriesManagementRoute() {
  return (
    <section>
      <PageHeader title="Gestione Storie Magiche" back={paths.superuserStoryManagementSelection} />
      <ReadingStoriesManagement />
    </section>
  );
}
