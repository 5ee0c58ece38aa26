import { expect, test } from 'vitest';
import { runActions } from '../shell/base-reducer';
import { parseDraft } from '../shared/mode-state';
import { storySaveSchema } from '../../../../shared/schemas/story';
import { DRAFT_REQUIRED, ghostReducer, ghostSavePayload, ghostStateFromStory, ghostStep, hasUnsavedWork, initialGhostState } from './ghost-machine';
import { ghostMachine, type GhostState } from './ghost-machine';

const ANSWERS = ['Un fantasma timido.', 'In una vecchia scuola.', 'Suonava il campanello.', '«Buuu!»', 'Che era simpatico.', 'Diventò il bidello.'];

const run = runActions(ghostReducer);

function answer(state: GhostState, text: string): GhostState {
  return run(state, { type: 'SET_ANSWER', text }, { type: 'CONTINUE' });
}

function answerAll(): GhostState {
  return ANSWERS.reduce(answer, initialGhostState());
}

test('the editor starts on question 1 of 6', () => {
  const s = initialGhostState();
  expect(s.stage).toBe('questions');
  expect(s.questionIndex).toBe(0);
  expect(ghostStep(s)).toBe('1/6');
  expect(s.answers).toEqual(['', '', '', '', '', '']);
});

test('continue without an answer stays and gives Risposta richiesta / Inserisci una risposta prima di continuare', () => {
  const s = run(initialGhostState(), { type: 'SET_ANSWER', text: '  ' }, { type: 'CONTINUE' });
  expect(s.questionIndex).toBe(0);
  expect(s.error).toEqual({ title: 'Risposta richiesta', message: 'Inserisci una risposta prima di continuare' });
  expect(run(s, { type: 'SET_ANSWER', text: 'x' }).error).toBeNull();
});

test('continue stores the answer and moves to the next question with an empty box', () => {
  const s = answer(initialGhostState(), '  Un fantasma timido. ');
  expect(s.answers[0]).toBe('Un fantasma timido.');
  expect(s.questionIndex).toBe(1);
  expect(ghostStep(s)).toBe('2/6');
  expect(s.currentAnswer).toBe('');
});

test('after the sixth answer the answers joined by new lines form the draft and the review opens', () => {
  const s = answerAll();
  expect(s.stage).toBe('review');
  expect(s.answers).toEqual(ANSWERS);
  expect(s.draft).toBe(ANSWERS.join('\n'));
});

test('back returns to the previous question with its answer, keeping what was typed', () => {
  const s = run(answer(answer(initialGhostState(), 'Uno'), 'Due'), { type: 'SET_ANSWER', text: 'Tre a metà' }, { type: 'BACK' });
  expect(s.questionIndex).toBe(1);
  expect(s.currentAnswer).toBe('Due');
  const forward = run(s, { type: 'CONTINUE' });
  expect(forward.questionIndex).toBe(2);
  expect(forward.currentAnswer).toBe('Tre a metà');
  const first = initialGhostState();
  expect(ghostReducer(first, { type: 'BACK' })).toBe(first);
});

test('the draft can be edited in the review', () => {
  const s = run(answerAll(), { type: 'SET_DRAFT', text: 'Una storia nuova.' });
  expect(s.draft).toBe('Una storia nuova.');
  expect(ghostReducer(initialGhostState(), { type: 'SET_DRAFT', text: 'x' }).draft).toBe('');
});

test('the draft can be sent back to the questions, answers kept, and comes back rebuilt', () => {
  const back = run(answerAll(), { type: 'BACK_TO_QUESTIONS' });
  expect(back.stage).toBe('questions');
  expect(back.questionIndex).toBe(0);
  expect(back.currentAnswer).toBe(ANSWERS[0]);
  expect(back.answers).toEqual(ANSWERS);
  let s = run(back, { type: 'SET_ANSWER', text: 'Una strega.' });
  for (let i = 0; i < 6; i += 1) s = ghostReducer(s, { type: 'CONTINUE' });
  expect(s.stage).toBe('review');
  expect(s.draft.split('\n')[0]).toBe('Una strega.');
});

