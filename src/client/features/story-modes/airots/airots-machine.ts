import { z } from 'zod';
import { AIROTS_ANSWER_MAX, AIROTS_PHASE_COUNT } from '../../../../shared/constants';
import { AIROTS_TALE_IDS, findAirotsTale, type AirotsTaleId } from '../../../../shared/content/airots-tales';
import type { StoryDto } from '../../../../shared/schemas/story';
import { ANSWER_REQUIRED, hasText, replaceAt, textsOfLength, touched, typed, type EditorError, type StorySavePayload } from '../shared/editor-state';
import { withBaseCases, type BaseAction, type BaseCases } from '../shell/base-reducer';
import type { ModeMachine } from '../shell/use-mode-editor';
import { indexSchema, initialStoryFields, reopenedStoryFields, savePayload, storyFieldsShape } from '../shared/mode-state';
import { t } from '../../../i18n/it/story-modes';

/**
 * AIROTS, the story in reverse (spec 001 §4), as a pure reducer: intro → base tale → six phases
 * (one answer each, required, at most 800 characters) → conclusion with title and full text,
 * read-only until MODIFICA. The state is plain JSON (autosaved as a draft).
 */

export const ANSWER_TOO_LONG: EditorError = {
  title: t('storyModes.airotsMachine.rispostaTroppoLunga'),
  message: t('storyModes.airotsMachine.laRispostaPuoAvereAl', { max: AIROTS_ANSWER_MAX }),
};

export const airotsStateSchema = z.object({
  stage: z.enum(['intro', 'tale-choice', 'phase', 'conclusion']),
  taleId: z.enum(AIROTS_TALE_IDS).nullable(),
  /** 0-based index of the phase on screen. */
  phaseIndex: indexSchema(AIROTS_PHASE_COUNT),
  answers: z.array(z.string()).length(AIROTS_PHASE_COUNT),
  currentAnswer: z.string(),
  /** The full text on the conclusion screen. */
  content: z.string(),
  /** MODIFICA: the conclusion text is editable. */
  editing: z.boolean(),
  ...storyFieldsShape,
});
export type AirotsState = z.infer<typeof airotsStateSchema>;

export type AirotsAction =
  | BaseAction
  | { type: 'CHOOSE_TALE'; taleId: AirotsTaleId }
  | { type: 'SET_ANSWER'; text: string }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'SET_TITLE'; title: string }
  | { type: 'TOGGLE_EDITING' }
  | { type: 'SET_CONTENT'; text: string };

const emptyAnswers = (): string[] => textsOfLength([], AIROTS_PHASE_COUNT);

export function initialAirotsState(): AirotsState {
  return {
    stage: 'intro',
    taleId: null,
    phaseIndex: 0,
    answers: emptyAnswers(),
    currentAnswer: '',
    content: '',
    editing: false,
    ...initialStoryFields(),
  };
}

/** The full text of the reversed story: one paragraph per phase. */
export function joinAnswers(answers: readonly string[]): string {
  return answers.filter(hasText).join('\n\n');
}

/** A suggested title, e.g. 'Cappuccetto Rosso al contrario'. */
export function suggestedTitle(taleId: AirotsTaleId | null): string {
  const tale = taleId ? findAirotsTale(taleId) : undefined;
  if (!tale) return '';
  const name = tale.name.toLowerCase().replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
  return t('storyModes.airotsMachine.alContrario', { name });
}

const BASE_CASES: BaseCases<AirotsState> = {
  start: { from: 'intro', to: () => ({ stage: 'tale-choice' }) },
};

