import { SuperuserStoriesView } from '../features/published-stories/superuser-stories-view';

/** /superuser-science-stories-view: science stories newest first, with image, view, delete and add. */
export function SuperuserScienceStoriesViewRoute() {
  return <SuperuserStoriesView kind="science" />;
}
