import { z } from 'zod';
import { PROPP_CLUSTER_COUNT } from '../../../../shared/constants';
import { findProppCard } from '../../../../shared/content/propp-cards';
import type { StoryDto, StoryStatus } from '../../../../shared/schemas/story';
import { hasText, PIECE_TEXT_REQUIRED, textRequired, touched, typed, type StorySavePayload } from '../shared/editor-state';
import { withBaseCases, type BaseAction, type BaseCases } from '../shell/base-reducer';
import { initialStoryFields, reopenedStoryFields, savePayload, storyFieldsShape } from '../shared/mode-state';
import { t } from '../../../i18n/it/story-modes';

/**
 * PROPP, serial and free (spec 001 §4), as a pure reducer. The state is plain JSON: it is
 * autosaved as a draft and stored as the story's modeState when the story is suspended.
 */

export const PROPP_STAGES = ['warning', 'card-selection', 'writing', 'free-writing', 'final'] as const;
export type ProppStage = (typeof PROPP_STAGES)[number];
export const PROPP_VARIANTS = ['serial', 'free'] as const;
export type ProppVariant = (typeof PROPP_VARIANTS)[number];

export const PARAGRAPH_REQUIRED = textRequired(t('storyModes.proppMachine.inserisciUnParagrafoPerContinuare'));

const cardIdSchema = z.number().int().min(1).max(31);
const proppPhaseEntrySchema = z.object({ cardId: cardIdSchema, content: z.string() });
export type ProppPhaseEntry = z.infer<typeof proppPhaseEntrySchema>;

export const proppStateSchema = z.object({
  variant: z.enum(PROPP_VARIANTS),
  stage: z.enum(PROPP_STAGES),
  currentCluster: z.number().int().min(1).max(PROPP_CLUSTER_COUNT),
  selectedCard: cardIdSchema.nullable(),
  currentParagraph: z.string(),
  /** Serial: the written phases, each a card plus its paragraph. */
  phases: z.array(proppPhaseEntrySchema),
  /** Serial: the phases' paragraphs joined by new lines. */
  fullText: z.string(),
  /** Free: the cards already picked. */
  usedCards: z.array(cardIdSchema),
  /** Free: the story so far, paragraphs separated by a blank line. */
  freeStoryText: z.string(),
  ...storyFieldsShape,
});
export type ProppState = z.infer<typeof proppStateSchema>;

export type ProppAction =
  | BaseAction
  | { type: 'SELECT_CARD'; cardId: number }
  | { type: 'CHANGE_CARD' }
  | { type: 'SET_PARAGRAPH'; text: string }
  | { type: 'CONTINUE' }
  | { type: 'SKIP' }
  | { type: 'BACK' }
  | { type: 'ADD_TO_STORY' }
  | { type: 'FINISH' };

export function initialProppState(variant: ProppVariant): ProppState {
  return {
    variant,
    stage: 'warning',
    currentCluster: 1,
    selectedCard: null,
    currentParagraph: '',
    phases: [],
    fullText: '',
    usedCards: [],
    freeStoryText: '',
    ...initialStoryFields(),
  };
}

/** The serial story text: the phases' paragraphs joined by new lines (spec 001 §4). */
export function joinPhases(phases: readonly ProppPhaseEntry[]): string {
  return phases.map((p) => p.content).join('\n');
}

function appendParagraph(story: string, paragraph: string): string {
  return hasText(story) ? `${story}\n\n${paragraph}` : paragraph;
}

function cardCluster(cardId: number): number | undefined {
  return findProppCard(cardId)?.cluster;
}

const BASE_CASES: BaseCases<ProppState> = {
  // Serial starts from the first cluster's cards, free from the writing box.
  start: { from: 'warning', to: (state) => (state.variant === 'serial' ? { stage: 'card-selection', currentCluster: 1 } : { stage: 'free-writing' }) },
};

