import { z } from 'zod';
import { WORD_SERIES_COUNT } from '../../../../shared/constants';
import { joinBlocks } from '../../../../shared/content/text-blocks';
import type { StoryDto } from '../../../../shared/schemas/story';
import { splitOnBlankLines } from '../../../../shared/story-text';
import { hasText, PIECE_TEXT_REQUIRED, textRequired, touched, typed, withError, type EditorError, type StorySavePayload } from '../shared/editor-state';
import { withBaseCases, type BaseAction, type BaseCases } from '../shell/base-reducer';
import type { ModeMachine } from '../shell/use-mode-editor';
import { indexSchema, initialTranslatableFields, leftBehind, reopenedStoryFields, savePayload, translatableFieldsShape } from '../shared/mode-state';
import { textSnapshotSchema, translationStep, withOriginal, type TranslationAction } from '../shared/text-translation';
import { checkKeyword, checkWord, missingKeywords, missingWordsError, normaliseWord, seriesLetters } from './word-series';
import { t } from '../../../i18n/it/story-modes';

/**
 * "Una Parola, Tante Storie" (spec 001 §4, word series) as a pure reducer:
 * intro → input → series → story → final, back arrows returning one stage. The series are
 * generated outside (they are random) and arrive in the actions. The state is plain JSON.
 */

export const STORY_REQUIRED = textRequired(t('storyModes.paroleChiamanoMachine.scriviAlmenoUnPezzoDi'));

export const wordSeriesStateSchema = z.object({
  stage: z.enum(['intro', 'input', 'series', 'story', 'final']),
  /** The input box. */
  word: z.string(),
  /** The word the series were made from. */
  seriesWord: z.string(),
  /** Series A, B, C (empty until the word is accepted). */
  series: z.array(z.array(z.string())),
  chosen: indexSchema(WORD_SERIES_COUNT).nullable(),
  keywords: z.array(z.string()),
  /** The story so far, one piece at a time. */
  pieces: z.array(z.string()),
  /** The piece being written. */
  piece: z.string(),
  /** The final text (editable). */
  text: z.string(),
  ...translatableFieldsShape(textSnapshotSchema),
});
export type WordSeriesState = z.infer<typeof wordSeriesStateSchema>;

export type WordSeriesAction =
  | BaseAction
  | { type: 'BACK' }
  | { type: 'SET_WORD'; word: string }
  | { type: 'SUBMIT_WORD'; series: string[][] }
  | { type: 'RETRY'; series: string[][] }
  | { type: 'EDIT_KEYWORD'; series: number; index: number; word: string }
  | { type: 'CHOOSE_SERIES'; series: number }
  | { type: 'SET_PIECE'; text: string }
  | { type: 'ADD_PIECE' }
  | { type: 'UNDO_PIECE' }
  | { type: 'FINISH' }
  | { type: 'SET_TEXT'; text: string }
  | { type: 'CHECK_SAVE' }
  | TranslationAction<{ text: string }>;

export function initialWordSeriesState(): WordSeriesState {
  return {
    stage: 'intro',
    word: '',
    seriesWord: '',
    series: [],
    chosen: null,
    keywords: [],
    pieces: [],
    piece: '',
    text: '',
    ...initialTranslatableFields(),
  };
}

function seriesFit(series: readonly (readonly string[])[], word: string): boolean {
  const length = seriesLetters(word).length;
  return series.length === WORD_SERIES_COUNT && series.every((list) => list.length === length && list.every(hasText));
}

/** The text written so far (the pieces, one block each). */
export function storySoFar(state: Pick<WordSeriesState, 'pieces'>): string {
  return joinBlocks(state.pieces);
}

/** The keywords the story so far already uses. */
export function usedKeywords(state: Pick<WordSeriesState, 'pieces' | 'keywords'>): string[] {
  const missing = new Set(missingKeywords(state.keywords, storySoFar(state)));
  return state.keywords.filter((k) => !missing.has(k));
}

/** 'Fine Storia' is enabled with at least one piece and every keyword used. */
export function canFinish(state: Pick<WordSeriesState, 'pieces' | 'keywords'>): boolean {
  return state.pieces.length > 0 && missingKeywords(state.keywords, storySoFar(state)).length === 0;
}

/** The Italian text the keywords are checked against (the original while translated). */
function keywordText(state: WordSeriesState): string {
  return state.original && state.original.language === 'italian' ? state.original.text : state.text;
}

/** On the final screen: the keywords the text is missing (case ignored). */
export function finalMissingKeywords(state: WordSeriesState): string[] {
  return missingKeywords(state.keywords, keywordText(state));
}

/** Saving is blocked while keywords are missing or the text is empty. */
export function wordSeriesSaveError(state: WordSeriesState): EditorError | null {
  if (!hasText(state.text)) return STORY_REQUIRED;
  const missing = finalMissingKeywords(state);
  return missing.length > 0 ? missingWordsError(missing) : null;
}

/** Where the back arrow goes from each step before the final one. */
const STAGE_BEFORE = { input: 'intro', series: 'input', story: 'series' } as const;

const BASE_CASES: BaseCases<WordSeriesState> = {
  start: { from: 'intro', to: () => ({ stage: 'input' }) },
};

