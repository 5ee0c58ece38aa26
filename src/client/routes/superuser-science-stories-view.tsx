import { SCIENCE_STORY_MESSAGES } from '../../shared/schemas/science-story';
import { createdOn } from '../features/reading-stories/superuser-story-list';
import { SuperuserStoriesView } from '../features/reading-stories/superuser-stories-view';
import { useDeleteScienceStory } from '../features/science-stories/api/use-delete-science-story';
import { useScienceStories } from '../features/science-stories/api/use-science-stories';
import { useSeedScienceStories } from '../features/science-stories/api/use-seed-science-stories';
import { paths } from '../paths';

/** /superuser-science-stories-view: science stories newest first, with image, view, delete and add. */
export function SuperuserScienceStoriesViewRoute() {
  const stories = useScienceStories('newest');
  const remove = useDeleteScienceStory();
  const seed = useSeedScienceStories();
  return (
    <SuperuserStoriesView
      title="Storie Scientifiche"
      addPath={paths.superuserScienceStoriesManagement}
      what="storie scientifiche"
      messages={SCIENCE_STORY_MESSAGES}
      stories={stories}
      remove={remove}
      seed={seed}
      viewPath={paths.superuserScienceStoryViewer}
      dateLabel={createdOn}
    />
  );
}
