import { expect, test } from 'vitest';
import { runActions } from '../shell/base-reducer';
import { parseDraft } from '../shared/mode-state';
import { storySaveSchema, type StoryDto } from '../../../../shared/schemas/story';
import { seededRandom } from '../shared/random';
import { canFinish, finalMissingKeywords, hasUnsavedWork, initialWordSeriesState } from './parole-chiamano-machine';
import { STORY_REQUIRED, usedKeywords, wordSeriesReducer, wordSeriesSaveError } from './parole-chiamano-machine';
import { PIECE_TEXT_REQUIRED } from '../shared/editor-state';
import { wordSeriesMachine, wordSeriesSavePayload, wordSeriesStateFromStory, type WordSeriesAction, type WordSeriesState } from './parole-chiamano-machine';
import { generateWordSeries } from './word-series';

const SERIES = [
  ['gufo', 'aquilone', 'torta', 'tigre', 'orso'],
  ['gelato', 'ape', 'treno', 'tamburo', 'oca'],
  ['grillo', 'albero', 'tesoro', 'topo', 'onda'],
];

const run = runActions(wordSeriesReducer);

function atSeries(): WordSeriesState {
  return run(initialWordSeriesState(), { type: 'START' }, { type: 'SET_WORD', word: ' Gatto ' }, { type: 'SUBMIT_WORD', series: SERIES });
}

function atStory(series = 0): WordSeriesState {
  return run(atSeries(), { type: 'CHOOSE_SERIES', series });
}

function write(state: WordSeriesState, ...pieces: string[]): WordSeriesState {
  return pieces.reduce((s, text) => run(s, { type: 'SET_PIECE', text }, { type: 'ADD_PIECE' }), state);
}

function atFinal(): WordSeriesState {
  return run(write(atStory(), 'Un gufo e un aquilone.', 'Poi una tigre porta una torta all’orso.'), { type: 'FINISH' });
}

test('starts on the intro; START opens the word input', () => {
  const s = initialWordSeriesState();
  expect(s.stage).toBe('intro');
  expect(run(s, { type: 'START' }).stage).toBe('input');
  expect(run(s, { type: 'BACK' })).toBe(s);
});

test('a word of the wrong length stays on the input with Parola non valida', () => {
  const s = run(initialWordSeriesState(), { type: 'START' }, { type: 'SET_WORD', word: 'ape' }, { type: 'SUBMIT_WORD', series: SERIES });
  expect(s.stage).toBe('input');
  expect(s.error).toEqual({ title: 'Parola non valida', message: 'La parola deve avere tra 4 e 6 lettere' });
  expect(run(s, { type: 'SET_WORD', word: 'apei' }).error).toBeNull();
});

test('a valid word opens the three series', () => {
  const s = atSeries();
  expect(s.stage).toBe('series');
  expect(s.word).toBe('Gatto');
  expect(s.seriesWord).toBe('Gatto');
  expect(s.series).toEqual(SERIES);
  expect(s.chosen).toBeNull();
});

test('series that do not fit the word are ignored', () => {
  const s = run(initialWordSeriesState(), { type: 'START' }, { type: 'SET_WORD', word: 'Gatto' }, { type: 'SUBMIT_WORD', series: [['a']] });
  expect(s.stage).toBe('input');
});

test('Riprova replaces the series; other steps ignore it', () => {
  const fresh = generateWordSeries('Gatto', seededRandom(4), SERIES);
  const s = run(atSeries(), { type: 'RETRY', series: fresh });
  expect(s.series).toEqual(fresh);
  expect(run(atStory(), { type: 'RETRY', series: fresh }).series).toEqual(SERIES);
  expect(run(atSeries(), { type: 'RETRY', series: [['x']] }).series).toEqual(SERIES);
});

test('back arrows return one stage at a time', () => {
  const final = atFinal();
  const story = run(final, { type: 'BACK' });
  expect(story.stage).toBe('story');
  const series = run(story, { type: 'BACK' });
  expect(series.stage).toBe('series');
  const input = run(series, { type: 'BACK' });
  expect(input.stage).toBe('input');
  expect(run(input, { type: 'BACK' }).stage).toBe('intro');
});

test('going back to the input and on again with the same word keeps the series and their edits', () => {
  const edited = run(atSeries(), { type: 'EDIT_KEYWORD', series: 0, index: 0, word: 'gigante' });
  const again = run(edited, { type: 'BACK' }, { type: 'SUBMIT_WORD', series: generateWordSeries('Gatto', seededRandom(9)) });
  expect(again.stage).toBe('series');
  expect(again.series[0]?.[0]).toBe('gigante');
});

test('a new word makes new series', () => {
  const s = run(atSeries(), { type: 'BACK' }, { type: 'SET_WORD', word: 'luna' }, { type: 'SUBMIT_WORD', series: generateWordSeries('luna', seededRandom(2)) });
  expect(s.seriesWord).toBe('luna');
  expect(s.series[0]).toHaveLength(4);
  expect(s.series[0]?.[0]?.[0]).toBe('l');
});

