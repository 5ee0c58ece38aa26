import { z } from 'zod';
import { CSS_GUIDE_QUESTION_COUNT, CSS_MIN_ANSWERS_TO_FINISH, CSS_RANDOM_DRAW } from '../../../../shared/constants';
import { CSS_THEME_NAMES, CSS_THEMES, type CssThemeName } from '../../../../shared/content/css-questions';
import { composeCssStory, countCssAnswers, emptyCssAnswers, parseCssStory, wrapCssQuestion } from '../../../../shared/content/css-story-format';
import { storyLanguageSchema, STORY_MESSAGES, type StoryDto, type StoryLanguage } from '../../../../shared/schemas/story';
import { collapseBlankLines } from '../../../../shared/story-text';
import { hasText, replaceAt, touched, typed, withError, type EditorError, type StorySavePayload } from '../shared/editor-state';
import { withBaseCases, type BaseAction, type BaseCases } from '../shell/base-reducer';
import type { ModeMachine } from '../shell/use-mode-editor';
import { indexSchema, initialTranslatableFields, leftBehind, reopenedStoryFields, savePayload, translatableFieldsShape } from '../shared/mode-state';
import { shuffled, type RandomSource } from '../shared/random';
import { translationStep, type TranslationAction } from '../shared/text-translation';

/**
 * "Cosa Succede se..." (spec 001 §4, CSS) as a pure reducer: intro → question selection →
 * the seven guide questions → final. Random draws happen outside and arrive in the actions.
 * The state is plain JSON (autosaved).
 */

/** 'Attenzione' / "Non c'è nessuna storia da salvare!" (spec 001 §5). */
export const NOTHING_TO_SAVE: EditorError = { title: STORY_MESSAGES.contentRequiredTitle, message: STORY_MESSAGES.contentRequired };

const answersSchema = z.array(z.string()).length(CSS_GUIDE_QUESTION_COUNT);
const snapshotSchema = z.object({ language: storyLanguageSchema, title: z.string(), question: z.string(), answers: answersSchema });

export const cssStateSchema = z.object({
  stage: z.enum(['intro', 'question', 'guided', 'final']),
  /** The free-text box 'Scrivi la tua domanda'. */
  freeText: z.string(),
  theme: z.enum(CSS_THEME_NAMES).nullable(),
  /** The three questions drawn from the theme. */
  drawn: z.array(z.string()),
  /** The initial question of the story. */
  question: z.string(),
  /** One answer per guide question ('' when not answered). */
  answers: answersSchema,
  /** 0-based guide question on screen. */
  index: indexSchema(CSS_GUIDE_QUESTION_COUNT),
  /** The final text while the child edits it (null when only viewing). */
  editText: z.string().nullable(),
  ...translatableFieldsShape(snapshotSchema),
});
export type CssState = z.infer<typeof cssStateSchema>;

export type CssAction =
  | BaseAction
  | { type: 'BACK' }
  | { type: 'SET_FREE_TEXT'; text: string }
  | { type: 'CHOOSE_FREE_QUESTION' }
  | { type: 'CHOOSE_THEME'; theme: CssThemeName; drawn: string[] }
  | { type: 'REDRAW'; drawn: string[] }
  | { type: 'CHOOSE_QUESTION'; question: string }
  | { type: 'SET_ANSWER'; text: string }
  | { type: 'NEXT' }
  | { type: 'SKIP' }
  | { type: 'FINISH' }
  | { type: 'EDIT_FINAL' }
  | { type: 'SET_EDIT_TEXT'; text: string }
  | { type: 'APPLY_EDIT' }
  | { type: 'CHECK_SAVE' }
  | { type: 'SET_LANGUAGE'; language: StoryLanguage }
  | TranslationAction<{ question: string; answers: string[] }>;

export function initialCssState(): CssState {
  return {
    stage: 'intro',
    freeText: '',
    theme: null,
    drawn: [],
    question: '',
    answers: emptyCssAnswers(),
    index: 0,
    editText: null,
    ...initialTranslatableFields(),
  };
}

/** Three questions of a theme; questions not shown before come first ('altre domande'). */
export function drawCssQuestions(theme: CssThemeName, random: RandomSource = Math.random, previous: readonly string[] = []): string[] {
  const questions = CSS_THEMES.find((t) => t.name === theme)?.questions ?? [];
  const mixed = shuffled(questions, random);
  const fresh = mixed.filter((q) => !previous.includes(q));
  const seen = mixed.filter((q) => previous.includes(q));
  return [...fresh, ...seen].slice(0, CSS_RANDOM_DRAW);
}

/** How many guide questions are answered. */
export function answerCount(state: Pick<CssState, 'answers'>): number {
  return countCssAnswers(state.answers);
}

/** 'Finisci Storia' is shown once at least three answers exist. */
export function canFinishStory(state: Pick<CssState, 'answers'>): boolean {
  return answerCount(state) >= CSS_MIN_ANSWERS_TO_FINISH;
}

/** The story in the CSS content format (spec 001 §3), or the text being edited. */
export function cssStoryText(state: CssState): string {
  return state.editText ?? composeCssStory(state.question, state.answers);
}

/** Whether the title or an answer has something to translate (the toggle translates those). */
export function hasTranslatableText(state: CssState): boolean {
  return hasText(state.title) || state.answers.some(hasText);
}

