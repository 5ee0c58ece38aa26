import { PageHeader } from '../components/layout/page-header';
import { MAGIC_ICON, SCIENCE_ICON, StoryKindCards } from '../features/reading-stories/story-kind-cards';
import { paths } from '../paths';

/** /superuser-story-management-selection: choose reading stories or science stories to manage. */
export function SuperuserStoryManagementSelectionRoute() {
  return (
    <section>
      <PageHeader title="Storie da leggere" back={paths.superuser} />
      <p className="mb-6 text-lg text-slate-800">Quali storie vuoi gestire? Quelle che pubblichi qui si leggono da ogni profilo.</p>
      <StoryKindCards
        cards={[
          { to: paths.superuserReadingStoriesManagement, title: 'Storie Magiche', text: 'Scrivi, modifica ed elimina le storie da leggere.', icon: MAGIC_ICON, tone: 'bg-amber-100 text-amber-800' },
          { to: paths.superuserScienceStoriesView, title: 'Magia della Scienza', text: 'Pubblica le storie che raccontano le meraviglie della natura.', icon: SCIENCE_ICON, tone: 'bg-sky-100 text-sky-800' },
        ]}
      />
    </section>
  );
}