test('a keyword is changed only to a word with the same initial', () => {
  const ok = run(atSeries(), { type: 'EDIT_KEYWORD', series: 1, index: 3, word: '  Tartaruga ' });
  expect(ok.series[1]).toEqual(['gelato', 'ape', 'treno', 'Tartaruga', 'oca']);
  const wrong = run(atSeries(), { type: 'EDIT_KEYWORD', series: 1, index: 3, word: 'leone' });
  expect(wrong.series).toEqual(SERIES);
  expect(wrong.error).toEqual({ title: 'Lettera non corretta', message: 'La parola deve iniziare con "T"' });
  expect(run(atSeries(), { type: 'EDIT_KEYWORD', series: 5, index: 0, word: 'gufo' }).series).toEqual(SERIES);
});

test('choosing series B sets its words as the keywords and opens the story', () => {
  const s = atStory(1);
  expect(s.stage).toBe('story');
  expect(s.chosen).toBe(1);
  expect(s.keywords).toEqual(SERIES[1]);
  expect(run(atSeries(), { type: 'CHOOSE_SERIES', series: 7 }).stage).toBe('series');
});

test('pieces are added one by one; an empty piece is refused', () => {
  const empty = run(atStory(), { type: 'SET_PIECE', text: '   ' }, { type: 'ADD_PIECE' });
  expect(empty.pieces).toEqual([]);
  expect(empty.error).toEqual(PIECE_TEXT_REQUIRED);
  const s = write(atStory(), '  Il gufo vola. ', 'Poi arriva un ORSO.');
  expect(s.pieces).toEqual(['Il gufo vola.', 'Poi arriva un ORSO.']);
  expect(s.piece).toBe('');
});

test('a keyword is marked used when it appears in the story so far, case ignored', () => {
  const s = write(atStory(), 'Il GUFO vola.', 'Poi arriva un Orso.');
  expect(usedKeywords(s)).toEqual(['gufo', 'orso']);
  expect(canFinish(s)).toBe(false);
});

test('the last piece can be taken back to be corrected', () => {
  const s = run(write(atStory(), 'Uno.', 'Due.'), { type: 'UNDO_PIECE' });
  expect(s.pieces).toEqual(['Uno.']);
  expect(s.piece).toBe('Due.');
  expect(run(s, { type: 'UNDO_PIECE' })).toBe(s);
});

test('Fine Storia needs at least one piece and every keyword', () => {
  const none = run(atStory(), { type: 'FINISH' });
  expect(none.stage).toBe('story');
  expect(none.error).toEqual(STORY_REQUIRED);
  expect(canFinish(atStory())).toBe(false);

  const partial = run(write(atStory(), 'Un gufo e una torta.'), { type: 'FINISH' });
  expect(partial.stage).toBe('story');
  expect(partial.error).toEqual({ title: 'Parole mancanti', message: 'Inserisci tutte le parole: aquilone, tigre, orso' });

  const s = atFinal();
  expect(s.stage).toBe('final');
  expect(s.text).toBe('Un gufo e un aquilone.\n\nPoi una tigre porta una torta all’orso.');
});

test('on the final screen the missing keywords are computed and saving is blocked', () => {
  const edited = run(atFinal(), { type: 'SET_TEXT', text: 'Un gufo e una torta.' });
  expect(finalMissingKeywords(edited)).toEqual(['aquilone', 'tigre', 'orso']);
  expect(wordSeriesSaveError(edited)).toEqual({ title: 'Parole mancanti', message: 'Inserisci tutte le parole: aquilone, tigre, orso' });
  expect(run(edited, { type: 'CHECK_SAVE' }).error?.title).toBe('Parole mancanti');
  const fixed = run(edited, { type: 'SET_TEXT', text: 'Un GUFO, un Aquilone, una TIGRE, una torta e un orso.' });
  expect(wordSeriesSaveError(fixed)).toBeNull();
  expect(run(fixed, { type: 'CHECK_SAVE' }).error).toBeNull();
  expect(wordSeriesSaveError(run(atFinal(), { type: 'SET_TEXT', text: ' ' }))).toEqual(STORY_REQUIRED);
});

test('going back from the final screen keeps an edited text as pieces', () => {
  const s = run(atFinal(), { type: 'SET_TEXT', text: 'Primo pezzo gufo aquilone.\n\nSecondo torta tigre orso.\n\nTerzo.' }, { type: 'BACK' });
  expect(s.pieces).toEqual(['Primo pezzo gufo aquilone.', 'Secondo torta tigre orso.', 'Terzo.']);
  expect(run(s, { type: 'FINISH' }).text).toBe('Primo pezzo gufo aquilone.\n\nSecondo torta tigre orso.\n\nTerzo.');
});

test('translation remembers the original and the toggle restores it exactly', () => {
  const s = run({ ...atFinal(), title: 'Il gufo' }, { type: 'TRANSLATION_STARTED' });
  expect(s.translating).toBe(true);
  expect(run(s, { type: 'TRANSLATION_STARTED' })).toBe(s);
  const english = run(s, { type: 'TRANSLATED', language: 'english', title: 'The owl', text: 'An owl and a kite.' });
  expect(english.language).toBe('english');
  expect(english.text).toBe('An owl and a kite.');
  expect(english.translating).toBe(false);
  // The Italian keywords are checked on the Italian original.
  expect(finalMissingKeywords(english)).toEqual([]);
  const back = run(english, { type: 'RESTORE_ORIGINAL' });
  expect(back.language).toBe('italian');
  expect(back.title).toBe('Il gufo');
  expect(back.text).toBe(atFinal().text);
  expect(back.original).toBeNull();
});

