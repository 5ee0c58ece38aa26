import { expect, test } from 'vitest';
import { runActions } from '../shell/base-reducer';
import { parseDraft } from '../shared/mode-state';
import { FEMALE_PROFESSIONS, MALE_PROFESSIONS } from '../../../../shared/content/professions';
import { storySaveSchema, type StoryDto } from '../../../../shared/schemas/story';
import { EMPTY_STORY, hasUnsavedWork, initialProfessionState, PROFESSION_NOT_FOUND } from './profession-machine';
import { professionList, professionReducer, professionSaveError, professionSavePayload, professionStateFromStory } from './profession-machine';
import { professionDraftSchema, searchProfession, storyBody, storyStart, type ProfessionState } from './profession-machine';

const run = runActions(professionReducer);

function chosen(profession = 'Pittrice'): ProfessionState {
  return run(initialProfessionState({ gender: 'female' }), { type: 'SELECT', profession });
}

test('the list shows the built-in professions of the gender, then the child’s own', () => {
  const s = initialProfessionState({ gender: 'female', custom: { male: ['Pirata'], female: ['Piratessa'] } });
  expect(professionList(s)).toEqual([...FEMALE_PROFESSIONS, 'Piratessa']);
  expect(professionList(run(s, { type: 'SET_GENDER', gender: 'male' }))).toEqual([...MALE_PROFESSIONS, 'Pirata']);
  expect(run(s, { type: 'SET_GENDER', gender: 'female' })).toBe(s);
});

test('the list scrolls by itself unless told otherwise; the button and Space toggle it', () => {
  expect(initialProfessionState().scrolling).toBe(true);
  const paused = initialProfessionState({ scrolling: false });
  expect(paused.scrolling).toBe(false);
  expect(run(paused, { type: 'TOGGLE_SCROLLING' }).scrolling).toBe(true);
  expect(run(paused, { type: 'TOGGLE_SCROLLING' }, { type: 'TOGGLE_SCROLLING' }).scrolling).toBe(false);
  expect(run(paused, { type: 'SET_SCROLLING', scrolling: true }).scrolling).toBe(true);
  expect(run(paused, { type: 'SET_SCROLLING', scrolling: false })).toBe(paused);
});

test('choosing a profession starts the story with "Se io fossi {profession in lowercase}, " and stops the list', () => {
  const s = chosen('Vigile del fuoco');
  expect(s.selected).toBe('Vigile del fuoco');
  expect(s.stage).toBe('writing');
  expect(initialProfessionState().stage).toBe('list');
  expect(s.text).toBe('Se io fossi vigile del fuoco, ');
  expect(s.scrolling).toBe(false);
  expect(storyStart(' Dottoressa ')).toBe('Se io fossi dottoressa, ');
  expect(run(s, { type: 'SELECT', profession: 'Maestra' })).toBe(s);
  expect(run(s, { type: 'TOGGLE_SCROLLING' })).toBe(s);
  expect(run(initialProfessionState(), { type: 'SELECT', profession: '  ' }).selected).toBeNull();
});

test('Scegli altra professione resets the choice and the story', () => {
  const s = run(chosen(), { type: 'SET_TEXT', text: 'Se io fossi pittrice, dipingerei il cielo.' }, { type: 'RESET', scrolling: true });
  expect(s.selected).toBeNull();
  expect(s.stage).toBe('list');
  expect(s.text).toBe('');
  expect(s.scrolling).toBe(true);
  expect(run(chosen(), { type: 'RESET', scrolling: false }).scrolling).toBe(false);
});

test('search: an exact match, case ignored, selects the profession', () => {
  expect(searchProfession('  maestra ', FEMALE_PROFESSIONS)).toEqual({ kind: 'found', profession: 'Maestra' });
  const s = run(initialProfessionState({ gender: 'female' }), { type: 'SET_QUERY', query: 'ASTRONAUTA' }, { type: 'SEARCH' });
  expect(s.selected).toBe('Astronauta');
  expect(s.text).toBe('Se io fossi astronauta, ');
  expect(s.custom.female).toEqual([]);
  expect(s.query).toBe('');
});

