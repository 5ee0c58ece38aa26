import { expect, test } from 'vitest';
import { runActions } from '../shell/base-reducer';
import { parseDraft } from '../shared/mode-state';
import { CSS_GUIDE_QUESTIONS, CSS_THEMES } from '../../../../shared/content/css-questions';
import { composeCssStory, emptyCssAnswers } from '../../../../shared/content/css-story-format';
import { storySaveSchema, type StoryDto } from '../../../../shared/schemas/story';
import { seededRandom } from '../shared/random';
import { answerCount, canFinishStory, cssReducer, cssSaveError, cssSavePayload, cssStateFromStory, cssStoryText } from './css-machine';
import { cssMachine, drawCssQuestions, hasUnsavedWork, initialCssState, NOTHING_TO_SAVE, type CssAction, type CssState } from './css-machine';

const guide = (i: number) => CSS_GUIDE_QUESTIONS[i]?.question ?? '';
const NATURA = CSS_THEMES[0]?.questions ?? [];

const run = runActions(cssReducer);

function atQuestion(): CssState {
  return run(initialCssState(), { type: 'START' });
}

function atGuided(): CssState {
  return run(atQuestion(), { type: 'CHOOSE_QUESTION', question: NATURA[0] ?? '' });
}

function answer(state: CssState, text: string): CssState {
  return run(state, { type: 'SET_ANSWER', text }, { type: 'NEXT' });
}

/** Answers 1, 2 and 4; skips 3. */
function threeAnswers(): CssState {
  const s = answer(answer(atGuided(), 'Lo vede Luca.'), 'Al villaggio si corre.');
  return answer(run(s, { type: 'SET_ANSWER', text: 'da togliere' }, { type: 'SKIP' }), 'La nonna dice NO.');
}

function atFinal(): CssState {
  return run(threeAnswers(), { type: 'FINISH' });
}

test('intro, then question selection; back returns to the intro', () => {
  expect(initialCssState().stage).toBe('intro');
  expect(atQuestion().stage).toBe('question');
  expect(run(atQuestion(), { type: 'BACK' }).stage).toBe('intro');
  expect(run(initialCssState(), { type: 'BACK' })).toEqual(initialCssState());
});

test('a blank free question is not accepted', () => {
  const s = run(atQuestion(), { type: 'SET_FREE_TEXT', text: '   ' }, { type: 'CHOOSE_FREE_QUESTION' });
  expect(s.stage).toBe('question');
});

test('a free question is wrapped unless it already starts with "cosa succede se"', () => {
  const wrapped = run(atQuestion(), { type: 'SET_FREE_TEXT', text: 'I Gatti Volassero' }, { type: 'CHOOSE_FREE_QUESTION' });
  expect(wrapped.stage).toBe('guided');
  expect(wrapped.question).toBe('Cosa succede se i gatti volassero?');
  const kept = run(atQuestion(), { type: 'SET_FREE_TEXT', text: 'COSA SUCCEDE SE piove?' }, { type: 'CHOOSE_FREE_QUESTION' });
  expect(kept.question).toBe('COSA SUCCEDE SE piove?');
});

test('picking a theme shows three of its questions; another draw gives others', () => {
  const drawn = drawCssQuestions('Natura', seededRandom(1));
  expect(drawn).toHaveLength(3);
  for (const q of drawn) expect(NATURA).toContain(q);
  expect(new Set(drawn).size).toBe(3);
  const s = run(atQuestion(), { type: 'CHOOSE_THEME', theme: 'Natura', drawn });
  expect(s.theme).toBe('Natura');
  expect(s.drawn).toEqual(drawn);
  const again = drawCssQuestions('Natura', seededRandom(2), drawn);
  // Five questions, three shown: the two not shown come first.
  const unseen = NATURA.filter((q) => !drawn.includes(q));
  expect(again.slice(0, 2).sort()).toEqual([...unseen].sort());
  expect(run(s, { type: 'REDRAW', drawn: again }).drawn).toEqual(again);
  expect(run(atQuestion(), { type: 'REDRAW', drawn: again }).drawn).toEqual([]);
});

test('choosing a question resets the question index to 0 and keeps the answers', () => {
  const back = run(threeAnswers(), { type: 'BACK' }, { type: 'BACK' }, { type: 'BACK' }, { type: 'BACK' }, { type: 'BACK' });
  expect(back.stage).toBe('question');
  const s = run(back, { type: 'CHOOSE_QUESTION', question: 'Cosa succede se nevica?' });
  expect(s.stage).toBe('guided');
  expect(s.index).toBe(0);
  expect(s.question).toBe('Cosa succede se nevica?');
  expect(answerCount(s)).toBe(3);
});

