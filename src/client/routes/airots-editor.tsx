import { AirotsEditor } from '../features/story-modes/airots/airots-editor';

/** /airots-editor (spec 001 §2): the story in reverse; {editStory} from the archive reopens a story. */
export function AirotsEditorRoute() {
  return <AirotsEditor />;
}
