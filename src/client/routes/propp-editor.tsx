import { ProppEditor } from '../features/story-modes/propp/propp-editor';

/** /propp-editor (spec 001 §2): state {mode: 'serial' | 'free'} from the selector, or {editStory} from the archive. */
export function ProppEditorRoute() {
  return <ProppEditor />;
}
