import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { Card } from '../components/ui/card';
import { ScienceStoryForm } from '../features/published-stories/science-story-form';
import { paths } from '../paths';
import { t } from '../i18n/it/published-stories';

/** /superuser-science-stories-management: the new science story form (spec 000 §2). */
export function SuperuserScienceStoriesManagementRoute() {
  const navigate = useNavigate();
  return (
    <section>
      <PageHeader title={t('publishedStories.superuserScienceStoriesManagement.nuovaStoriaScientifica')} back={paths.superuserScienceStoriesView} />
      <Card className="mx-auto max-w-3xl">
        <ScienceStoryForm story={null} onDone={() => void navigate(paths.superuserScienceStoriesView)} />
      </Card>
    </section>
  );
}
