import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import type { ZodType } from 'zod';
import type { StoryDto } from '../../../../shared/schemas/story';
import type { StoryMode } from '../../../../shared/story-modes';
import { paths } from '../../../paths';
import { useDraft } from '../../drafts/use-draft';
import { useDraftProfileKey } from '../../drafts/use-draft-profile-key';
import { draftKeyFor, identityState, readModeNavigationState, type EditStory } from '../shared/navigation-state';
import { useLeaveConfirmation } from '../shared/use-leave-confirmation';
import { useNewStory } from '../shared/use-new-story';
import type { BaseAction, BaseState } from './base-reducer';

/** Every machine's action after a save: the story it now updates, and its title. */
export type SavedAction = Extract<BaseAction, { type: 'SAVED' }>;

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
  /**
   * Whether there is work not yet saved: the exit question, and whether a stored draft is worth
   * offering ('Hai una storia in sospeso'; a draft with nothing written is dropped silently).
   */
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
  // What the editor opens with, read once from the navigation state (spec 001 §2).
  const location = useLocation();
  const [opened] = useState(() => {
    const navigation = readModeNavigationState(location.state);
    const reopened = navigation.editStory ? fromStory(navigation.editStory) : null;
    return { identity: identityState(navigation), initial: reopened ?? fresh(), draftKey: draftKeyFor(mode, reopened?.storyId ?? null) };
  });

  const profileKey = useDraftProfileKey();
  const draft = useDraft<S>({ mode: opened.draftKey, profileKey, initial: opened.initial, schema });
  const pending = draft.pending;
  const offered = pending !== null && hasUnsavedWork(pending.value);
  const { restart: dropDraft } = draft;
  // A stored draft with nothing written in it is not worth a question: drop it.
  useEffect(() => {
    if (pending !== null && !offered) dropDraft();
  }, [pending, offered, dropDraft]);

  /**
   * The reducer, autosaved as a draft (features/drafts): after a pause in typing, and at once when
   * the step changes. Each action is applied to the latest state (several dictated pieces in a row
   * are not lost), and a new validation message is shown as an error toast, as the spec words it.
   */
  const send = (action: A | SavedAction) => {
    let stepChanged = false;
    draft.setValue((previous) => {
      const next = reducer(previous, action);
      stepChanged = next.stage !== previous.stage;
      if (next.error && next.error !== previous.error) toast.error(next.error.title, { description: next.error.message });
      return next;
    });
    if (stepChanged) draft.saveNow();
  };

  const state = draft.value;
  const unsaved = hasUnsavedWork(state);
  const leaving = useLeaveConfirmation(unsaved);
  // The story just saved (completed): the book page shows it until 'Nuova storia'.
  const [finished, setFinished] = useState<{ story: StoryDto; updated: boolean } | null>(null);

  /** 'Nuova storia': the draft is dropped and the editor starts again, written at once. */
  const restart = () => {
    setFinished(null);
    draft.clear();
    draft.setValue(newStory ? newStory(state) : fresh(), { immediate: true });
  };
  const newStoryButton = useNewStory(unsaved, restart);

  /** After the save dialog: the machine marks the work saved, the draft goes, a finished story gets its book page. */
  const markSaved = (story: StoryDto) => {
    send({ type: 'SAVED', storyId: story.id, title: story.title });
    draft.clear();
    if (story.status === 'completed') setFinished({ story, updated: state.storyId !== null });
  };

  /** Out of the editor (to /create-story by default), asking first while there is unsaved work. */
  const exit = (to: string = paths.createStory) => leaving.leave(to, opened.identity);

  /** Whether the back arrow leaves the editor: on the first step, or on the book page. */
  const atStart = (firstStage: S['stage']) => finished !== null || state.stage === firstStage;

  return {
    state,
    send,
    draft,
    // For <DraftResumePrompt draft={resumePrompt} />: only the drafts worth offering.
    resumePrompt: { pending: offered ? pending : null, resume: draft.resume, restart: draft.restart },
    mode,
    exit,
    atStart,
    markSaved,
    restart,
    finished: finished?.story ?? null,
    finishedUpdate: finished?.updated ?? false,
    newStoryButton: newStoryButton.button,
    dialogs: { newStory: newStoryButton.dialog, leave: leaving.dialog },
  };
}

export type ModeEditor = ReturnType<typeof useModeEditor<BaseState, unknown>>;
