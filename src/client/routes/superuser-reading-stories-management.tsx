import { PageHeader } from '../components/layout/page-header';
import { ReadingStoriesManagement } from '../features/published-stories/reading-stories-management';
import { paths } from '../paths';
import { t } from '../i18n/it/published-stories';

/** /superuser-reading-stories-management (spec 000 §2). */
export function SuperuserReadingStoriesManagementRoute() {
  return (
    <section>
      <PageHeader title={t('publishedStories.superuserReadingStoriesManagement.gestioneStorieMagiche')} back={paths.superuserStoryManagementSelection} />
      <ReadingStoriesManagement />
    </section>
  );
}
