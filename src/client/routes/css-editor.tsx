import { useLocation } from 'react-router';
import { CssEditor } from '../features/story-modes/css/css-editor';

/** /css-editor: "Cosa Succede se...". A new navigation (a story reopened from the archive) opens the editor afresh. */
export function CssEditorRoute() {
  const location = useLocation();
  return <CssEditor key={location.key} />;
}