test('search: unknown text is added to the gender’s list and selected', () => {
  expect(searchProfession('domatrice di draghi', FEMALE_PROFESSIONS)).toEqual({ kind: 'new', profession: 'Domatrice di draghi' });
  const s = run(initialProfessionState({ gender: 'female' }), { type: 'SET_QUERY', query: 'domatrice  di draghi' }, { type: 'SEARCH' });
  expect(s.selected).toBe('Domatrice di draghi');
  expect(s.custom).toEqual({ male: [], female: ['Domatrice di draghi'] });
  expect(professionList(s)).toContain('Domatrice di draghi');
  const again = run(run(s, { type: 'RESET', scrolling: false }), { type: 'SET_QUERY', query: 'DOMATRICE DI DRAGHI' }, { type: 'SEARCH' });
  expect(again.custom.female).toEqual(['Domatrice di draghi']);
  expect(again.selected).toBe('Domatrice di draghi');
  const male = run(initialProfessionState({ gender: 'male' }), { type: 'SET_QUERY', query: 'Cacciatore di nuvole' }, { type: 'SEARCH' });
  expect(male.custom).toEqual({ male: ['Cacciatore di nuvole'], female: [] });
});

test('search: empty text gives Professione non trovata', () => {
  expect(searchProfession('   ', MALE_PROFESSIONS)).toEqual({ kind: 'empty' });
  const s = run(initialProfessionState(), { type: 'SET_QUERY', query: '  ' }, { type: 'SEARCH' });
  expect(s.selected).toBeNull();
  expect(s.error).toEqual(PROFESSION_NOT_FOUND);
  expect(s.error?.title).toBe('Professione non trovata');
});

test('search: a new profession with code in it is refused', () => {
  const s = run(initialProfessionState(), { type: 'SET_QUERY', query: '<script>x</script>' }, { type: 'SEARCH' });
  expect(s.selected).toBeNull();
  expect(s.custom.male).toEqual([]);
  expect(s.error?.title).toBe('Contenuto non valido');
});

test('an empty story gives Errore / Scrivi prima la tua storia!', () => {
  expect(professionSaveError(chosen())).toEqual({ title: 'Errore', message: 'Scrivi prima la tua storia!' });
  expect(run(chosen(), { type: 'CHECK_SAVE' }).error).toEqual(EMPTY_STORY);
  expect(professionSaveError(initialProfessionState())).toEqual(EMPTY_STORY);
  const written = run(chosen(), { type: 'SET_TEXT', text: 'Se io fossi pittrice, dipingerei.' });
  expect(storyBody(written)).toBe('dipingerei.');
  expect(professionSaveError(written)).toBeNull();
  expect(run(written, { type: 'CHECK_SAVE' }).error).toBeNull();
  expect(run(initialProfessionState(), { type: 'SET_TEXT', text: 'x' }).text).toBe('');
});

test('translation keeps the original for the toggle', () => {
  const written = run({ ...chosen(), title: 'Colori' }, { type: 'SET_TEXT', text: 'Se io fossi pittrice, dipingerei.' });
  const s = run(written, { type: 'TRANSLATION_STARTED' });
  expect(run(s, { type: 'TRANSLATION_STARTED' })).toBe(s);
  const english = run(s, { type: 'TRANSLATED', language: 'english', title: 'Colours', text: 'If I were a painter, I would paint.' });
  expect(english.language).toBe('english');
  expect(professionSaveError(english)).toBeNull();
  const back = run(english, { type: 'RESTORE_ORIGINAL' });
  expect(back.text).toBe(written.text);
  expect(back.title).toBe('Colori');
  expect(run(s, { type: 'TRANSLATION_FAILED' }).text).toBe(written.text);
  expect(run(initialProfessionState(), { type: 'TRANSLATION_STARTED' }).translating).toBe(false);
});

