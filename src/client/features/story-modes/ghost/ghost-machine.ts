import { z } from 'zod';
import { GHOST_QUESTION_COUNT } from '../../../../shared/constants';
import type { StoryDto } from '../../../../shared/schemas/story';
import { ANSWER_REQUIRED, hasText, textRequired, replaceAt, textsOfLength, touched, typed, type StorySavePayload } from '../shared/editor-state';
import { withBaseCases, type BaseAction } from '../shell/base-reducer';
import type { ModeMachine } from '../shell/use-mode-editor';
import { indexSchema, initialStoryFields, reopenedStoryFields, savePayload, storyFieldsShape } from '../shared/mode-state';
import { t } from '../../../i18n/it/story-modes';

/**
 * GHOST (spec 001 §4) as a pure reducer: six questions (step n/6), then a draft made of the
 * answers joined by new lines, which the child can edit, send back to the questions or
 * finalise; the final screen shows the text read-only. The state is plain JSON (autosaved).
 */

export const DRAFT_REQUIRED = textRequired(t('storyModes.ghostMachine.scriviLaTuaStoriaPrima'));

export const ghostStateSchema = z.object({
  stage: z.enum(['questions', 'review', 'final']),
  /** 0-based index of the question on screen. */
  questionIndex: indexSchema(GHOST_QUESTION_COUNT),
  /** One answer per question (empty until given). */
  answers: z.array(z.string()).length(GHOST_QUESTION_COUNT),
  /** The answer box of the question on screen. */
  currentAnswer: z.string(),
  /** The story text: the answers joined by new lines, then edited by the child. */
  draft: z.string(),
  ...storyFieldsShape,
});
export type GhostState = z.infer<typeof ghostStateSchema>;

export type GhostAction =
  | BaseAction
  | { type: 'SET_ANSWER'; text: string }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'SET_DRAFT'; text: string }
  | { type: 'BACK_TO_QUESTIONS' }
  | { type: 'FINALIZE' }
  | { type: 'EDIT_AGAIN' };

export function initialGhostState(): GhostState {
  return {
    stage: 'questions',
    questionIndex: 0,
    answers: textsOfLength([], GHOST_QUESTION_COUNT),
    currentAnswer: '',
    draft: '',
    ...initialStoryFields(),
  };
}

export const ghostReducer = withBaseCases<GhostState, GhostAction>({}, (state, action) => {
  switch (action.type) {
    case 'SET_ANSWER':
      return typed(state, state.stage === 'questions', 'currentAnswer', action.text);

    case 'CONTINUE': {
      if (state.stage !== 'questions') return state;
      if (!hasText(state.currentAnswer)) return { ...state, error: ANSWER_REQUIRED };
      const answers = replaceAt(state.answers, state.questionIndex, state.currentAnswer.trim());
      if (state.questionIndex < GHOST_QUESTION_COUNT - 1) {
        const next = state.questionIndex + 1;
        return touched(state, { answers, questionIndex: next, currentAnswer: answers[next] ?? '', error: null });
      }
      return touched(state, { answers, currentAnswer: answers[state.questionIndex] ?? '', stage: 'review', draft: answers.join('\n'), error: null });
    }

    case 'BACK': {
      if (state.stage !== 'questions' || state.questionIndex === 0) return state;
      // What was typed here is kept, so coming forward again finds it.
      const answers = replaceAt(state.answers, state.questionIndex, state.currentAnswer);
      const previous = state.questionIndex - 1;
      return { ...state, answers, questionIndex: previous, currentAnswer: answers[previous] ?? '', error: null };
    }

    case 'SET_DRAFT':
      return typed(state, state.stage === 'review', 'draft', action.text);

    case 'BACK_TO_QUESTIONS':
      if (state.stage !== 'review') return state;
      return { ...state, stage: 'questions', questionIndex: 0, currentAnswer: state.answers[0] ?? '', error: null };

    case 'FINALIZE':
      if (state.stage !== 'review') return state;
      if (!hasText(state.draft)) return { ...state, error: DRAFT_REQUIRED };
      return touched(state, { stage: 'final', draft: state.draft.trim(), error: null });

    case 'EDIT_AGAIN':
      if (state.stage !== 'final') return state;
      return { ...state, stage: 'review', error: null };
  }
});

/** 'n/6' on the questions screen. */
export function ghostStep(state: GhostState): string {
  return `${state.questionIndex + 1}/${GHOST_QUESTION_COUNT}`;
}

/** Leaving asks for confirmation while an answer or the draft is not saved. */
export function hasUnsavedWork(state: GhostState): boolean {
  return !state.saved && (hasText(state.currentAnswer) || state.answers.some(hasText) || hasText(state.draft));
}

/** The body of POST /api/stories for the final screen, but the title (the save dialog asks for it). */
export function ghostSavePayload(state: GhostState): StorySavePayload {
  return savePayload(state, { content: state.draft, status: 'completed', mode: 'GHOST', answers: state.answers, modeState: null });
}

/** A saved GHOST story reopened for editing: its text on the review screen, its answers kept. */
export function ghostStateFromStory(story: Pick<StoryDto, 'id' | 'title' | 'content' | 'mode' | 'language' | 'answers'>): GhostState | null {
  if (story.mode !== 'GHOST') return null;
  const answers = textsOfLength(story.answers, GHOST_QUESTION_COUNT);
  return { ...initialGhostState(), stage: 'review', answers, currentAnswer: answers[0] ?? '', draft: story.content, ...reopenedStoryFields(story) };
}

export const ghostMachine: ModeMachine<GhostState, GhostAction> = {
  fromStory: ghostStateFromStory,
  fresh: initialGhostState,
  reducer: ghostReducer,
  schema: ghostStateSchema,
  hasUnsavedWork,
};
