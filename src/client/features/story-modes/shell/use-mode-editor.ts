import { useState } from 'react';
import type { ZodType } from 'zod';
import type { StoryDto } from '../../../../shared/schemas/story';
import type { StoryMode } from '../../../../shared/story-modes';
import { paths } from '../../../paths';
import type { EditStory } from '../shared/navigation-state';
import { useEditorState, type SavedAction } from '../shared/use-editor-state';
import { useLeaveConfirmation } from '../shared/use-leave-confirmation';
import { useNewStory } from '../shared/use-new-story';
import { useOpenedEditor } from '../shared/use-opened-editor';
import type { BaseState } from './base-reducer';

export interface ModeEditorOptions<S extends BaseState, A> {
  /** The mode (its draft key: PROPP and PROPP_FREE keep separate drafts). */
  mode: StoryMode;
  /** The mode's state for a saved story reopened from the archive, or null when not of this mode. */
  fromStory: (story: EditStory) => S | null;
  /** A new story. */
  fresh: () => S;
  /** 'Nuova storia' (the editor's button and the book page's): `fresh` unless the mode keeps something. */
  newStory?: (state: S) => S;
  reducer: (state: S, action: A | SavedAction) => S;
  /** The draft's schema (what a stored draft must look like to be offered again). */
  schema: ZodType<S>;
  /** Whether there is work not yet saved: the exit question, the draft offered again. */
  hasUnsavedWork: (state: S) => boolean;
}

/** What a mode's machine file declares for the shell: everything of the options but the mode. */
export type ModeMachine<S extends BaseState, A> = Omit<ModeEditorOptions<S, A>, 'mode'>;

/**
 * The wiring every mode editor shares: opening (a new story or {editStory}), the reducer autosaved
 * as a draft, the exit question (buttons, links and the browser's back), 'Nuova storia', and the
 * book page once the story is saved. A mode adds its steps and its screens; <ModeEditorShell>
 * renders what this returns.
 */
export function useModeEditor<S extends BaseState, A>({ mode, fromStory, fresh, newStory, reducer, schema, hasUnsavedWork }: ModeEditorOptions<S, A>) {
  const opened = useOpenedEditor(mode, { fromStory, fresh });
  const editor = useEditorState<S, A>({ draftKey: opened.draftKey, reducer, initial: opened.initial, schema, resumable: hasUnsavedWork });
  const { state, send, startOver } = editor;
  const unsaved = hasUnsavedWork(state);
  const leaving = useLeaveConfirmation(unsaved);
  // The story just saved (completed): the book page shows it until 'Nuova storia'.
  const [finished, setFinished] = useState<{ story: StoryDto; updated: boolean } | null>(null);

  const restart = () => {
    setFinished(null);
    startOver(newStory ? newStory(state) : fresh());
  };
  const newStoryButton = useNewStory(unsaved, restart);

  /** After the save dialog: the machine marks the work saved, the draft goes, a finished story gets its book page. */
  const markSaved = (story: StoryDto) => {
    editor.markSaved(story);
    if (story.status === 'completed') setFinished({ story, updated: state.storyId !== null });
  };

  /** Out of the editor (to /create-story by default), asking first while there is unsaved work. */
  const exit = (to: string = paths.createStory) => leaving.leave(to, opened.identity);

  /** Whether the back arrow leaves the editor: on the first step, or on the book page. */
  const atStart = (firstStage: S['stage']) => finished !== null || state.stage === firstStage;

  /** The back arrow: one step back (spec 001 §4), or out of the editor from the first step. */
  const stepBack = (firstStage: S['stage']) => () => (atStart(firstStage) ? exit() : send({ type: 'BACK' } as A));

  return {
    ...editor,
    mode,
    opened,
    unsaved,
    exit,
    atStart,
    stepBack,
    markSaved,
    restart,
    finished: finished?.story ?? null,
    finishedUpdate: finished?.updated ?? false,
    newStoryButton: newStoryButton.button,
    dialogs: { newStory: newStoryButton.dialog, leave: leaving.dialog },
  };
}

export type ModeEditor = ReturnType<typeof useModeEditor<BaseState, unknown>>;