test('custom professions from local storage are merged without duplicates', () => {
  const s = run(initialProfessionState({ custom: { male: ['Pirata'], female: [] } }), {
    type: 'SET_CUSTOM',
    custom: { male: ['pirata', 'Mago delle bolle'], female: ['Fata'] },
  });
  expect(s.custom).toEqual({ male: ['Pirata', 'Mago delle bolle'], female: ['Fata'] });
  expect(run(s, { type: 'SET_CUSTOM', custom: { male: [], female: ['FATA'] } })).toBe(s);
});

test('the save payload and reopening a saved story', () => {
  const written = run(chosen(), { type: 'SET_TEXT', text: 'Se io fossi pittrice, dipingerei il mare.  ' });
  const payload = professionSavePayload(written);
  expect(storySaveSchema.safeParse({ ...payload, title: 'Titolo' }).success).toBe(true);
  expect(payload).toMatchObject({
    mode: 'PROFESSION',
    status: 'completed',
    content: 'Se io fossi pittrice, dipingerei il mare.',
    modeState: { profession: 'Pittrice', gender: 'female' },
  });
  const saved = run(written, { type: 'SAVED', storyId: 'p-1', title: 'Il mare' });
  expect(hasUnsavedWork(saved)).toBe(false);
  expect(hasUnsavedWork(written)).toBe(true);
  expect(hasUnsavedWork(chosen())).toBe(false);
  expect(professionSavePayload(saved).id).toBe('p-1');
  const story: StoryDto = {
    id: 'p-1',
    title: 'Il mare',
    content: payload.content,
    status: 'completed',
    mode: 'PROFESSION',
    language: 'italian',
    category: 'Pittrice',
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
  const reopened = professionStateFromStory(story);
  expect(reopened?.selected).toBe('Pittrice');
  expect(reopened?.stage).toBe('writing');
  expect(reopened?.gender).toBe('female');
  expect(reopened?.text).toBe(payload.content);
  expect(reopened?.storyId).toBe('p-1');
  expect(professionStateFromStory({ ...story, modeState: null, category: null })?.selected).toBe('pittrice');
  expect(professionStateFromStory({ ...story, mode: 'CSS' })).toBeNull();
});

test('drafts', () => {
  const draft = parseDraft(professionDraftSchema, JSON.parse(JSON.stringify(run(chosen(), { type: 'TRANSLATION_STARTED' }))));
  expect(draft?.selected).toBe('Pittrice');
  expect(draft?.translating).toBe(false);
  expect(parseDraft(professionDraftSchema, { gender: 'other' })).toBeNull();
  expect(parseDraft(professionDraftSchema, { ...initialProfessionState(), stage: 'writing' })).toBeNull();
});

test('searching the other form finds it: "veterinaria" under Al maschile selects Veterinaria, no new profession', () => {
  const s = run(initialProfessionState({ gender: 'male' }), { type: 'SET_QUERY', query: 'veterinaria' }, { type: 'SEARCH' });
  expect(s.selected).toBe('Veterinaria');
  expect(s.gender).toBe('female');
  expect(s.custom).toEqual({ male: [], female: [] });
  const back = run(initialProfessionState({ gender: 'female' }), { type: 'SET_QUERY', query: 'VETERINARIO' }, { type: 'SEARCH' });
  expect(back.selected).toBe('Veterinario');
  expect(back.gender).toBe('male');
});

test('the search ignores case and accents', () => {
  expect(searchProfession('  VÈTERINARIO ', MALE_PROFESSIONS)).toEqual({ kind: 'found', profession: 'Veterinario' });
  expect(searchProfession('veterinaria', MALE_PROFESSIONS, { gender: 'female', list: FEMALE_PROFESSIONS })).toEqual({
    kind: 'found',
    profession: 'Veterinaria',
    gender: 'female',
  });
});
