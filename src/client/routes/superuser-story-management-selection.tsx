import { PageHeader } from '../components/layout/page-header';
import { StoryKindCards } from '../features/published-stories/story-kind-cards';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

/** /superuser-story-management-selection: choose reading stories or science stories to manage. */
export function SuperuserStoryManagementSelectionRoute() {
  return (
    <section>
      <PageHeader title={t('superuser.shared.storieDaLeggere')} back={paths.superuser} />
      <p className="mb-6 text-lg text-slate-800">{t('superuser.superuserStoryManagementSelection.qualiStorieVuoiGestireQuelle')}</p>
      <StoryKindCards
        cards={[
          { kind: 'magic', to: paths.superuserReadingStoriesManagement, text: t('superuser.superuserStoryManagementSelection.scriviModificaEdEliminaLe') },
          { kind: 'science', to: paths.superuserScienceStoriesView, text: t('superuser.superuserStoryManagementSelection.pubblicaLeStorieCheRaccontano') },
        ]}
      />
    </section>
  );
}
