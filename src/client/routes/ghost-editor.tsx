import { GhostEditor } from '../features/story-modes/ghost/ghost-editor';

/** /ghost-editor (spec 001 §2): six questions, the draft review, the final screen. */
export function GhostEditorRoute() {
  return <GhostEditor />;
}
