import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { DeleteStoryDialog, useDeleteStory } from '../features/published-stories/delete-story-dialog';
import { MediaMenu } from '../features/published-stories/media-menu';
import { ScienceStoryForm } from '../features/published-stories/science-story-form';
import { StoryImageDialog } from '../features/published-stories/story-image-dialog';
import { readerStory } from '../features/published-stories/reader-story';
import { StoryReader } from '../features/published-stories/story-reader';
import { useLoadedPublishedStory } from '../features/published-stories/use-loaded-published-story';
import { paths } from '../paths';
import { t } from '../i18n/it/published-stories';

/** /superuser-science-story-viewer/{id}: read it, edit title, text and image, or delete it (spec 000 §2). */
export function SuperuserScienceStoryViewerRoute() {
  const navigate = useNavigate();
  const loaded = useLoadedPublishedStory('science', paths.superuserScienceStoriesView);
  const { deleteStory, deleting } = useDeleteStory('science');
  const [editing, setEditing] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (loaded.fallback) return loaded.fallback;
  const s = loaded.story;

  if (editing) {
    return (
      <section>
        <PageHeader title={t('publishedStories.shared.modificaStoriaScientifica')} back={paths.superuserScienceStoriesView} />
        <Card className="mx-auto max-w-3xl">
          <ScienceStoryForm story={s} onDone={() => setEditing(false)} />
        </Card>
      </section>
    );
  }

  const confirmDelete = (storyId: string) => deleteStory(storyId, () => void navigate(paths.superuserScienceStoriesView, { replace: true }));

  return (
    <StoryReader
      key={`${s.id}:${s.updatedAt}`}
      story={readerStory('science', s)}
      back={paths.superuserScienceStoriesView}
      tools={() => (
        <>
          <MediaMenu imageUrl={s.imageUrl} onOpenImage={() => setImageOpen(true)} />
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('publishedStories.shared.modifica')}
          </Button>
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)} disabled={deleting}>
            <Trash2 aria-hidden="true" />
            {t('publishedStories.shared.elimina')}
          </Button>
        </>
      )}
    >
      <StoryImageDialog image={imageOpen && s.imageUrl ? { src: s.imageUrl, title: s.title } : null} onClose={() => setImageOpen(false)} />
      <DeleteStoryDialog story={confirming ? s : null} onCancel={() => setConfirming(false)} onConfirm={confirmDelete} />
    </StoryReader>
  );
}