export const proppReducer = withBaseCases<ProppState, ProppAction>(BASE_CASES, (state, action) => {
  switch (action.type) {
    case 'SELECT_CARD': {
      if (state.stage === 'card-selection') {
        if (cardCluster(action.cardId) !== state.currentCluster) return state;
        return touched(state, { stage: 'writing', selectedCard: action.cardId, error: null });
      }
      if (state.stage === 'free-writing') {
        if (state.selectedCard !== null || !findProppCard(action.cardId) || state.usedCards.includes(action.cardId)) return state;
        return touched(state, { selectedCard: action.cardId, usedCards: [...state.usedCards, action.cardId], error: null });
      }
      return state;
    }

    case 'CHANGE_CARD': {
      if (state.stage === 'writing') return { ...state, stage: 'card-selection', selectedCard: null, error: null };
      if (state.stage === 'free-writing' && state.selectedCard !== null) {
        const released = state.selectedCard;
        return touched(state, { selectedCard: null, usedCards: state.usedCards.filter((id) => id !== released), error: null });
      }
      return state;
    }

    case 'SET_PARAGRAPH':
      return typed(state, state.stage === 'writing' || state.stage === 'free-writing', 'currentParagraph', action.text);

    case 'CONTINUE': {
      if (state.stage !== 'writing' || state.selectedCard === null) return state;
      if (!hasText(state.currentParagraph)) return { ...state, error: PARAGRAPH_REQUIRED };
      const phases = [...state.phases, { cardId: state.selectedCard, content: state.currentParagraph.trim() }];
      const cleared = { phases, fullText: joinPhases(phases), currentParagraph: '', selectedCard: null, error: null };
      if (state.currentCluster < PROPP_CLUSTER_COUNT) {
        return touched(state, { ...cleared, stage: 'card-selection', currentCluster: state.currentCluster + 1 });
      }
      return touched(state, { ...cleared, stage: 'final' });
    }

    case 'SKIP':
      if ((state.stage !== 'card-selection' && state.stage !== 'writing') || state.currentCluster >= PROPP_CLUSTER_COUNT) return state;
      return touched(state, {
        stage: 'card-selection',
        currentCluster: state.currentCluster + 1,
        selectedCard: null,
        currentParagraph: '',
        error: null,
      });

    case 'BACK':
      return back(state);

    case 'ADD_TO_STORY': {
      if (state.stage !== 'free-writing') return state;
      if (!hasText(state.currentParagraph)) return { ...state, error: PIECE_TEXT_REQUIRED };
      return touched(state, {
        freeStoryText: appendParagraph(state.freeStoryText, state.currentParagraph.trim()),
        currentParagraph: '',
        selectedCard: null,
        error: null,
      });
    }

    case 'FINISH': {
      if (state.stage !== 'free-writing') return state;
      const pending = state.currentParagraph.trim();
      const freeStoryText = pending ? appendParagraph(state.freeStoryText, pending) : state.freeStoryText;
      if (!hasText(freeStoryText)) return { ...state, error: PIECE_TEXT_REQUIRED };
      return touched(state, { stage: 'final', freeStoryText, currentParagraph: '', selectedCard: null, error: null });
    }
  }
});

/**
 * Serial: Back removes the last phase and restores its paragraph and card, going back to that
 * card's cluster (one down when nothing was skipped). With no phase written yet it steps back
 * from writing to the card choice, then to the previous cluster. Free: from the final screen
 * back to writing.
 */
function back(state: ProppState): ProppState {
  if (state.variant === 'free') {
    return state.stage === 'final' ? { ...state, stage: 'free-writing', error: null } : state;
  }
  if (state.stage !== 'card-selection' && state.stage !== 'writing' && state.stage !== 'final') return state;
  const last = state.phases.at(-1);
  if (last) {
    const phases = state.phases.slice(0, -1);
    return touched(state, {
      stage: 'writing',
      phases,
      fullText: joinPhases(phases),
      currentParagraph: last.content,
      selectedCard: last.cardId,
      currentCluster: cardCluster(last.cardId) ?? Math.max(1, state.currentCluster - 1),
      error: null,
    });
  }
  if (state.stage === 'writing') return { ...state, stage: 'card-selection', selectedCard: null, error: null };
  if (state.stage === 'card-selection' && state.currentCluster > 1) {
    return { ...state, currentCluster: state.currentCluster - 1, error: null };
  }
  return state;
}

/** Serial: Skip is shown only while the cluster is below 9. */
export function canSkip(state: ProppState): boolean {
  return state.variant === 'serial' && (state.stage === 'card-selection' || state.stage === 'writing') && state.currentCluster < PROPP_CLUSTER_COUNT;
}

/** Serial: whether Back does something here. */
export function canGoBack(state: ProppState): boolean {
  return back(state) !== state;
}

