import { useLocation } from 'react-router';
import { ProfessionEditor } from '../features/story-modes/profession/profession-editor';

/** /profession-story: "Cosa farei se...". A new navigation (a story reopened from the archive) opens the editor afresh. */
export function ProfessionStoryRoute() {
  const location = useLocation();
  return <ProfessionEditor key={location.key} />;
}
