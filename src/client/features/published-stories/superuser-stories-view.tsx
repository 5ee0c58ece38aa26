import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '../../components/layout/page-header';
import { buttonVariants } from '../../components/ui/button';
import { READING_STORY_MESSAGES, type StoryListSort } from '../../../shared/schemas/reading-story';
import { SCIENCE_STORY_MESSAGES } from '../../../shared/schemas/science-story';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import type { PublishedStoryKind } from './api/published-story-api';
import { useDeletePublishedStory } from './api/use-delete-published-story';
import { usePublishedStories } from './api/use-published-stories';
import { useSeedPublishedStories } from './api/use-seed-published-stories';
import { ExampleStoriesOffer } from './example-stories-offer';
import { StoryListStates } from './story-list-states';
import { createdOn, SuperuserStoryList, updatedOn, type ListedStory } from './superuser-story-list';
import { t } from '../../i18n/it/published-stories';

/** What differs between the superuser's two lists (spec 000 §2). */
interface SuperuserListKind {
  title: string;
  sort: StoryListSort;
  /** Where 'Aggiungi nuova storia' goes. */
  addPath: string;
  /** What the list holds, for its empty state: 'storie da leggere'. */
  what: string;
  messages: { deleted: string; loadFailed: string };
  viewPath: (id: string) => string;
  dateLabel: (story: ListedStory) => string;
}

const SUPERUSER_LISTS: Record<PublishedStoryKind, SuperuserListKind> = {
  // /superuser-reading-stories-view: every reading story by title.
  reading: {
    title: t('publishedStories.superuserStoriesView.storieMagiche'),
    sort: 'title',
    addPath: paths.superuserReadingStoriesManagement,
    what: t('publishedStories.superuserStoriesView.storieDaLeggere'),
    messages: READING_STORY_MESSAGES,
    viewPath: paths.superuserReadingStoryViewer,
    dateLabel: updatedOn,
  },
  // /superuser-science-stories-view: science stories newest first.
  science: {
    title: t('publishedStories.superuserStoriesView.storieScientifiche'),
    sort: 'newest',
    addPath: paths.superuserScienceStoriesManagement,
    what: t('publishedStories.superuserStoriesView.storieScientificheMinuscolo'),
    messages: SCIENCE_STORY_MESSAGES,
    viewPath: paths.superuserScienceStoryViewer,
    dateLabel: createdOn,
  },
};

/** The superuser's list of reading or science stories, to view, delete or add (spec 000 §2). */
export function SuperuserStoriesView({ kind }: { kind: PublishedStoryKind }) {
  const { title, sort, addPath, what, messages, viewPath, dateLabel } = SUPERUSER_LISTS[kind];
  const stories = usePublishedStories(kind, sort);
  const remove = useDeletePublishedStory(kind);
  const seed = useSeedPublishedStories(kind);
  const onDelete = (id: string, done: () => void) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(messages.deleted);
        done();
      },
      onError: (e) => toast.error(t('publishedStories.superuserStoriesView.errore'), { description: errorMessage(e) }),
    });

  return (
    <section>
      <PageHeader title={title} back={paths.superuserStoryManagementSelection}>
        <Link to={addPath} className={buttonVariants({ className: 'sm:ml-auto' })}>
          <Plus aria-hidden="true" />
          {t('publishedStories.superuserStoriesView.aggiungiNuovaStoria')}
        </Link>
      </PageHeader>
      <StoryListStates stories={stories} loadFailed={messages.loadFailed} empty={<ExampleStoriesOffer what={what} seed={seed} />}>
        {(list) => <SuperuserStoryList stories={list} viewPath={viewPath} onDelete={onDelete} deleting={remove.isPending} dateLabel={dateLabel} />}
      </StoryListStates>
    </section>
  );
}
