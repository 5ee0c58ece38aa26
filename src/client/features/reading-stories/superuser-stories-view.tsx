import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '../../components/layout/page-header';
import { buttonVariants } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import { ExampleStoriesOffer } from './example-stories-offer';
import { StoryListStates } from './story-list-states';
import { SuperuserStoryList, type ListedStory } from './superuser-story-list';

export interface SuperuserStoriesViewProps {
  title: string;
  /** Where 'Aggiungi nuova storia' goes. */
  addPath: string;
  /** What the list holds, for its empty state: 'storie da leggere'. */
  what: string;
  messages: { deleted: string; loadFailed: string };
  stories: UseQueryResult<ListedStory[]>;
  remove: UseMutationResult<{ ok: true }, Error, string>;
  seed: UseMutationResult<{ added: number }, Error, void>;
  viewPath: (id: string) => string;
  dateLabel: (story: ListedStory) => string;
}

/** The superuser's list of reading or science stories, to view, delete or add (spec 000 §2). */
export function SuperuserStoriesView({ title, addPath, what, messages, stories, remove, seed, viewPath, dateLabel }: SuperuserStoriesViewProps) {
  const onDelete = (id: string, done: () => void) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(messages.deleted);
        done();
      },
      onError: (e) => toast.error('Errore', { description: errorMessage(e) }),
    });

  return (
    <section>
      <PageHeader title={title} back={paths.superuserStoryManagementSelection}>
        <Link to={addPath} className={buttonVariants({ className: 'sm:ml-auto' })}>
          <Plus aria-hidden="true" />
          Aggiungi nuova storia
        </Link>
      </PageHeader>
      <StoryListStates stories={stories} loadFailed={messages.loadFailed} empty={<ExampleStoriesOffer what={what} seed={seed} />}>
        {(list) => <SuperuserStoryList stories={list} viewPath={viewPath} onDelete={onDelete} deleting={remove.isPending} dateLabel={dateLabel} />}
      </StoryListStates>
    </section>
  );
}
