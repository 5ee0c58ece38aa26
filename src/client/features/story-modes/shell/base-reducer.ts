import type { StoryFields } from '../shared/mode-state';

/**
 * The actions every mode's machine understands the same way: START (the intro's button),
 * SAVED (after the save dialog) and TRANSLATION_FAILED. A mode's own
 * reducer handles only its steps; `withBaseCases` puts the two together.
 */
export type BaseAction = { type: 'START' } | { type: 'SAVED'; storyId: string; title: string } | { type: 'TRANSLATION_FAILED' };

type BaseType = BaseAction['type'];
const BASE_TYPES: ReadonlySet<string> = new Set<BaseType>(['START', 'SAVED', 'TRANSLATION_FAILED']);

/** What the base cases read and write of a mode's state. */
export interface BaseState extends StoryFields {
  stage: string;
  translating?: boolean;
}

export interface BaseCases<S extends BaseState> {
  /** START: from the intro step (`from`) to the first step of writing (`to`'s fields); no START without it. */
  start?: { from: S['stage']; to: (state: S) => Partial<S> };
}

/** A mode's action that is not one of the base ones. */
export type OwnAction<A extends { type: string }> = Exclude<A, { type: BaseType }>;

function isOwn<A extends { type: string }>(action: A): action is OwnAction<A> & A {
  return !BASE_TYPES.has(action.type);
}

/**
 * The mode's reducer: the base cases above, then the mode's own (`own` sees only its actions).
 * Each base case leaves the state untouched where it does not apply.
 */
export function withBaseCases<S extends BaseState, A extends { type: string }>(
  cases: BaseCases<S>,
  own: (state: S, action: OwnAction<A>) => S,
): (state: S, action: A) => S {
  return (state, action) => {
    if (isOwn(action)) return own(state, action);
    const base = action as A & BaseAction;
    switch (base.type) {
      case 'START':
        if (!cases.start || state.stage !== cases.start.from) return state;
        return { ...state, ...cases.start.to(state), error: null };
      case 'SAVED':
        return { ...state, storyId: base.storyId, title: base.title, saved: true };
      case 'TRANSLATION_FAILED':
        return state.translating ? { ...state, translating: false } : state;
    }
  };
}

/** Applies the actions in order (for the machines' tests and for replaying a scenario). */
export function runActions<S, A>(reducer: (state: S, action: A) => S): (state: S, ...actions: A[]) => S {
  return (state, ...actions) => actions.reduce(reducer, state);
}
