import { PublishedStoriesList } from '../features/published-stories/published-stories-list';

/** /reading-stories: the published reading stories by title, with their count (spec 000 §2). */
export function ReadingStoriesRoute() {
  return <PublishedStoriesList kind="reading" />;
}
