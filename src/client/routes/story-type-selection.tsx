import { PageHeader } from '../components/layout/page-header';
import { StoryKindCards } from '../features/published-stories/story-kind-cards';
import { paths } from '../paths';
import { t } from '../i18n/it/published-stories';

/** /story-type-selection 'Leggi Storie': magic stories or science stories (spec 000 §2). */
export function StoryTypeSelectionRoute() {
  return (
    <section>
      <PageHeader title={t('publishedStories.storyTypeSelection.leggiStorie')} back={paths.dashboard} />
      <p className="mb-6 text-lg text-slate-800">{t('publishedStories.storyTypeSelection.cheCosaTiVaDi')}</p>
      <StoryKindCards
        cards={[
          { kind: 'magic', to: paths.readingStories, text: t('publishedStories.storyTypeSelection.fiabeERaccontiDaLeggere') },
          { kind: 'science', to: paths.scienceStories, text: t('publishedStories.storyTypeSelection.leMeraviglieDellaNaturaRaccontate') },
        ]}
      />
    </section>
  );
}
