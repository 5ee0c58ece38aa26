import { READING_STORY_MESSAGES } from '../../shared/schemas/reading-story';
import { useDeleteReadingStory } from '../features/reading-stories/api/use-delete-reading-story';
import { useReadingStories } from '../features/reading-stories/api/use-reading-stories';
import { useSeedReadingStories } from '../features/reading-stories/api/use-seed-reading-stories';
import { updatedOn } from '../features/reading-stories/superuser-story-list';
import { SuperuserStoriesView } from '../features/reading-stories/superuser-stories-view';
import { paths } from '../paths';

/** /superuser-reading-stories-view: every reading story by title, to view, delete or add (spec 000 §2). */
export function SuperuserReadingStoriesViewRoute() {
  const stories = useReadingStories('title');
  const remove = useDeleteReadingStory();
  const seed = useSeedReadingStories();
  return (
    <SuperuserStoriesView
      title="Storie Magiche"
      addPath={paths.superuserReadingStoriesManagement}
      what="storie da leggere"
      messages={READING_STORY_MESSAGES}
      stories={stories}
      remove={remove}
      seed={seed}
      viewPath={paths.superuserReadingStoryViewer}
      dateLabel={updatedOn}
    />
  );
}
