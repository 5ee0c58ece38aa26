import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { READING_STORY_MESSAGES } from '../../shared/schemas/reading-story';
import { PageHeader } from '../components/layout/page-header';
import { buttonVariants } from '../components/ui/button';
import { Loading } from '../components/ui/spinner';
import { useDeleteReadingStory } from '../features/reading-stories/api/use-delete-reading-story';
import { useReadingStories } from '../features/reading-stories/api/use-reading-stories';
import { useSeedReadingStories } from '../features/reading-stories/api/use-seed-reading-stories';
import { ExampleStoriesOffer } from '../features/reading-stories/example-stories-offer';
import { SuperuserStoryList, updatedOn } from '../features/reading-stories/superuser-story-list';
import { errorMessage } from '../lib/api-client';
import { paths } from '../paths';

/** /superuser-reading-stories-view: every reading story by title, to view, delete or add (spec 000 §2). */
export function SuperuserReadingStoriesViewRoute() {
  const stories = useReadingStories('title');
  const remove = useDeleteReadingStory();
  const seed = useSeedReadingStories();
  const onDelete = (id: string, done: () => void) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(READING_STORY_MESSAGES.deleted);
        done();
      },
      onError: (e) => toast.error('Errore', { description: errorMessage(e) }),
    });

  return (
    <section>
      <PageHeader title="Storie Magiche" back={paths.superuserStoryManagementSelection}>
        <Link to={paths.superuserReadingStoriesManagement} className={buttonVariants({ className: 'sm:ml-auto' })}>
          <Plus aria-hidden="true" />
          Aggiungi nuova storia
        </Link>
      </PageHeader>
      {stories.isPending ? (
        <Loading />
      ) : stories.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
          {READING_STORY_MESSAGES.loadFailed}
        </p>
      ) : stories.data.length === 0 ? (
        <ExampleStoriesOffer what="storie da leggere" seed={seed} />
      ) : (
        <SuperuserStoryList stories={stories.data} viewPath={paths.superuserReadingStoryViewer} onDelete={onDelete} deleting={remove.isPending} dateLabel={updatedOn} />
      )}
    </section>
  );
}
