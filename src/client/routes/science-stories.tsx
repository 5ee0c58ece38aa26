import { PublishedStoriesList } from '../features/published-stories/published-stories-list';

/** /science-stories: by title in a scroll area, each with a 150-character excerpt and 'Leggi' (spec 000 §2). */
export function ScienceStoriesRoute() {
  return <PublishedStoriesList kind="science" />;
}
