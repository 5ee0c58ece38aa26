import { expect, test } from 'vitest';
import { runActions } from '../shell/base-reducer';
import { parseDraft } from '../shared/mode-state';
import { storySaveSchema } from '../../../../shared/schemas/story';
import { airotsReducer, airotsSavePayload, airotsStateFromStory, ANSWER_TOO_LONG, hasUnsavedWork, initialAirotsState } from './airots-machine';
import { airotsMachine, isLastPhase, suggestedTitle, type AirotsState } from './airots-machine';

const ANSWERS = [
  'Il lupo era piccolo.',
  'La mamma disse di parlare con tutti.',
  'Incontrò un lupo timido.',
  'La nonna fece la merenda.',
  'Che occhi piccoli!',
  'Salvò il lupo.',
];

const run = runActions(airotsReducer);

const onFirstPhase = () => run(initialAirotsState(), { type: 'START' }, { type: 'CHOOSE_TALE', taleId: 'CAPPUCCETTO_ROSSO' });

function answerAll(): AirotsState {
  return ANSWERS.reduce((s, text) => run(s, { type: 'SET_ANSWER', text }, { type: 'CONTINUE' }), onFirstPhase());
}

test('intro → tale choice → phase 1 of the chosen tale', () => {
  const intro = initialAirotsState();
  expect(intro.stage).toBe('intro');
  const choice = airotsReducer(intro, { type: 'START' });
  expect(choice.stage).toBe('tale-choice');
  expect(airotsReducer(choice, { type: 'START' })).toBe(choice);
  const phase = airotsReducer(choice, { type: 'CHOOSE_TALE', taleId: 'CAPPUCCETTO_ROSSO' });
  expect(phase).toMatchObject({ stage: 'phase', taleId: 'CAPPUCCETTO_ROSSO', phaseIndex: 0, currentAnswer: '' });
  expect(airotsReducer(intro, { type: 'CHOOSE_TALE', taleId: 'POLLICINO' })).toBe(intro);
});

test('continue without an answer gives Risposta richiesta / Inserisci una risposta prima di continuare', () => {
  const s = run(onFirstPhase(), { type: 'SET_ANSWER', text: ' \n ' }, { type: 'CONTINUE' });
  expect(s.phaseIndex).toBe(0);
  expect(s.error).toEqual({ title: 'Risposta richiesta', message: 'Inserisci una risposta prima di continuare' });
  expect(airotsReducer(s, { type: 'SET_ANSWER', text: 'x' }).error).toBeNull();
});

test('an answer over 800 characters is refused', () => {
  const s = run(onFirstPhase(), { type: 'SET_ANSWER', text: 'a'.repeat(801) }, { type: 'CONTINUE' });
  expect(s.phaseIndex).toBe(0);
  expect(s.error).toEqual(ANSWER_TOO_LONG);
  const ok = run(onFirstPhase(), { type: 'SET_ANSWER', text: 'a'.repeat(800) }, { type: 'CONTINUE' });
  expect(ok.phaseIndex).toBe(1);
});

test("continue stores the answer and moves on ('Continua' on 1–5, 'Finisci' on 6)", () => {
  let s = onFirstPhase();
  for (let i = 0; i < 5; i += 1) {
    expect(isLastPhase(s)).toBe(false);
    s = run(s, { type: 'SET_ANSWER', text: ` ${ANSWERS[i]} ` }, { type: 'CONTINUE' });
    expect(s.phaseIndex).toBe(i + 1);
    expect(s.answers[i]).toBe(ANSWERS[i]);
    expect(s.currentAnswer).toBe('');
  }
  expect(isLastPhase(s)).toBe(true);
});

test('finishing the sixth phase opens the conclusion with a title and the full text, read-only', () => {
  const s = answerAll();
  expect(s.stage).toBe('conclusion');
  expect(s.answers).toEqual(ANSWERS);
  expect(s.content).toBe(ANSWERS.join('\n\n'));
  expect(s.title).toBe('Cappuccetto Rosso al contrario');
  expect(s.editing).toBe(false);
});

test("'Indietro' returns to the previous phase and reloads its answer, keeping what was typed", () => {
  const two = run(onFirstPhase(), { type: 'SET_ANSWER', text: 'Uno' }, { type: 'CONTINUE' }, { type: 'SET_ANSWER', text: 'Due a metà' });
  const back = airotsReducer(two, { type: 'BACK' });
  expect(back).toMatchObject({ phaseIndex: 0, currentAnswer: 'Uno' });
  const forward = airotsReducer(back, { type: 'CONTINUE' });
  expect(forward).toMatchObject({ phaseIndex: 1, currentAnswer: 'Due a metà' });
});

test("'Indietro' from phase 1 goes to the tale choice, from there to the intro; the same tale keeps its answers", () => {
  const s = run(onFirstPhase(), { type: 'SET_ANSWER', text: 'Uno' }, { type: 'BACK' });
  expect(s.stage).toBe('tale-choice');
  expect(airotsReducer(s, { type: 'BACK' }).stage).toBe('intro');
  expect(airotsReducer(initialAirotsState(), { type: 'BACK' })).toEqual(initialAirotsState());
  const same = airotsReducer(s, { type: 'CHOOSE_TALE', taleId: 'CAPPUCCETTO_ROSSO' });
  expect(same).toMatchObject({ stage: 'phase', phaseIndex: 0, currentAnswer: 'Uno' });
  const other = airotsReducer(s, { type: 'CHOOSE_TALE', taleId: 'BIANCANEVE' });
  expect(other).toMatchObject({ taleId: 'BIANCANEVE', currentAnswer: '', answers: ['', '', '', '', '', ''] });
});