/** Serial: at the last cluster the writing stage shows 'Fine Storia' instead of 'Continua'. */
export function isLastCluster(state: ProppState): boolean {
  return state.currentCluster >= PROPP_CLUSTER_COUNT;
}

/** The story text as it stands (serial: the phases; free: the text added so far). */
export function proppStoryText(state: ProppState): string {
  return state.variant === 'serial' ? state.fullText : state.freeStoryText;
}

/** Exit asks for confirmation while something written is not saved (spec 001 §4, Exit). */
export function hasUnsavedWork(state: ProppState): boolean {
  return !state.saved && (state.phases.length > 0 || hasText(state.currentParagraph) || hasText(state.freeStoryText));
}

/** What a PROPP story keeps in modeState: enough to resume exactly where it was. */
export const proppModeStateSchema = z.object({
  variant: z.enum(PROPP_VARIANTS),
  stage: z.enum(PROPP_STAGES).optional(),
  currentCluster: z.number().int().min(1).max(PROPP_CLUSTER_COUNT),
  currentParagraph: z.string(),
  selectedCard: cardIdSchema.nullable(),
  phases: z.array(proppPhaseEntrySchema).default([]),
  usedCards: z.array(cardIdSchema).optional(),
  freeStoryText: z.string().optional(),
});
export type ProppModeState = z.infer<typeof proppModeStateSchema>;

export function proppModeState(state: ProppState): ProppModeState {
  const common = {
    variant: state.variant,
    stage: state.stage,
    currentCluster: state.currentCluster,
    currentParagraph: state.currentParagraph,
    selectedCard: state.selectedCard,
  };
  return state.variant === 'serial'
    ? { ...common, phases: state.phases }
    : { ...common, phases: [], usedCards: state.usedCards, freeStoryText: state.freeStoryText };
}

/**
 * The body of POST /api/stories for this state, but the title (the save dialog asks for it):
 * completed from the final screen, or suspended.
 */
export function proppSavePayload(state: ProppState, status: StoryStatus): StorySavePayload {
  return savePayload(state, {
    content: proppStoryText(state),
    status,
    mode: state.variant === 'serial' ? 'PROPP' : 'PROPP_FREE',
    answers: state.variant === 'serial' ? state.phases.map((p) => p.content) : [],
    modeState: proppModeState(state),
  });
}

/**
 * The editor state for a saved PROPP story reopened from the archive: a suspended story resumes
 * exactly where it was; a completed one opens on its final screen. Null when the story is not a
 * PROPP story.
 */
export function proppStateFromStory(story: Pick<StoryDto, 'id' | 'title' | 'content' | 'status' | 'mode' | 'language' | 'modeState'>): ProppState | null {
  if (story.mode !== 'PROPP' && story.mode !== 'PROPP_FREE') return null;
  const variant: ProppVariant = story.mode === 'PROPP' ? 'serial' : 'free';
  const parsed = proppModeStateSchema.safeParse(story.modeState);
  const base = { ...initialProppState(variant), ...reopenedStoryFields(story) };
  if (!parsed.success) {
    // No usable state (an older or foreign record): keep the text, open where it can be continued.
    return variant === 'serial'
      ? { ...base, stage: story.status === 'completed' ? 'final' : 'card-selection', fullText: story.content }
      : { ...base, stage: story.status === 'completed' ? 'final' : 'free-writing', freeStoryText: story.content };
  }
  const m = parsed.data;
  if (variant === 'serial') {
    const selectedCard = m.selectedCard !== null && cardCluster(m.selectedCard) === m.currentCluster ? m.selectedCard : null;
    const stage: ProppStage = story.status === 'completed' ? 'final' : selectedCard !== null ? 'writing' : 'card-selection';
    return {
      ...base,
      stage,
      currentCluster: m.currentCluster,
      currentParagraph: m.currentParagraph,
      selectedCard,
      phases: m.phases,
      fullText: joinPhases(m.phases),
    };
  }
  const usedCards = [...new Set(m.usedCards ?? [])];
  const selectedCard = m.selectedCard !== null && usedCards.includes(m.selectedCard) ? m.selectedCard : null;
  return {
    ...base,
    stage: story.status === 'completed' ? 'final' : 'free-writing',
    currentCluster: m.currentCluster,
    currentParagraph: m.currentParagraph,
    selectedCard,
    usedCards,
    freeStoryText: m.freeStoryText ?? story.content,
  };
}