test('a failed translation leaves the text untouched', () => {
  const s = run(atFinal(), { type: 'TRANSLATION_STARTED' }, { type: 'TRANSLATION_FAILED' });
  expect(s.translating).toBe(false);
  expect(s.text).toBe(atFinal().text);
  expect(run(atFinal(), { type: 'TRANSLATED', language: 'english', title: 'x', text: 'y' }).language).toBe('italian');
});

test('going back from a translated final screen restores the Italian first', () => {
  const s = run(atFinal(), { type: 'TRANSLATION_STARTED' }, { type: 'TRANSLATED', language: 'english', title: '', text: 'English.' }, { type: 'BACK' });
  expect(s.language).toBe('italian');
  expect(s.pieces).toEqual(['Un gufo e un aquilone.', 'Poi una tigre porta una torta all’orso.']);
});

test('the save payload is valid for the API and carries the series', () => {
  const s = { ...atFinal(), title: 'Gatto' };
  const payload = wordSeriesSavePayload(s);
  expect(storySaveSchema.safeParse({ ...payload, title: 'Titolo' }).success).toBe(true);
  expect(payload).toMatchObject({ mode: 'PAROLE_CHIAMANO', status: 'completed', content: s.text, language: 'italian' });
  expect(payload.modeState).toEqual({ word: 'Gatto', series: SERIES, chosen: 0, keywords: SERIES[0] });
  expect(payload).not.toHaveProperty('id');
  const saved = run(s, { type: 'SAVED', storyId: 'abc', title: 'Il gatto' });
  expect(saved.saved).toBe(true);
  expect(hasUnsavedWork(saved)).toBe(false);
  expect(wordSeriesSavePayload(saved).id).toBe('abc');
});

test('a saved story reopens on the final screen with its keywords', () => {
  const payload = wordSeriesSavePayload(atFinal());
  const story: StoryDto = {
    id: 'id-1',
    title: 'T',
    content: payload.content,
    status: 'completed',
    mode: 'PAROLE_CHIAMANO',
    language: 'italian',
    category: null,
    answers: [],
    modeState: payload.modeState ?? null,
    authorId: 'u',
    authorName: 'U',
    isPublic: false,
    publishedAt: null,
    imageUrl: null,
    createdAt: '',
    updatedAt: '',
  };
  const s = wordSeriesStateFromStory(story);
  expect(s?.stage).toBe('final');
  expect(s?.keywords).toEqual(SERIES[0]);
  expect(s?.storyId).toBe('id-1');
  expect(s?.pieces).toHaveLength(2);
  expect(wordSeriesStateFromStory({ ...story, mode: 'CSS' })).toBeNull();
  expect(wordSeriesStateFromStory({ ...story, modeState: null })?.keywords).toEqual([]);
});

test('unsaved work, drafts and a new story', () => {
  expect(hasUnsavedWork(initialWordSeriesState())).toBe(false);
  expect(hasUnsavedWork(atSeries())).toBe(true);
  const draft = JSON.parse(JSON.stringify(run(atFinal(), { type: 'TRANSLATION_STARTED' })));
  const restored = parseDraft(wordSeriesMachine.schema, draft);
  expect(restored?.stage).toBe('final');
  expect(restored?.translating).toBe(false);
  expect(parseDraft(wordSeriesMachine.schema, { stage: 'nowhere' })).toBeNull();
});

test('actions of another stage leave the state as it is', () => {
  const intro = initialWordSeriesState();
  for (const action of [
    { type: 'SET_WORD', word: 'x' },
    { type: 'SUBMIT_WORD', series: SERIES },
    { type: 'EDIT_KEYWORD', series: 0, index: 0, word: 'g' },
    { type: 'CHOOSE_SERIES', series: 0 },
    { type: 'SET_PIECE', text: 'x' },
    { type: 'ADD_PIECE' },
    { type: 'FINISH' },
    { type: 'SET_TEXT', text: 'x' },
    { type: 'CHECK_SAVE' },
    { type: 'TRANSLATION_STARTED' },
    { type: 'RESTORE_ORIGINAL' },
  ] satisfies WordSeriesAction[]) {
    expect(wordSeriesReducer(intro, action), action.type).toBe(intro);
  }
  expect(run(atStory(), { type: 'START' }).stage).toBe('story');
});

test('the same mistake twice gives a new message each time, so it is shown again', () => {
  const once = run(initialWordSeriesState(), { type: 'START' }, { type: 'SET_WORD', word: 'ape' }, { type: 'SUBMIT_WORD', series: SERIES });
  const twice = run(once, { type: 'SUBMIT_WORD', series: SERIES });
  expect(twice.error).toEqual(once.error);
  expect(twice.error).not.toBe(once.error);
});
