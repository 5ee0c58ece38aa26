import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonVariants } from '../../components/ui/button';
import { READING_STORY_MESSAGES, type ReadingStory, type StoryListSort } from '../../../shared/schemas/reading-story';
import { SCIENCE_STORY_MESSAGES } from '../../../shared/schemas/science-story';
import { paths } from '../../paths';
import type { PublishedStoryKind } from './api/published-story-api';
import { usePublishedStories } from './api/use-published-stories';
import { useDeleteStory } from './delete-story-dialog';
import { ExampleStoriesOffer } from './example-stories-offer';
import { QueryState } from '../../components/ui/query-state';
import { createdOn, updatedOn } from './reader-story';
import { SuperuserStoryList } from './superuser-story-list';
import { t } from '../../i18n/it/published-stories';

/** What differs between the superuser's two lists (spec 000 §2). */
interface SuperuserListKind {
  title: string;
  sort: StoryListSort;
  /** Where 'Aggiungi nuova storia' goes. */
  addPath: string;
  /** What the list holds, for its empty state: 'storie da leggere'. */
  what: string;
  loadFailed: string;
  viewPath: (id: string) => string;
  dateLabel: (story: ReadingStory) => string;
}

const SUPERUSER_LISTS: Record<PublishedStoryKind, SuperuserListKind> = {
  // /superuser-reading-stories-view: every reading story by title.
  reading: {
    title: t('publishedStories.shared.storieMagiche'),
    sort: 'title',
    addPath: paths.superuserReadingStoriesManagement,
    what: t('publishedStories.superuserStoriesView.storieDaLeggere'),
    loadFailed: READING_STORY_MESSAGES.loadFailed,
    viewPath: paths.superuserReadingStoryViewer,
    dateLabel: updatedOn,
  },
  // /superuser-science-stories-view: science stories newest first.
  science: {
    title: t('publishedStories.superuserStoriesView.storieScientifiche'),
    sort: 'newest',
    addPath: paths.superuserScienceStoriesManagement,
    what: t('publishedStories.superuserStoriesView.storieScientificheMinuscolo'),
    loadFailed: SCIENCE_STORY_MESSAGES.loadFailed,
    viewPath: paths.superuserScienceStoryViewer,
    dateLabel: createdOn,
  },
};

/** The superuser's list of reading or science stories, to view, delete or add (spec 000 §2). */
export function SuperuserStoriesView({ kind }: { kind: PublishedStoryKind }) {
  const { title, sort, addPath, what, loadFailed, viewPath, dateLabel } = SUPERUSER_LISTS[kind];
  const stories = usePublishedStories(kind, sort);
  const { deleteStory, deleting } = useDeleteStory(kind);

  return (
    <section>
      <PageHeader title={title} back={paths.superuserStoryManagementSelection}>
        <Link to={addPath} className={buttonVariants({ className: 'sm:ml-auto' })}>
          <Plus aria-hidden="true" />
          {t('publishedStories.superuserStoriesView.aggiungiNuovaStoria')}
        </Link>
      </PageHeader>
      <QueryState query={stories} items={stories.data} error={loadFailed} empty={<ExampleStoriesOffer what={what} kind={kind} />}>
        {(list) => <SuperuserStoryList stories={list} viewPath={viewPath} onDelete={deleteStory} deleting={deleting} dateLabel={dateLabel} />}
      </QueryState>
    </section>
  );
}
