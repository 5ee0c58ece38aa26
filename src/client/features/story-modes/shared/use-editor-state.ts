import { useEffect } from 'react';
import { toast } from 'sonner';
import type { ZodType } from 'zod';
import { useDraft } from '../../drafts/use-draft';
import { useDraftProfileKey } from '../../drafts/use-draft-profile-key';
import type { BaseAction } from '../shell/base-reducer';
import type { EditorError } from './editor-state';

interface EditorStateShape {
  error: EditorError | null;
  stage: string;
}

/** Every machine's action after a save: the story it now updates, and its title. */
export type SavedAction = Extract<BaseAction, { type: 'SAVED' }>;

export interface UseEditorStateOptions<S, A> {
  /** The draft's mode key: the story mode, plus the story id when reopening a saved story. */
  draftKey: string;
  reducer: (state: S, action: A | SavedAction) => S;
  initial: S;
  schema: ZodType<S>;
  /**
   * Whether a stored draft is worth offering ('Hai una storia in sospeso'): a draft with nothing
   * written is dropped silently. Every draft is offered when absent.
   */
  resumable?: (state: S) => boolean;
}

/**
 * Runs a mode's pure reducer for its editor screen, autosaved as a draft (features/drafts): after
 * a pause in typing, and at once when the step changes. Each action is applied to the latest
 * state (several dictated pieces in a row are not lost), and a new validation message is shown
 * as an error toast, as the spec words it.
 */
export function useEditorState<S extends EditorStateShape, A>({ draftKey, reducer, initial, schema, resumable }: UseEditorStateOptions<S, A>) {
  const profileKey = useDraftProfileKey();
  const draft = useDraft<S>({ mode: draftKey, profileKey, initial, schema });
  const pending = draft.pending;
  const offered = pending !== null && (resumable ? resumable(pending.value) : true);
  const { restart } = draft;
  // A stored draft with nothing written in it is not worth a question: drop it.
  useEffect(() => {
    if (pending !== null && !offered) restart();
  }, [pending, offered, restart]);

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

  /** Replaces the whole state (a new story), written at once. */
  const replace = (next: S) => draft.setValue(next, { immediate: true });

  /** 'Nuova storia': the draft is dropped and the editor starts again from `fresh`. */
  const startOver = (fresh: S) => {
    draft.clear();
    replace(fresh);
  };

  /** After the save dialog saved the story: the machine marks it saved, and its draft is dropped. */
  const markSaved = (story: { id: string; title: string }) => {
    send({ type: 'SAVED', storyId: story.id, title: story.title });
    draft.clear();
  };

  /** For <DraftResumePrompt draft={resumePrompt} />: only the drafts worth offering. */
  const resumePrompt = { pending: offered ? pending : null, resume: draft.resume, restart: draft.restart };

  return { state: draft.value, send, replace, startOver, markSaved, draft, resumePrompt };
}
