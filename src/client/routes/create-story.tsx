import { StoryCategoryChooser } from '../features/stories/story-category-chooser';

/** /create-story 'Crea Nuova Storia' (spec 001 §2). */
export function CreateStoryRoute() {
  return <StoryCategoryChooser />;
}