export const airotsReducer = withBaseCases<AirotsState, AirotsAction>(BASE_CASES, (state, action) => {
  switch (action.type) {
    case 'CHOOSE_TALE': {
      if (state.stage !== 'tale-choice') return state;
      if (action.taleId === state.taleId) {
        return { ...state, stage: 'phase', phaseIndex: 0, currentAnswer: state.answers[0] ?? '', error: null };
      }
      // Another tale: its phases are different, so the answers start over.
      return touched(state, { stage: 'phase', taleId: action.taleId, phaseIndex: 0, answers: emptyAnswers(), currentAnswer: '', content: '', error: null });
    }

    case 'SET_ANSWER':
      return typed(state, state.stage === 'phase', 'currentAnswer', action.text);

    case 'CONTINUE': {
      if (state.stage !== 'phase') return state;
      if (!hasText(state.currentAnswer)) return { ...state, error: ANSWER_REQUIRED };
      if (state.currentAnswer.length > AIROTS_ANSWER_MAX) return { ...state, error: ANSWER_TOO_LONG };
      const answers = replaceAt(state.answers, state.phaseIndex, state.currentAnswer.trim());
      if (state.phaseIndex < AIROTS_PHASE_COUNT - 1) {
        const next = state.phaseIndex + 1;
        return touched(state, { answers, phaseIndex: next, currentAnswer: answers[next] ?? '', error: null });
      }
      return touched(state, {
        answers,
        currentAnswer: answers[state.phaseIndex] ?? '',
        stage: 'conclusion',
        content: joinAnswers(answers),
        title: hasText(state.title) ? state.title : suggestedTitle(state.taleId),
        editing: false,
        error: null,
      });
    }

    case 'BACK':
      return back(state);

    case 'SET_TITLE':
      return typed(state, state.stage === 'conclusion', 'title', action.title);

    case 'TOGGLE_EDITING':
      return state.stage === 'conclusion' ? { ...state, editing: !state.editing } : state;

    case 'SET_CONTENT':
      return typed(state, state.stage === 'conclusion' && state.editing, 'content', action.text);
  }
});

/** 'Indietro': one step back, reloading the previous answer. */
function back(state: AirotsState): AirotsState {
  switch (state.stage) {
    case 'intro':
      return state;
    case 'tale-choice':
      return { ...state, stage: 'intro', error: null };
    case 'phase': {
      // What was typed here is kept, so coming forward again finds it.
      const answers = replaceAt(state.answers, state.phaseIndex, state.currentAnswer);
      if (state.phaseIndex === 0) return { ...state, answers, stage: 'tale-choice', error: null };
      const previous = state.phaseIndex - 1;
      return { ...state, answers, phaseIndex: previous, currentAnswer: answers[previous] ?? '', error: null };
    }
    case 'conclusion': {
      const last = AIROTS_PHASE_COUNT - 1;
      return { ...state, stage: 'phase', phaseIndex: last, currentAnswer: state.answers[last] ?? '', editing: false, error: null };
    }
  }
}

/** 'Continua' on phases 1–5, 'Finisci' on phase 6. */
export function isLastPhase(state: AirotsState): boolean {
  return state.phaseIndex === AIROTS_PHASE_COUNT - 1;
}

/** Leaving via Home asks for confirmation when any answer exists (and is not saved). */
export function hasUnsavedWork(state: AirotsState): boolean {
  return !state.saved && (hasText(state.currentAnswer) || state.answers.some(hasText));
}

/** The body of POST /api/stories from the conclusion, but the title (the save dialog asks for it). */
export function airotsSavePayload(state: AirotsState): StorySavePayload {
  return savePayload(state, {
    content: state.content,
    status: 'completed',
    mode: 'AIROTS',
    answers: state.answers,
    category: state.taleId,
    modeState: { selectedFairyTale: state.taleId },
  });
}

const airotsModeStateSchema = z.object({ selectedFairyTale: z.enum(AIROTS_TALE_IDS) });

/**
 * An existing AIROTS story opened for editing: the intro is skipped and its tale, answers, title
 * and language come back. With all six answers it opens on the conclusion (its saved text);
 * otherwise on the first phase still to write.
 */
export function airotsStateFromStory(
  story: Pick<StoryDto, 'id' | 'title' | 'content' | 'mode' | 'language' | 'answers' | 'category' | 'modeState'>,
): AirotsState | null {
  if (story.mode !== 'AIROTS') return null;
  const taleId = airotsModeStateSchema.safeParse(story.modeState).data?.selectedFairyTale ?? z.enum(AIROTS_TALE_IDS).safeParse(story.category).data ?? null;
  const answers = textsOfLength(story.answers, AIROTS_PHASE_COUNT);
  const base: AirotsState = { ...initialAirotsState(), taleId, answers, ...reopenedStoryFields(story) };
  if (!taleId) return { ...base, stage: 'tale-choice' };
  const missing = answers.findIndex((a) => !hasText(a));
  if (missing === -1) return { ...base, stage: 'conclusion', content: story.content, currentAnswer: answers[AIROTS_PHASE_COUNT - 1] ?? '' };
  return { ...base, stage: 'phase', phaseIndex: missing, currentAnswer: '' };
}

export const airotsMachine: ModeMachine<AirotsState, AirotsAction> = {
  fromStory: airotsStateFromStory,
  fresh: initialAirotsState,
  reducer: airotsReducer,
  schema: airotsStateSchema,
  hasUnsavedWork,
};
