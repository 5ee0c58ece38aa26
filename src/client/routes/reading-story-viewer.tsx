import { PublishedStoryViewer } from '../features/published-stories/published-story-viewer';

/** /reading-story-viewer/{id}: read, listen, translate, share, see the image (spec 000 §2). */
export function ReadingStoryViewerRoute() {
  return <PublishedStoryViewer kind="reading" />;
}