test('Next moves through the seven questions and after the last opens the final screen', () => {
  let s = atGuided();
  for (let i = 0; i < 6; i += 1) {
    s = answer(s, `Risposta ${i + 1}`);
    expect(s.index).toBe(i + 1);
    expect(s.stage).toBe('guided');
  }
  s = answer(s, 'Risposta 7');
  expect(s.stage).toBe('final');
  expect(answerCount(s)).toBe(7);
});

test('Back goes to the previous question, or to question selection from the first', () => {
  const s = answer(atGuided(), 'Uno');
  expect(run(s, { type: 'BACK' }).index).toBe(0);
  expect(run(s, { type: 'BACK' }).answers[0]).toBe('Uno');
  expect(run(s, { type: 'BACK' }, { type: 'BACK' }).stage).toBe('question');
});

test('Skip removes the current answer and moves on', () => {
  const s = threeAnswers();
  expect(s.answers[2]).toBe('');
  expect(s.index).toBe(4);
  const last = run({ ...atGuided(), index: 6 }, { type: 'SET_ANSWER', text: 'x' }, { type: 'SKIP' });
  expect(last.stage).toBe('final');
  expect(last.answers[6]).toBe('');
});

test('Finisci Storia is offered from three answers; Finish works at any time', () => {
  expect(canFinishStory(answer(answer(atGuided(), 'a'), 'b'))).toBe(false);
  expect(canFinishStory(threeAnswers())).toBe(true);
  expect(run(atGuided(), { type: 'FINISH' }).stage).toBe('final');
});

test('the final text follows the CSS content format', () => {
  expect(cssStoryText(atFinal())).toBe([NATURA[0], guide(0), 'Lo vede Luca.', guide(1), 'Al villaggio si corre.', guide(3), 'La nonna dice NO.'].join('\n\n'));
});

test('the final edit toggle re-parses the text into question and answer pairs', () => {
  const editing = run(atFinal(), { type: 'EDIT_FINAL' });
  expect(editing.editText).toBe(cssStoryText(atFinal()));
  const text = `Cosa succede se piove latte?\n\n${guide(0)}\n\nLo vede Anna.\n\n${guide(6)}\n\nTutto è bianco.`;
  const applied = run(editing, { type: 'SET_EDIT_TEXT', text }, { type: 'APPLY_EDIT' });
  expect(applied.editText).toBeNull();
  expect(applied.question).toBe('Cosa succede se piove latte?');
  expect(applied.answers).toEqual(['Lo vede Anna.', '', '', '', '', '', 'Tutto è bianco.']);
  expect(run(atFinal(), { type: 'APPLY_EDIT' })).toEqual(atFinal());
});

test('back from the final screen returns to the guided questions, keeping an edit', () => {
  const s = run(atFinal(), { type: 'EDIT_FINAL' }, { type: 'SET_EDIT_TEXT', text: `Cosa succede se?\n\n${guide(2)}\n\nTutti contenti.` }, { type: 'BACK' });
  expect(s.stage).toBe('guided');
  expect(s.answers[2]).toBe('Tutti contenti.');
});

test('the language toggle translates title, question and answers, and restores the original', () => {
  const s = run({ ...atFinal(), title: 'Alberi in cammino' }, { type: 'TRANSLATION_STARTED' });
  expect(s.translating).toBe(true);
  // Blocked while a translation runs.
  expect(run(s, { type: 'TRANSLATION_STARTED' })).toBe(s);
  expect(run(s, { type: 'RESTORE_ORIGINAL' })).toBe(s);
  const english = run(s, {
    type: 'TRANSLATED',
    language: 'english',
    title: 'Walking trees',
    question: 'What if trees could walk?',
    answers: s.answers.map((a) => (a ? `EN ${a}` : '')),
  });
  expect(english.language).toBe('english');
  expect(english.title).toBe('Walking trees');
  expect(english.answers[0]).toBe('EN Lo vede Luca.');
  expect(english.translating).toBe(false);
  const back = run(english, { type: 'RESTORE_ORIGINAL' });
  expect(back.language).toBe('italian');
  expect(back.title).toBe('Alberi in cammino');
  expect(back.answers).toEqual(atFinal().answers);
  expect(run(s, { type: 'TRANSLATION_FAILED' }).answers).toEqual(atFinal().answers);
  expect(run(s, { type: 'TRANSLATED', language: 'english', title: '', question: '', answers: ['x'] })).toBe(s);
});

