import { z } from 'zod';
import { CAMPBELL_CARD_COUNT, CAMPBELL_MIN_CARDS_TO_FINISH } from '../../../../shared/constants';
import { CAMPBELL_CARDS } from '../../../../shared/content/campbell-cards';
import { joinBlocks } from '../../../../shared/content/text-blocks';
import { storyLanguageSchema, type StoryDto } from '../../../../shared/schemas/story';
import { splitOnBlankLines } from '../../../../shared/story-text';
import { contentProblem, hasText, replaceAt, textRequired, textsOfLength, touched, typed, withError } from '../shared/editor-state';
import type { EditorError, StorySavePayload } from '../shared/editor-state';
import { withBaseCases, type BaseAction, type BaseCases } from '../shell/base-reducer';
import type { ModeMachine } from '../shell/use-mode-editor';
import { initialTranslatableFields, leftBehind, reopenedStoryFields, savePayload, translatableFieldsShape } from '../shared/mode-state';
import { translationStep, type TranslationAction } from '../shared/text-translation';
import { t } from '../../../i18n/it/story-modes';

/**
 * "Carte di Campbell" (spec 001 §4) as a pure reducer: intro → the grid of twelve cards →
 * writing one card → back to the grid (used cards greyed) → final, reachable once at least six
 * cards are used. The story is the used cards' texts in card order, one block each. The state
 * is plain JSON (autosaved).
 */

export const CARD_TEXT_REQUIRED = textRequired(t('storyModes.campbellMachine.scriviQualcosaPerQuestaCarta'));
export const MORE_CARDS_REQUIRED: EditorError = {
  title: t('storyModes.campbellMachine.servonoAltreCarte'),
  message: t('storyModes.campbellMachine.usaAlmenoCartePerFinire', { min: CAMPBELL_MIN_CARDS_TO_FINISH }),
};

const snapshotSchema = z.object({ language: storyLanguageSchema, title: z.string(), contents: z.array(z.string()).length(CAMPBELL_CARD_COUNT) });

export const campbellStateSchema = z.object({
  stage: z.enum(['intro', 'cards', 'writing', 'final']),
  /** The text of each card, by card id − 1 ('' while unused). */
  contents: z.array(z.string()).length(CAMPBELL_CARD_COUNT),
  /** The card being written. */
  currentCard: z.number().int().min(1).max(CAMPBELL_CARD_COUNT).nullable(),
  /** The text box of the card being written. */
  cardText: z.string(),
  /** The final text while the child edits it (null when only viewing). */
  editText: z.string().nullable(),
  ...translatableFieldsShape(snapshotSchema),
});
export type CampbellState = z.infer<typeof campbellStateSchema>;

export type CampbellAction =
  | BaseAction
  | { type: 'BACK' }
  | { type: 'SELECT_CARD'; cardId: number }
  | { type: 'SET_CARD_TEXT'; text: string }
  | { type: 'SAVE_CARD' }
  | { type: 'FINISH' }
  | { type: 'EDIT_FINAL' }
  | { type: 'SET_EDIT_TEXT'; text: string }
  | { type: 'APPLY_EDIT' }
  | TranslationAction<{ contents: string[] }>;

export function emptyContents(): string[] {
  return textsOfLength([], CAMPBELL_CARD_COUNT);
}

export function initialCampbellState(): CampbellState {
  return {
    stage: 'intro',
    contents: emptyContents(),
    currentCard: null,
    cardText: '',
    editText: null,
    ...initialTranslatableFields(),
  };
}

/** The ids of the cards that have a text, in card order. */
export function usedCardIds(contents: readonly string[]): number[] {
  return CAMPBELL_CARDS.filter((card) => hasText(contents[card.id - 1] ?? '')).map((card) => card.id);
}

export function isCardUsed(state: Pick<CampbellState, 'contents'>, cardId: number): boolean {
  return hasText(state.contents[cardId - 1] ?? '');
}

/** 'FINE STORIA' appears once at least six cards are used. */
export function canFinish(state: Pick<CampbellState, 'contents'>): boolean {
  return usedCardIds(state.contents).length >= CAMPBELL_MIN_CARDS_TO_FINISH;
}

/** The story: the used cards' texts in card order, separated by blank lines. */
export function composeCampbellStory(contents: readonly string[]): string {
  return joinBlocks(contents);
}

/**
 * A text split on blank lines back into card contents. The blocks go, in order, to the cards
 * they came from (`cardIds`, in card order) or, without them, to cards 1, 2, 3, …; blocks beyond
 * the last card join it, so nothing is lost; cards left without a block become free again.
 */
export function distributeBlocks(text: string, cardIds: readonly number[] = []): string[] {
  const blocks = splitOnBlankLines(text);
  const chosen = [...new Set(cardIds.filter((id) => Number.isInteger(id) && id >= 1 && id <= CAMPBELL_CARD_COUNT))].sort((a, b) => a - b);
  const targets = chosen.length > 0 ? chosen : CAMPBELL_CARDS.map((card) => card.id);
  const contents = emptyContents();
  blocks.forEach((block, i) => {
    const target = targets[Math.min(i, targets.length - 1)];
    if (target === undefined) return;
    const previous = contents[target - 1] ?? '';
    contents[target - 1] = previous ? `${previous}\n${block}` : block;
  });
  return contents;
}

