import { SuperuserStoriesView } from '../features/published-stories/superuser-stories-view';

/** /superuser-reading-stories-view: every reading story by title, to view, delete or add (spec 000 §2). */
export function SuperuserReadingStoriesViewRoute() {
  return <SuperuserStoriesView kind="reading" />;
}
