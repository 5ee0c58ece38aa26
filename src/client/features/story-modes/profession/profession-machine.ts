import { z } from 'zod';
import { builtInProfessions, PROFESSION_GENDERS, type ProfessionGender } from '../../../../shared/content/professions';
import type { StoryDto } from '../../../../shared/schemas/story';
import { contentProblem, hasText, touched, typed, withError, type EditorError, type StorySavePayload } from '../shared/editor-state';
import { withBaseCases, type BaseAction } from '../shell/base-reducer';
import { initialTranslatableFields, leftBehind, reopenedStoryFields, savePayload, translatableFieldsShape } from '../shared/mode-state';
import { textSnapshotSchema, translationStep, type TranslationAction } from '../shared/text-translation';
import { t } from '../../../i18n/it/story-modes';

/**
 * "Cosa farei se..." (spec 001 §4, PROFESSION) as a pure reducer: a scrolling list of
 * professions (male or female forms, plus the child's own), a search box, and once a
 * profession is chosen a story that starts 'Se io fossi {profession in lowercase}, '.
 * The state is plain JSON (autosaved).
 */

export const EMPTY_STORY: EditorError = { title: t('storyModes.professionMachine.errore'), message: t('storyModes.professionMachine.scriviPrimaLaTuaStoria') };
export const PROFESSION_NOT_FOUND: EditorError = {
  title: t('storyModes.professionMachine.professioneNonTrovata'),
  message: t('storyModes.professionMachine.scriviIlNomeDiUna'),
};
export const PROFESSION_ADDED = t('storyModes.professionMachine.nuovaProfessioneAggiunta');
/** The longest profession name the search accepts. */
export const PROFESSION_NAME_MAX = 60;

export const professionStateSchema = z.object({
  /** 'list' while choosing a profession, 'writing' once one is chosen. */
  stage: z.enum(['list', 'writing']),
  gender: z.enum(PROFESSION_GENDERS),
  /** The child's own professions, by gender (also remembered in local storage). */
  custom: z.object({ male: z.array(z.string()), female: z.array(z.string()) }),
  selected: z.string().nullable(),
  /** Whether the list is scrolling by itself. */
  scrolling: z.boolean(),
  query: z.string(),
  text: z.string(),
  ...translatableFieldsShape(textSnapshotSchema),
});
export type ProfessionState = z.infer<typeof professionStateSchema>;

export type ProfessionAction =
  | BaseAction
  | { type: 'SET_GENDER'; gender: ProfessionGender }
  | { type: 'TOGGLE_SCROLLING' }
  | { type: 'SET_SCROLLING'; scrolling: boolean }
  | { type: 'SET_QUERY'; query: string }
  | { type: 'SEARCH' }
  | { type: 'SELECT'; profession: string }
  | { type: 'RESET'; scrolling: boolean }
  | { type: 'SET_TEXT'; text: string }
  | { type: 'CHECK_SAVE' }
  | TranslationAction<{ text: string }>
  | { type: 'SET_CUSTOM'; custom: { male: string[]; female: string[] } };

export function initialProfessionState(
  options: { gender?: ProfessionGender; scrolling?: boolean; custom?: { male: string[]; female: string[] } } = {},
): ProfessionState {
  return {
    stage: 'list',
    gender: options.gender ?? 'male',
    custom: options.custom ?? { male: [], female: [] },
    selected: null,
    scrolling: options.scrolling ?? true,
    query: '',
    text: '',
    ...initialTranslatableFields(),
  };
}

/** The list on screen: the built-in professions of the gender, then the child's own. */
export function professionList(state: Pick<ProfessionState, 'gender' | 'custom'>): string[] {
  return [...builtInProfessions(state.gender), ...state.custom[state.gender]];
}

/** The first words of the story: 'Se io fossi {profession in lowercase}, '. */
export function storyStart(profession: string): string {
  return t('storyModes.professionMachine.seIoFossi', { profession: profession.trim().toLocaleLowerCase('it') });
}

export type SearchOutcome = { kind: 'empty' } | { kind: 'found'; profession: string; gender?: ProfessionGender } | { kind: 'new'; profession: string };

/** Case and accents ignored ('Ingegnere' = 'ingégnere'), spaces collapsed. */
function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('it');
}

/**
 * Search rules (spec 001 §5): a match (case and accents ignored) selects; unknown text is a new
 * profession. `other` is the list of the other form ('veterinaria' under 'Al maschile' finds
 * Veterinaria there): a match there is found with that form's gender.
 */
export function searchProfession(query: string, list: readonly string[], other?: { gender: ProfessionGender; list: readonly string[] }): SearchOutcome {
  const wanted = query.trim().replace(/\s+/g, ' ').slice(0, PROFESSION_NAME_MAX);
  if (!wanted) return { kind: 'empty' };
  const key = searchKey(wanted);
  const found = list.find((p) => searchKey(p) === key);
  if (found) return { kind: 'found', profession: found };
  const otherFound = other?.list.find((p) => searchKey(p) === key);
  if (other && otherFound) return { kind: 'found', profession: otherFound, gender: other.gender };
  return { kind: 'new', profession: wanted.charAt(0).toLocaleUpperCase('it') + wanted.slice(1) };
}

