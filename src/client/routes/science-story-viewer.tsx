import { PublishedStoryViewer } from '../features/published-stories/published-story-viewer';

/** /science-story-viewer/{id}: the reading tools, and the image in a dialog (spec 000 §2). */
export function ScienceStoryViewerRoute() {
  return <PublishedStoryViewer kind="science" />;
}
