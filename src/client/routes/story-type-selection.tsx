import { PageHeader } from '../components/layout/page-header';
import { StoryKindCards } from '../features/published-stories/story-kind-cards';
import { paths } from '../paths';

/** /story-type-selection 'Leggi Storie': magic stories or science stories (spec 000 §2). */
export function StoryTypeSelectionRoute() {
  return (
    <section>
      <PageHeader title="Leggi Storie" back={paths.dashboard} />
      <p className="mb-6 text-lg text-slate-800">Che cosa ti va di leggere oggi?</p>
      <StoryKindCards
        cards={[
          { kind: 'magic', to: paths.readingStories, text: 'Fiabe e racconti da leggere e ascoltare.' },
          { kind: 'science', to: paths.scienceStories, text: 'Le meraviglie della natura raccontate come storie.' },
        ]}
      />
    </section>
  );
}