test('finalising opens the final screen with the draft', () => {
  const s = run(answerAll(), { type: 'SET_DRAFT', text: ' Testo finale. ' }, { type: 'FINALIZE' });
  expect(s.stage).toBe('final');
  expect(s.draft).toBe('Testo finale.');
});

test('an empty draft cannot be finalised', () => {
  const s = run(answerAll(), { type: 'SET_DRAFT', text: '' }, { type: 'FINALIZE' });
  expect(s.stage).toBe('review');
  expect(s.error).toEqual(DRAFT_REQUIRED);
});

test('the final screen can go back to editing the draft', () => {
  const s = run(answerAll(), { type: 'FINALIZE' }, { type: 'EDIT_AGAIN' });
  expect(s.stage).toBe('review');
  expect(ghostReducer(initialGhostState(), { type: 'EDIT_AGAIN' }).stage).toBe('questions');
});

test('actions of other screens do nothing', () => {
  const questions = initialGhostState();
  expect(ghostReducer(questions, { type: 'FINALIZE' })).toBe(questions);
  expect(ghostReducer(questions, { type: 'BACK_TO_QUESTIONS' })).toBe(questions);
  const review = answerAll();
  expect(ghostReducer(review, { type: 'CONTINUE' })).toBe(review);
  expect(ghostReducer(review, { type: 'SET_ANSWER', text: 'x' })).toBe(review);
  expect(ghostReducer(review, { type: 'BACK' })).toBe(review);
});

test('saving gives a valid GHOST story with the answers; after it the work is saved', () => {
  const final = run(answerAll(), { type: 'FINALIZE' });
  expect(hasUnsavedWork(final)).toBe(true);
  const payload = ghostSavePayload(final);
  expect(payload).toMatchObject({ content: ANSWERS.join('\n'), status: 'completed', mode: 'GHOST', language: 'italian', answers: ANSWERS });
  expect(storySaveSchema.safeParse({ ...payload, title: 'Titolo' }).success).toBe(true);
  const saved = ghostReducer(final, { type: 'SAVED', storyId: 's1', title: 'Il fantasma timido' });
  expect(hasUnsavedWork(saved)).toBe(false);
  expect(ghostSavePayload(saved).id).toBe('s1');
});

test('hasUnsavedWork is false on a blank editor and true as soon as something is typed', () => {
  expect(hasUnsavedWork(initialGhostState())).toBe(false);
  expect(hasUnsavedWork(run(initialGhostState(), { type: 'SET_ANSWER', text: 'C' }))).toBe(true);
});

test('a saved GHOST story reopens on the review with its text and answers', () => {
  const s = ghostStateFromStory({ id: 'g1', title: 'T', content: 'Testo', mode: 'GHOST', language: 'english', answers: ['a', 'b'] });
  expect(s).toMatchObject({
    stage: 'review',
    draft: 'Testo',
    answers: ['a', 'b', '', '', '', ''],
    storyId: 'g1',
    title: 'T',
    language: 'english',
    saved: true,
  });
  expect(ghostStateFromStory({ id: 'p', title: 'T', content: 'x', mode: 'PROPP', language: 'italian', answers: [] })).toBeNull();
});

test('the state is plain JSON and survives a draft round trip', () => {
  const s = run(answer(initialGhostState(), 'Uno'), { type: 'SET_ANSWER', text: 'Du' });
  expect(parseDraft(ghostMachine.schema, JSON.parse(JSON.stringify(s)))).toEqual(s);
  expect(parseDraft(ghostMachine.schema, { ...s, answers: ['solo una'] })).toBeNull();
  expect(parseDraft(ghostMachine.schema, 'x')).toBeNull();
});