function applyEdit(state: CampbellState): CampbellState {
  if (state.editText === null) return state;
  const problem = contentProblem(state.editText);
  if (problem) return withError(state, problem);
  return touched(state, { contents: distributeBlocks(state.editText, usedCardIds(state.contents)), editText: null, error: null });
}

const BASE_CASES: BaseCases<CampbellState> = {
  start: { from: 'intro', to: () => ({ stage: 'cards' }) },
};

export const campbellReducer = withBaseCases<CampbellState, CampbellAction>(BASE_CASES, (state, action) => {
  switch (action.type) {
    case 'BACK':
      switch (state.stage) {
        case 'intro':
          return state;
        case 'cards':
          return { ...state, stage: 'intro', error: null };
        case 'writing':
          // Leaving a card without continuing keeps the grid as it was.
          return { ...state, stage: 'cards', currentCard: null, cardText: '', error: null };
        case 'final': {
          const applied = applyEdit(state);
          if (applied.error) return applied;
          return { ...applied, stage: 'cards', error: null };
        }
      }
      return state;

    case 'SELECT_CARD':
      if (state.stage !== 'cards' || action.cardId < 1 || action.cardId > CAMPBELL_CARD_COUNT || isCardUsed(state, action.cardId)) return state;
      return { ...state, stage: 'writing', currentCard: action.cardId, cardText: '', error: null };

    case 'SET_CARD_TEXT':
      return typed(state, state.stage === 'writing', 'cardText', action.text);

    case 'SAVE_CARD': {
      if (state.stage !== 'writing' || state.currentCard === null) return state;
      if (!hasText(state.cardText)) return withError(state, CARD_TEXT_REQUIRED);
      const problem = contentProblem(state.cardText);
      if (problem) return withError(state, problem);
      const contents = replaceAt(state.contents, state.currentCard - 1, state.cardText.trim());
      return touched(state, { stage: 'cards', contents, currentCard: null, cardText: '', error: null });
    }

    case 'FINISH':
      if (state.stage !== 'cards') return state;
      if (!canFinish(state)) return withError(state, MORE_CARDS_REQUIRED);
      return { ...state, stage: 'final', editText: null, error: null };

    case 'EDIT_FINAL':
      if (state.stage !== 'final' || state.editText !== null || state.translating) return state;
      return { ...state, editText: composeCampbellStory(state.contents), error: null };

    case 'SET_EDIT_TEXT':
      return typed(state, state.stage === 'final' && state.editText !== null, 'editText', action.text);

    case 'APPLY_EDIT':
      if (state.stage !== 'final') return state;
      return applyEdit(state);

    case 'TRANSLATION_STARTED':
    case 'TRANSLATED':
    case 'RESTORE_ORIGINAL':
      // No translation starts while the text is edited; a translation keeps one text per card.
      if (action.type === 'TRANSLATION_STARTED' && state.editText !== null) return state;
      if (action.type === 'TRANSLATED' && action.contents.length !== CAMPBELL_CARD_COUNT) return state;
      return translationStep(state, action, state.stage === 'final');
  }
});

/** The text the final screen shows (or the text being edited). */
export function campbellFinalText(state: CampbellState): string {
  return state.editText ?? composeCampbellStory(state.contents);
}

export function hasUnsavedWork(state: CampbellState): boolean {
  return !state.saved && (state.contents.some(hasText) || hasText(state.cardText) || (state.editText !== null && hasText(state.editText)));
}

const modeStateSchema = z.object({ cardIds: z.array(z.number().int()) });

/** The body of POST /api/stories: create, or update the story being edited. */
export function campbellSavePayload(state: CampbellState): StorySavePayload {
  const ids = usedCardIds(state.contents);
  return savePayload(state, {
    content: campbellFinalText(state),
    status: 'completed',
    mode: 'CAMPBELL',
    answers: ids.map((id) => state.contents[id - 1] ?? ''),
    modeState: { cardIds: ids },
  });
}

/** A saved story reopened: its content split on blank lines into the cards, at the grid. */
export function campbellStateFromStory(story: Pick<StoryDto, 'id' | 'title' | 'content' | 'mode' | 'language' | 'modeState'>): CampbellState | null {
  if (story.mode !== 'CAMPBELL') return null;
  return {
    ...initialCampbellState(),
    stage: 'cards',
    contents: distributeBlocks(story.content, modeStateSchema.safeParse(story.modeState).data?.cardIds),
    ...reopenedStoryFields(story),
  };
}

export const campbellMachine: ModeMachine<CampbellState, CampbellAction> = {
  fromStory: campbellStateFromStory,
  fresh: initialCampbellState,
  reducer: campbellReducer,
  schema: campbellStateSchema.transform(leftBehind),
  hasUnsavedWork,
};
