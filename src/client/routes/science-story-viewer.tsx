import { useState } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../components/ui/spinner';
import { MediaMenu } from '../features/reading-stories/media-menu';
import { StoryImageDialog } from '../features/reading-stories/story-image-dialog';
import { StoryLoadError } from '../features/reading-stories/story-load-error';
import { StoryReader } from '../features/reading-stories/story-reader';
import { useMissingStoryRedirect } from '../features/reading-stories/use-missing-story-redirect';
import { useScienceStory } from '../features/science-stories/api/use-science-story';
import { ShareMenu } from '../features/share/share-menu';
import { formatDate } from '../lib/format-date';
import { paths } from '../paths';

/** /science-story-viewer/{id}: the reading tools, and the image in a dialog (spec 000 §2). */
export function ScienceStoryViewerRoute() {
  const { id = '' } = useParams();
  const story = useScienceStory(id);
  const missing = useMissingStoryRedirect(story.error, paths.scienceStories);
  const [imageOpen, setImageOpen] = useState(false);
  if (story.isPending || missing) return <Loading />;
  if (story.isError) return <StoryLoadError back={paths.scienceStories} onRetry={() => void story.refetch()} />;
  const s = story.data;
  return (
    <StoryReader
      key={s.id}
      story={{ title: s.title, content: s.content, author: null, dateLabel: `Pubblicata il ${formatDate(s.createdAt)}` }}
      back={paths.scienceStories}
      tools={(shown) => (
        <>
          <ShareMenu story={shown} />
          <MediaMenu imageUrl={s.imageUrl} onOpenImage={() => setImageOpen(true)} />
        </>
      )}
    >
      <StoryImageDialog image={imageOpen && s.imageUrl ? { src: s.imageUrl, title: s.title } : null} onClose={() => setImageOpen(false)} />
    </StoryReader>
  );
}
