import { PageHeader } from '../components/layout/page-header';
import { StoryKindCards } from '../features/published-stories/story-kind-cards';
import { paths } from '../paths';

/** /superuser-story-management-selection: choose reading stories or science stories to manage. */
export function SuperuserStoryManagementSelectionRoute() {
  return (
    <section>
      <PageHeader title="Storie da leggere" back={paths.superuser} />
      <p className="mb-6 text-lg text-slate-800">Quali storie vuoi gestire? Quelle che pubblichi qui si leggono da ogni profilo.</p>
      <StoryKindCards
        cards={[
          { kind: 'magic', to: paths.superuserReadingStoriesManagement, text: 'Scrivi, modifica ed elimina le storie da leggere.' },
          { kind: 'science', to: paths.superuserScienceStoriesView, text: 'Pubblica le storie che raccontano le meraviglie della natura.' },
        ]}
      />
    </section>
  );
}
