import { expect, test } from 'vitest';
import { withBaseCases, runActions, type BaseAction, type BaseCases } from './base-reducer';
import { initialStoryFields } from '../shared/mode-state';

/** A tiny mode: intro → writing, one own action. */
interface TinyState extends ReturnType<typeof initialStoryFields> {
  stage: 'intro' | 'writing';
  text: string;
  translating: boolean;
}
type TinyAction = BaseAction | { type: 'WRITE'; text: string };

const fresh = (): TinyState => ({ stage: 'intro', text: '', translating: false, ...initialStoryFields() });
const CASES: BaseCases<TinyState> = { start: { from: 'intro', to: () => ({ stage: 'writing' }) } };
const reducer = withBaseCases<TinyState, TinyAction>(CASES, (state, action) => ({ ...state, text: action.text, saved: false }));
const run = runActions(reducer);

test('START goes from the intro to the first step, clearing a message; elsewhere it does nothing', () => {
  const started = run({ ...fresh(), error: { title: 'T', message: 'M' } }, { type: 'START' });
  expect(started).toMatchObject({ stage: 'writing', error: null });
  expect(run(started, { type: 'START' })).toBe(started);
});

test('a mode without a start step ignores START', () => {
  const bare = withBaseCases<TinyState, TinyAction>({}, (state) => state);
  const state = fresh();
  expect(bare(state, { type: 'START' })).toBe(state);
});

test('SAVED remembers the story it now updates and its title, and marks the work saved', () => {
  const written = run(fresh(), { type: 'START' }, { type: 'WRITE', text: 'C’era una volta' });
  expect(written.saved).toBe(false);
  const saved = run(written, { type: 'SAVED', storyId: 's1', title: 'La volta' });
  expect(saved).toMatchObject({ storyId: 's1', title: 'La volta', saved: true, text: 'C’era una volta', stage: 'writing' });
});

test('TRANSLATION_FAILED stops a running translation, and is a no-op otherwise', () => {
  const state = fresh();
  expect(run(state, { type: 'TRANSLATION_FAILED' })).toBe(state);
  expect(run({ ...state, translating: true }, { type: 'TRANSLATION_FAILED' }).translating).toBe(false);
});

test('own actions reach the mode', () => {
  const written = run(fresh(), { type: 'START' }, { type: 'WRITE', text: 'x' });
  expect(written.text).toBe('x');
});