export const wordSeriesReducer = withBaseCases<WordSeriesState, WordSeriesAction>(BASE_CASES, (state, action) => {
  switch (action.type) {
    case 'BACK': {
      if (state.stage === 'intro') return state;
      if (state.stage !== 'final') return { ...state, stage: STAGE_BEFORE[state.stage], error: null };
      // The final text, edited or not, becomes the pieces again: nothing is lost.
      const restored = withOriginal(state);
      const pieces = splitOnBlankLines(restored.text);
      return { ...restored, stage: 'story', pieces: pieces.length > 0 ? pieces : state.pieces, error: null };
    }

    case 'SET_WORD':
      return typed(state, state.stage === 'input', 'word', action.word);

    case 'SUBMIT_WORD': {
      if (state.stage !== 'input') return state;
      const problem = checkWord(state.word);
      if (problem) return withError(state, problem);
      const word = normaliseWord(state.word);
      if (word === state.seriesWord && seriesFit(state.series, word)) return { ...state, stage: 'series', error: null };
      if (!seriesFit(action.series, word)) return state;
      return touched(state, { stage: 'series', word, seriesWord: word, series: action.series.map((l) => [...l]), chosen: null, error: null });
    }

    case 'RETRY':
      if (state.stage !== 'series' || !seriesFit(action.series, state.seriesWord)) return state;
      return touched(state, { series: action.series.map((l) => [...l]), chosen: null, error: null });

    case 'EDIT_KEYWORD': {
      if (state.stage !== 'series') return state;
      const list = state.series[action.series];
      const letter = seriesLetters(state.seriesWord)[action.index];
      if (!list || letter === undefined || action.index >= list.length) return state;
      const problem = checkKeyword(letter, action.word);
      if (problem) return withError(state, problem);
      const word = action.word.trim();
      const series = state.series.map((l, s) => (s === action.series ? l.map((w, i) => (i === action.index ? word : w)) : l));
      return touched(state, { series, error: null });
    }

    case 'CHOOSE_SERIES': {
      if (state.stage !== 'series') return state;
      const list = state.series[action.series];
      if (!list) return state;
      return touched(state, { stage: 'story', chosen: action.series, keywords: [...list], error: null });
    }

    case 'SET_PIECE':
      return typed(state, state.stage === 'story', 'piece', action.text);

    case 'ADD_PIECE':
      if (state.stage !== 'story') return state;
      if (!hasText(state.piece)) return withError(state, PIECE_TEXT_REQUIRED);
      return touched(state, { pieces: [...state.pieces, state.piece.trim()], piece: '', error: null });

    case 'UNDO_PIECE': {
      if (state.stage !== 'story' || state.pieces.length === 0 || hasText(state.piece)) return state;
      const last = state.pieces[state.pieces.length - 1] ?? '';
      return touched(state, { pieces: state.pieces.slice(0, -1), piece: last, error: null });
    }

    case 'FINISH': {
      if (state.stage !== 'story') return state;
      if (state.pieces.length === 0) return withError(state, STORY_REQUIRED);
      const missing = missingKeywords(state.keywords, storySoFar(state));
      if (missing.length > 0) return withError(state, missingWordsError(missing));
      return touched(state, { stage: 'final', text: storySoFar(state), original: null, translating: false, error: null });
    }

    case 'SET_TEXT':
      return typed(state, state.stage === 'final', 'text', action.text);

    case 'CHECK_SAVE':
      if (state.stage !== 'final') return state;
      return withError(state, wordSeriesSaveError(state));

    case 'TRANSLATION_STARTED':
    case 'TRANSLATED':
    case 'RESTORE_ORIGINAL':
      return translationStep(state, action, state.stage === 'final');
  }
});

/** Leaving loses nothing once saved; otherwise any word, piece or text counts as work. */
export function hasUnsavedWork(state: WordSeriesState): boolean {
  return !state.saved && (hasText(state.word) || state.pieces.length > 0 || hasText(state.piece) || hasText(state.text));
}

const modeStateSchema = wordSeriesStateSchema.pick({ word: true, series: true, chosen: true, keywords: true });

/** The body of POST /api/stories for the final screen. */
export function wordSeriesSavePayload(state: WordSeriesState): StorySavePayload {
  return savePayload(state, {
    content: state.text,
    status: 'completed',
    mode: 'PAROLE_CHIAMANO',
    answers: state.pieces,
    modeState: { word: state.seriesWord, series: state.series, chosen: state.chosen, keywords: state.keywords },
  });
}

/** A saved story reopened for editing: on the final screen, with its keywords when known. */
export function wordSeriesStateFromStory(story: Pick<StoryDto, 'id' | 'title' | 'content' | 'mode' | 'language' | 'modeState'>): WordSeriesState | null {
  if (story.mode !== 'PAROLE_CHIAMANO') return null;
  const extra = modeStateSchema.safeParse(story.modeState).data ?? { word: '', series: [], chosen: null, keywords: [] };
  return {
    ...initialWordSeriesState(),
    stage: 'final',
    word: extra.word,
    seriesWord: extra.word,
    series: extra.series,
    chosen: extra.chosen,
    keywords: extra.keywords,
    pieces: splitOnBlankLines(story.content),
    text: story.content,
    ...reopenedStoryFields(story),
  };
}

export const wordSeriesMachine: ModeMachine<WordSeriesState, WordSeriesAction> = {
  fromStory: wordSeriesStateFromStory,
  fresh: initialWordSeriesState,
  reducer: wordSeriesReducer,
  schema: wordSeriesStateSchema.transform(leftBehind),
  hasUnsavedWork,
};
