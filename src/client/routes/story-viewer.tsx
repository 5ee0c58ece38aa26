import { useParams } from 'react-router';
import { StoryViewer } from '../features/viewer/story-viewer';

/** /story/{storyId}: one story, for its author, the superuser, or anyone once published. */
export function StoryViewerRoute() {
  const { storyId = '' } = useParams();
  return <StoryViewer key={storyId} storyId={storyId} />;
}