/** The search as the screen does it: the current form's list first, then the other form's. */
export function searchBothForms(state: Pick<ProfessionState, 'gender' | 'custom' | 'query'>): SearchOutcome {
  const otherGender: ProfessionGender = state.gender === 'male' ? 'female' : 'male';
  return searchProfession(state.query, professionList(state), { gender: otherGender, list: professionList({ gender: otherGender, custom: state.custom }) });
}

/** What the child wrote after the opening words. */
export function storyBody(state: Pick<ProfessionState, 'selected' | 'text'>): string {
  const start = state.selected ? storyStart(state.selected) : '';
  return start && state.text.startsWith(start) ? state.text.slice(start.length) : state.text;
}

/** 'Errore' / 'Scrivi prima la tua storia!' while nothing is written after the opening words. */
export function professionSaveError(state: ProfessionState): EditorError | null {
  if (state.original) return hasText(state.text) ? null : EMPTY_STORY;
  return hasText(storyBody(state)) ? null : EMPTY_STORY;
}

function select(state: ProfessionState, profession: string): ProfessionState {
  return touched(state, { stage: 'writing', selected: profession, text: storyStart(profession), scrolling: false, query: '', original: null, error: null });
}

export const professionReducer = withBaseCases<ProfessionState, ProfessionAction>({}, (state, action) => {
  switch (action.type) {
    case 'SET_GENDER':
      if (action.gender === state.gender) return state;
      return { ...state, gender: action.gender, error: null };

    case 'TOGGLE_SCROLLING':
      if (state.selected !== null) return state;
      return { ...state, scrolling: !state.scrolling };

    case 'SET_SCROLLING':
      if (state.selected !== null || action.scrolling === state.scrolling) return state;
      return { ...state, scrolling: action.scrolling };

    case 'SET_QUERY':
      if (action.query === state.query) return state;
      return { ...state, query: action.query, error: null };

    case 'SEARCH': {
      if (state.selected !== null) return state;
      const outcome = searchBothForms(state);
      if (outcome.kind === 'empty') return withError(state, PROFESSION_NOT_FOUND);
      if (outcome.kind === 'found') return select(outcome.gender ? { ...state, gender: outcome.gender } : state, outcome.profession);
      const problem = contentProblem(outcome.profession);
      if (problem) return withError(state, problem);
      const custom = { ...state.custom, [state.gender]: [...state.custom[state.gender], outcome.profession] };
      return select({ ...state, custom }, outcome.profession);
    }

    case 'SELECT':
      if (state.selected !== null || !hasText(action.profession)) return state;
      return select(state, action.profession.trim());

    case 'RESET':
      // 'Scegli altra professione': back to the list, the story starts over.
      return touched(state, {
        stage: 'list',
        selected: null,
        text: '',
        query: '',
        scrolling: action.scrolling,
        original: null,
        translating: false,
        language: 'italian',
        error: null,
      });

    case 'SET_TEXT':
      return typed(state, state.selected !== null, 'text', action.text);

    case 'CHECK_SAVE':
      return withError(state, professionSaveError(state));

    case 'TRANSLATION_STARTED':
    case 'TRANSLATED':
    case 'RESTORE_ORIGINAL':
      // A story is translated once a profession is chosen (a running translation or an original implies one).
      return translationStep(state, action, state.selected !== null);

    case 'SET_CUSTOM': {
      const merge = (a: readonly string[], b: readonly string[]) => [
        ...a,
        ...b.filter((p) => !a.some((q) => q.toLocaleLowerCase('it') === p.toLocaleLowerCase('it'))),
      ];
      const custom = { male: merge(state.custom.male, action.custom.male), female: merge(state.custom.female, action.custom.female) };
      if (custom.male.length === state.custom.male.length && custom.female.length === state.custom.female.length) return state;
      return { ...state, custom };
    }
  }
});

export function hasUnsavedWork(state: ProfessionState): boolean {
  return !state.saved && hasText(storyBody(state));
}

/** The body of POST /api/stories. */
export function professionSavePayload(state: ProfessionState): StorySavePayload {
  return savePayload(state, {
    content: state.text.trim(),
    status: 'completed',
    mode: 'PROFESSION',
    answers: [],
    category: state.selected,
    modeState: { profession: state.selected, gender: state.gender },
  });
}

const modeStateSchema = z.object({ profession: z.string().nullable(), gender: z.enum(PROFESSION_GENDERS) });

/** A saved story reopened for editing, with its profession chosen and its text. */
export function professionStateFromStory(
  story: Pick<StoryDto, 'id' | 'title' | 'content' | 'mode' | 'language' | 'modeState' | 'category'>,
  options: { custom?: { male: string[]; female: string[] } } = {},
): ProfessionState | null {
  if (story.mode !== 'PROFESSION') return null;
  const saved = modeStateSchema.safeParse(story.modeState);
  const profession = saved.success ? saved.data.profession : story.category;
  return {
    ...initialProfessionState({
      scrolling: false,
      ...(options.custom ? { custom: options.custom } : {}),
      ...(saved.success ? { gender: saved.data.gender } : {}),
    }),
    stage: 'writing',
    selected: profession ?? story.content.match(/^Se io fossi ([^,]+),/i)?.[1] ?? '?',
    text: story.content,
    ...reopenedStoryFields(story),
  };
}

/**
 * A draft read back from local storage (a running translation and a message left behind), with a
 * profession chosen exactly while writing.
 */
export const professionDraftSchema = professionStateSchema.refine((s) => (s.stage === 'writing') === (s.selected !== null)).transform(leftBehind);
