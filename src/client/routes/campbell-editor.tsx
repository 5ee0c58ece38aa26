import { useLocation } from 'react-router';
import { CampbellEditor } from '../features/story-modes/campbell/campbell-editor';

/** /campbell-editor: "Carte di Campbell". A new navigation (a story reopened from the archive) opens the editor afresh. */
export function CampbellEditorRoute() {
  const location = useLocation();
  return <CampbellEditor key={location.key} />;
}