/** Saving needs at least one answer: a question alone is not yet a story. */
export function cssSaveError(state: CssState): EditorError | null {
  const parsed = state.editText === null ? state : { ...state, ...parseCssStory(state.editText) };
  return countCssAnswers(parsed.answers) === 0 ? NOTHING_TO_SAVE : null;
}

function toQuestion(state: CssState, question: string): CssState {
  return touched(state, { stage: 'guided', question, index: 0, error: null });
}

function applyEdit(state: CssState): CssState {
  if (state.editText === null) return state;
  const parsed = parseCssStory(state.editText);
  return touched(state, { question: parsed.question, answers: parsed.answers, editText: null });
}

function advance(state: CssState, answers: string[]): CssState {
  if (state.index < CSS_GUIDE_QUESTION_COUNT - 1) return touched(state, { answers, index: state.index + 1, error: null });
  return touched(state, { answers, stage: 'final', editText: null, error: null });
}

const BASE_CASES: BaseCases<CssState> = { start: { from: 'intro', to: () => ({ stage: 'question' }) } };

export const cssReducer = withBaseCases<CssState, CssAction>(BASE_CASES, (state, action) => {
  switch (action.type) {
    case 'BACK':
      switch (state.stage) {
        case 'intro':
          return state;
        case 'question':
          return { ...state, stage: 'intro', error: null };
        case 'guided':
          if (state.index > 0) return { ...state, index: state.index - 1, error: null };
          return { ...state, stage: 'question', error: null };
        case 'final':
          return { ...applyEdit(state), stage: 'guided', error: null };
      }
      return state;

    case 'SET_FREE_TEXT':
      return typed(state, state.stage === 'question', 'freeText', action.text);

    case 'CHOOSE_FREE_QUESTION':
      if (state.stage !== 'question' || !hasText(state.freeText)) return state;
      return toQuestion(state, wrapCssQuestion(state.freeText));

    case 'CHOOSE_THEME':
      if (state.stage !== 'question' || !CSS_THEME_NAMES.includes(action.theme)) return state;
      return { ...state, theme: action.theme, drawn: [...action.drawn], error: null };

    case 'REDRAW':
      if (state.stage !== 'question' || state.theme === null) return state;
      return { ...state, drawn: [...action.drawn], error: null };

    case 'CHOOSE_QUESTION':
      if (state.stage !== 'question' || !hasText(action.question)) return state;
      return toQuestion(state, wrapCssQuestion(action.question));

    case 'SET_ANSWER':
      if (state.stage !== 'guided' || action.text === state.answers[state.index]) return state;
      return touched(state, { answers: replaceAt(state.answers, state.index, action.text), error: null });

    case 'NEXT':
      if (state.stage !== 'guided') return state;
      return advance(state, state.answers);

    case 'SKIP':
      if (state.stage !== 'guided') return state;
      return advance(state, replaceAt(state.answers, state.index, ''));

    case 'FINISH':
      if (state.stage !== 'guided') return state;
      return { ...state, stage: 'final', editText: null, error: null };

    case 'EDIT_FINAL':
      if (state.stage !== 'final' || state.editText !== null || state.translating) return state;
      return { ...state, editText: composeCssStory(state.question, state.answers), error: null };

    case 'SET_EDIT_TEXT':
      return typed(state, state.stage === 'final' && state.editText !== null, 'editText', action.text);

    case 'APPLY_EDIT':
      if (state.stage !== 'final') return state;
      return applyEdit(state);

    case 'CHECK_SAVE':
      if (state.stage !== 'final') return state;
      return withError(state, cssSaveError(state));

    case 'SET_LANGUAGE':
      // With nothing to translate the toggle only flips the language.
      if (state.stage !== 'final' || state.translating || hasTranslatableText(state) || action.language === state.language) return state;
      return touched(state, { language: action.language, original: null });

    case 'TRANSLATION_STARTED':
    case 'TRANSLATED':
    case 'RESTORE_ORIGINAL':
      if (action.type === 'TRANSLATED' && action.answers.length !== CSS_GUIDE_QUESTION_COUNT) return state;
      return translationStep(state, action, state.stage === 'final', applyEdit);
  }
});

export function hasUnsavedWork(state: CssState): boolean {
  return !state.saved && (hasText(state.freeText) || hasText(state.question) || state.answers.some(hasText));
}

/** The body of POST /api/stories (status completed, mode CSS; blank-line runs collapsed). */
export function cssSavePayload(state: CssState): StorySavePayload {
  const final = applyEdit(state);
  return savePayload(state, {
    content: collapseBlankLines(composeCssStory(final.question, final.answers)),
    status: 'completed',
    mode: 'CSS',
    answers: final.answers,
    modeState: { question: final.question, theme: state.theme },
  });
}

/**
 * A saved story reopened for editing: at question selection, with its question in the box
 * and its answers restored, title and language kept.
 */
export function cssStateFromStory(story: Pick<StoryDto, 'id' | 'title' | 'content' | 'mode' | 'language'>): CssState | null {
  if (story.mode !== 'CSS') return null;
  const parsed = parseCssStory(story.content);
  return {
    ...initialCssState(),
    stage: 'question',
    freeText: parsed.question,
    question: parsed.question,
    answers: parsed.answers,
    ...reopenedStoryFields(story),
  };
}

export const cssMachine: ModeMachine<CssState, CssAction> = {
  fromStory: cssStateFromStory,
  fresh: initialCssState,
  reducer: cssReducer,
  schema: cssStateSchema.transform(leftBehind),
  hasUnsavedWork,
};