test('with nothing to translate the toggle only flips the language', () => {
  const empty: CssState = { ...initialCssState(), stage: 'final', question: 'Cosa succede se?' };
  expect(run(empty, { type: 'SET_LANGUAGE', language: 'english' }).language).toBe('english');
  expect(run(atFinal(), { type: 'SET_LANGUAGE', language: 'english' }).language).toBe('italian');
});

test('saving with no answers gives Attenzione / Non c’è nessuna storia da salvare!', () => {
  const empty = run(atGuided(), { type: 'FINISH' });
  expect(cssSaveError(empty)).toEqual({ title: 'Attenzione', message: "Non c'è nessuna storia da salvare!" });
  expect(run(empty, { type: 'CHECK_SAVE' }).error).toEqual(NOTHING_TO_SAVE);
  expect(cssSaveError(atFinal())).toBeNull();
  expect(run(atFinal(), { type: 'CHECK_SAVE' }).error).toBeNull();
});

test('the save payload is a completed CSS story in the content format', () => {
  const payload = cssSavePayload(atFinal());
  expect(storySaveSchema.safeParse({ ...payload, title: 'Titolo' }).success).toBe(true);
  expect(payload).toMatchObject({ mode: 'CSS', status: 'completed', language: 'italian', content: cssStoryText(atFinal()) });
  expect(payload).not.toHaveProperty('id');
  const saved = run(atFinal(), { type: 'SAVED', storyId: 's-1', title: 'Alberi' });
  expect(cssSavePayload(saved).id).toBe('s-1');
  expect(hasUnsavedWork(saved)).toBe(false);
});

test('an existing story opens at question selection with its answers restored', () => {
  const answers = emptyCssAnswers();
  answers[0] = 'Lo vede Luca.';
  answers[5] = 'Decide di aiutare.';
  const story: StoryDto = {
    id: 's-9',
    title: 'La neve',
    content: composeCssStory('Cosa succede se nevica?', answers),
    status: 'completed',
    mode: 'CSS',
    language: 'english',
    category: null,
    answers: [],
    modeState: null,
    authorId: 'u',
    authorName: 'U',
    isPublic: false,
    publishedAt: null,
    imageUrl: null,
    createdAt: '',
    updatedAt: '',
  };
  const s = cssStateFromStory(story);
  expect(s?.stage).toBe('question');
  expect(s?.freeText).toBe('Cosa succede se nevica?');
  expect(s?.answers).toEqual(answers);
  expect(s?.title).toBe('La neve');
  expect(s?.language).toBe('english');
  expect(s?.storyId).toBe('s-9');
  if (!s) return;
  const resumed = run(s, { type: 'CHOOSE_FREE_QUESTION' });
  expect(resumed.question).toBe('Cosa succede se nevica?');
  expect(resumed.answers).toEqual(answers);
  expect(cssStateFromStory({ ...story, mode: 'GHOST' })).toBeNull();
});

test('unsaved work and drafts', () => {
  expect(hasUnsavedWork(initialCssState())).toBe(false);
  expect(hasUnsavedWork(atGuided())).toBe(true);
  const draft = parseDraft(cssMachine.schema, JSON.parse(JSON.stringify(run(atFinal(), { type: 'TRANSLATION_STARTED' }))));
  expect(draft?.stage).toBe('final');
  expect(draft?.translating).toBe(false);
  expect(parseDraft(cssMachine.schema, { ...initialCssState(), answers: [] })).toBeNull();
});

test('actions of another stage leave the state as it is', () => {
  const intro = initialCssState();
  for (const action of [
    { type: 'SET_FREE_TEXT', text: 'x' },
    { type: 'CHOOSE_FREE_QUESTION' },
    { type: 'CHOOSE_THEME', theme: 'Natura', drawn: [] },
    { type: 'CHOOSE_QUESTION', question: 'x' },
    { type: 'SET_ANSWER', text: 'x' },
    { type: 'NEXT' },
    { type: 'SKIP' },
    { type: 'FINISH' },
    { type: 'EDIT_FINAL' },
    { type: 'SET_EDIT_TEXT', text: 'x' },
    { type: 'APPLY_EDIT' },
    { type: 'CHECK_SAVE' },
    { type: 'SET_LANGUAGE', language: 'english' },
    { type: 'TRANSLATION_STARTED' },
    { type: 'RESTORE_ORIGINAL' },
    { type: 'TRANSLATION_FAILED' },
  ] satisfies CssAction[]) {
    expect(cssReducer(intro, action), action.type).toBe(intro);
  }
  expect(run(atGuided(), { type: 'START' }).stage).toBe('guided');
  expect(run(atGuided(), { type: 'CHOOSE_QUESTION', question: '  ' }).stage).toBe('guided');
});
