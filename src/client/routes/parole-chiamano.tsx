import { useLocation } from 'react-router';
import { ParoleChiamanoEditor } from '../features/story-modes/parole-chiamano/parole-chiamano-editor';

/** /parole-chiamano: "Una Parola, Tante Storie". A new navigation (a story reopened from the archive) opens the editor afresh. */
export function ParoleChiamanoRoute() {
  const location = useLocation();
  return <ParoleChiamanoEditor key={location.key} />;
}
