import { useParams } from 'react-router';
import { READING_STORY_DEFAULT_AUTHOR } from '../../shared/schemas/reading-story';
import { Loading } from '../components/ui/spinner';
import { useReadingStory } from '../features/reading-stories/api/use-reading-story';
import { MediaMenu } from '../features/reading-stories/media-menu';
import { StoryLoadError } from '../features/reading-stories/story-load-error';
import { StoryReader } from '../features/reading-stories/story-reader';
import { useMissingStoryRedirect } from '../features/reading-stories/use-missing-story-redirect';
import { ShareMenu } from '../features/share/share-menu';
import { formatDate } from '../lib/format-date';
import { paths } from '../paths';

/** /reading-story-viewer/{id}: read, listen, translate, share, see the image (spec 000 §2). */
export function ReadingStoryViewerRoute() {
  const { id = '' } = useParams();
  const story = useReadingStory(id);
  const missing = useMissingStoryRedirect(story.error, paths.readingStories);
  if (story.isPending || missing) return <Loading />;
  if (story.isError) return <StoryLoadError back={paths.readingStories} onRetry={() => void story.refetch()} />;
  const s = story.data;
  return (
    <StoryReader
      key={s.id}
      story={{ title: s.title, content: s.content, author: s.author ?? READING_STORY_DEFAULT_AUTHOR, dateLabel: `Aggiornata il ${formatDate(s.updatedAt)}` }}
      back={paths.readingStories}
      tools={(shown) => (
        <>
          <ShareMenu story={shown} />
          <MediaMenu imageUrl={s.imageUrl} />
        </>
      )}
    />
  );
}
