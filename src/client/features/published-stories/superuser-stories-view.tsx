import { Eye, Image as ImageIcon, ImageOff, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { Button, buttonVariants } from '../../components/ui/button';
import { READING_STORY_MESSAGES, type ReadingStory, type StoryListSort } from '../../../shared/schemas/reading-story';
import { SCIENCE_STORY_MESSAGES, scienceExcerpt } from '../../../shared/schemas/science-story';
import { paths } from '../../paths';
import type { PublishedStoryKind } from './api/published-story-api';
import { usePublishedStories } from './api/use-published-stories';
import { DeleteStoryButton, DeleteStoryDialog, useDeleteStory } from './delete-story-dialog';
import { ExampleStoriesOffer } from './example-stories-offer';
import { QueryState } from '../../components/ui/query-state';
import { createdOn, updatedOn } from './reader-story';
import { StoryImageDialog } from './story-image-dialog';
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

/**
 * The superuser's list of reading or science stories (spec 000 §2): each with an image icon opening
 * the image dialog, the title (which opens the viewer), view, and delete with confirmation; or add one.
 */
export function SuperuserStoriesView({ kind }: { kind: PublishedStoryKind }) {
  const { title, sort, addPath, what, loadFailed, viewPath, dateLabel } = SUPERUSER_LISTS[kind];
  const stories = usePublishedStories(kind, sort);
  const { deleteStory, deleting } = useDeleteStory(kind);
  const [toDelete, setToDelete] = useState<ReadingStory | null>(null);
  const [image, setImage] = useState<{ src: string; title: string } | null>(null);

  return (
    <section>
      <PageHeader title={title} back={paths.superuserStoryManagementSelection}>
        <Link to={addPath} className={buttonVariants({ className: 'sm:ml-auto' })}>
          <Plus aria-hidden="true" />
          {t('publishedStories.superuserStoriesView.aggiungiNuovaStoria')}
        </Link>
      </PageHeader>
      <QueryState query={stories} items={stories.data} error={loadFailed} empty={<ExampleStoriesOffer what={what} kind={kind} />}>
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((story) => (
              <li key={story.id} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  {story.imageUrl ? (
                    <Button
                      variant="secondary"
                      size="icon"
                      className="shrink-0"
                      onClick={() => story.imageUrl && setImage({ src: story.imageUrl, title: story.title })}
                      aria-label={t('publishedStories.superuserStoryList.guardaLImmagineDi', { title: story.title })}
                      title={t('publishedStories.superuserStoryList.guardaLImmagine')}
                    >
                      <ImageIcon aria-hidden="true" />
                    </Button>
                  ) : (
                    <span
                      className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-400"
                      title={t('publishedStories.shared.nessunaImmagine')}
                    >
                      <ImageOff className="size-5" aria-hidden="true" />
                      <span className="sr-only">{t('publishedStories.shared.nessunaImmagine')}</span>
                    </span>
                  )}
                  <div className="min-w-0">
                    <h3 className="break-words font-bold text-brand-900">
                      <Link to={viewPath(story.id)} className="underline-offset-4 hover:underline">
                        {story.title}
                      </Link>
                    </h3>
                    <p className="text-sm text-slate-600">{dateLabel(story)}</p>
                    <p className="mt-1 text-sm text-slate-700">{scienceExcerpt(story.content)}</p>
                  </div>
                </div>
                <div className="flex shrink-0 gap-2 self-end sm:self-center">
                  <Link
                    to={viewPath(story.id)}
                    className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                    aria-label={t('publishedStories.superuserStoryList.apriLaStoria', { title: story.title })}
                  >
                    <Eye aria-hidden="true" />
                    {t('publishedStories.superuserStoryList.apri')}
                  </Link>
                  <DeleteStoryButton title={story.title} onClick={() => setToDelete(story)} disabled={deleting} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <DeleteStoryDialog story={toDelete} onCancel={() => setToDelete(null)} onConfirm={(id) => deleteStory(id, () => setToDelete(null))} />
      <StoryImageDialog image={image} onClose={() => setImage(null)} />
    </section>
  );
}
