import { PageHeader } from '../components/layout/page-header';
import { MAGIC_ICON, SCIENCE_ICON, StoryKindCards } from '../features/reading-stories/story-kind-cards';
import { paths } from '../paths';

/** /story-type-selection 'Leggi Storie': magic stories or science stories (spec 000 §2). */
export function StoryTypeSelectionRoute() {
  return (
    <section>
      <PageHeader title="Leggi Storie" back={paths.dashboard} />
      <p className="mb-6 text-lg text-slate-800">Che cosa ti va di leggere oggi?</p>
      <StoryKindCards
        cards={[
          { to: paths.readingStories, title: 'Storie Magiche', text: 'Fiabe e racconti da leggere e ascoltare.', icon: MAGIC_ICON, tone: 'bg-amber-100 text-amber-800' },
          { to: paths.scienceStories, title: 'Magia della Scienza', text: 'Le meraviglie della natura raccontate come storie.', icon: SCIENCE_ICON, tone: 'bg-sky-100 text-sky-800' },
        ]}
      />
    </section>
  );
}
