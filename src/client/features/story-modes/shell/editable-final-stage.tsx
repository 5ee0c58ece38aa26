import type { ReactNode } from 'react';
import type { StoryLanguage } from '../../../../shared/schemas/story';
import type { StoryMode } from '../../../../shared/story-modes';
import type { ReadAloudHighlight } from '../../speech/use-read-aloud';
import { FinalText, StoryArticle } from '../shared/story-article';

/** What the final screen reads of a mode whose final text can be edited in place (CAMPBELL, CSS). */
export interface EditableFinalState {
  title: string;
  language: StoryLanguage;
  /** The text being edited, or null while the story is shown. */
  editText: string | null;
  original: unknown;
}

/** A mode's final text: its story mode, the heading while untitled, the edit box's id and label (how to keep the parts apart). */
export interface FinalTextSpec {
  mode: StoryMode;
  untitled: string;
  id: string;
  label: string;
}

export interface EditableFinalStageProps {
  state: EditableFinalState;
  send: (action: { type: 'SET_EDIT_TEXT'; text: string }) => void;
  /** The mode's final text, and what it holds now. */
  final: FinalTextSpec & { content: string };
  /** The mode's own switch between reading and editing. */
  editToggle: ReactNode;
  /** The shared tools (read aloud, translate, …, save). */
  toolbar: ReactNode;
  highlight: ReadAloudHighlight | null;
}

/** A final screen whose story is shown, or edited in place: heading, the mode's edit switch, the tools, the text. */
export function EditableFinalStage({ state, send, final, editToggle, toolbar, highlight }: EditableFinalStageProps) {
  return (
    <StoryArticle
      heading={state.title.trim() || final.untitled}
      language={state.language}
      translated={state.original !== null}
      toolbar={
        <>
          {editToggle}
          {toolbar}
        </>
      }
    >
      <FinalText
        editing={state.editText !== null}
        id={final.id}
        label={final.label}
        content={final.content}
        mode={final.mode}
        highlight={highlight}
        onContentChange={(text) => send({ type: 'SET_EDIT_TEXT', text })}
      />
    </StoryArticle>
  );
}
