import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { SCIENCE_STORY_MESSAGES } from '../../shared/schemas/science-story';
import { PageHeader } from '../components/layout/page-header';
import { buttonVariants } from '../components/ui/button';
import { Loading } from '../components/ui/spinner';
import { ExampleStoriesOffer } from '../features/reading-stories/example-stories-offer';
import { createdOn, SuperuserStoryList } from '../features/reading-stories/superuser-story-list';
import { useDeleteScienceStory } from '../features/science-stories/api/use-delete-science-story';
import { useScienceStories } from '../features/science-stories/api/use-science-stories';
import { useSeedScienceStories } from '../features/science-stories/api/use-seed-science-stories';
import { errorMessage } from '../lib/api-client';
import { paths } from '../paths';

/** /superuser-science-stories-view: science stories newest first, with image, view, delete and add. */
export function SuperuserScienceStoriesViewRoute() {
  const stories = useScienceStories('newest');
  const remove = useDeleteScienceStory();
  const seed = useSeedScienceStories();
  const onDelete = (id: string, done: () => void) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(SCIENCE_STORY_MESSAGES.deleted);
        done();
      },
      onError: (e) => toast.error('Errore', { description: errorMessage(e) }),
    });

  return (
    <section>
      <PageHeader title="Storie Scientifiche" back={paths.superuserStoryManagementSelection}>
        <Link to={paths.superuserScienceStoriesManagement} className={buttonVariants({ className: 'sm:ml-auto' })}>
          <Plus aria-hidden="true" />
          Aggiungi nuova storia
        </Link>
      </PageHeader>
      {stories.isPending ? (
        <Loading />
      ) : stories.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
          {SCIENCE_STORY_MESSAGES.loadFailed}
        </p>
      ) : stories.data.length === 0 ? (
        <ExampleStoriesOffer what="storie scientifiche" seed={seed} />
      ) : (
        <SuperuserStoryList stories={stories.data} viewPath={paths.superuserScienceStoryViewer} onDelete={onDelete} deleting={remove.isPending} dateLabel={createdOn} />
      )}
    </section>
  );
}