test("'Indietro' from the conclusion reopens phase 6", () => {
  const s = airotsReducer(answerAll(), { type: 'BACK' });
  expect(s).toMatchObject({ stage: 'phase', phaseIndex: 5, currentAnswer: ANSWERS[5] });
});

test('the conclusion text is read-only until MODIFICA toggles editing', () => {
  const s = answerAll();
  expect(airotsReducer(s, { type: 'SET_CONTENT', text: 'nuovo' })).toBe(s);
  const editing = airotsReducer(s, { type: 'TOGGLE_EDITING' });
  expect(editing.editing).toBe(true);
  const edited = airotsReducer(editing, { type: 'SET_CONTENT', text: 'Testo nuovo.' });
  expect(edited.content).toBe('Testo nuovo.');
  expect(airotsReducer(edited, { type: 'TOGGLE_EDITING' }).editing).toBe(false);
  expect(airotsReducer(onFirstPhase(), { type: 'TOGGLE_EDITING' }).editing).toBe(false);
});

test('the title can be changed on the conclusion only', () => {
  expect(airotsReducer(answerAll(), { type: 'SET_TITLE', title: 'Il lupo timido' }).title).toBe('Il lupo timido');
  const phase = onFirstPhase();
  expect(airotsReducer(phase, { type: 'SET_TITLE', title: 'x' })).toBe(phase);
});

test('a title chosen before is kept when finishing again', () => {
  const s = run(answerAll(), { type: 'SET_TITLE', title: 'Mio titolo' }, { type: 'BACK' }, { type: 'CONTINUE' });
  expect(s.stage).toBe('conclusion');
  expect(s.title).toBe('Mio titolo');
});

test('leaving asks for confirmation when any answer exists and is not saved', () => {
  expect(hasUnsavedWork(initialAirotsState())).toBe(false);
  expect(hasUnsavedWork(onFirstPhase())).toBe(false);
  expect(hasUnsavedWork(airotsReducer(onFirstPhase(), { type: 'SET_ANSWER', text: 'x' }))).toBe(true);
  const saved = airotsReducer(answerAll(), { type: 'SAVED', storyId: 'a1', title: 'T' });
  expect(hasUnsavedWork(saved)).toBe(false);
  expect(hasUnsavedWork(run(saved, { type: 'TOGGLE_EDITING' }, { type: 'SET_CONTENT', text: 'y' }))).toBe(true);
});

test('saving gives a valid AIROTS story with the tale, six answers and language', () => {
  const payload = airotsSavePayload(answerAll());
  expect(payload).toMatchObject({
    content: ANSWERS.join('\n\n'),
    status: 'completed',
    mode: 'AIROTS',
    language: 'italian',
    answers: ANSWERS,
    category: 'CAPPUCCETTO_ROSSO',
    modeState: { selectedFairyTale: 'CAPPUCCETTO_ROSSO' },
  });
  expect(storySaveSchema.safeParse({ ...payload, title: 'Titolo' }).success).toBe(true);
});

test('opening an existing story skips the intro and restores tale, answers, title and language', () => {
  const s = airotsStateFromStory({
    id: 'a1',
    title: 'Il lupo timido',
    content: 'Testo salvato',
    mode: 'AIROTS',
    language: 'english',
    answers: ANSWERS,
    category: 'CAPPUCCETTO_ROSSO',
    modeState: { selectedFairyTale: 'CAPPUCCETTO_ROSSO' },
  });
  expect(s).toMatchObject({
    stage: 'conclusion',
    taleId: 'CAPPUCCETTO_ROSSO',
    answers: ANSWERS,
    title: 'Il lupo timido',
    language: 'english',
    content: 'Testo salvato',
    storyId: 'a1',
    saved: true,
  });
  if (!s) throw new Error('not opened');
  const payload = airotsSavePayload(s);
  expect(payload.id).toBe('a1');
});

test('an existing story with missing answers opens on the first missing phase; without a tale on the choice', () => {
  const partial = airotsStateFromStory({
    id: 'a2',
    title: 'T',
    content: '',
    mode: 'AIROTS',
    language: 'italian',
    answers: ['a', 'b'],
    category: 'POLLICINO',
    modeState: null,
  });
  expect(partial).toMatchObject({ stage: 'phase', phaseIndex: 2, taleId: 'POLLICINO' });
  const noTale = airotsStateFromStory({ id: 'a3', title: 'T', content: '', mode: 'AIROTS', language: 'italian', answers: [], category: null, modeState: null });
  expect(noTale?.stage).toBe('tale-choice');
  expect(
    airotsStateFromStory({ id: 'g', title: 'T', content: '', mode: 'GHOST', language: 'italian', answers: [], category: null, modeState: null }),
  ).toBeNull();
});

test('the suggested title names the tale', () => {
  expect(suggestedTitle('POLLICINO')).toBe('Pollicino al contrario');
  expect(suggestedTitle(null)).toBe('');
});

test('the state is plain JSON and survives a draft round trip', () => {
  const s = run(onFirstPhase(), { type: 'SET_ANSWER', text: 'x' });
  expect(parseDraft(airotsMachine.schema, JSON.parse(JSON.stringify(s)))).toEqual(s);
  expect(parseDraft(airotsMachine.schema, { ...s, taleId: 'PINOCCHIO' })).toBeNull();
});
