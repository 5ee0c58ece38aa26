import { expect, test } from 'vitest';
import { runActions } from '../shell/base-reducer';
import { parseDraft } from '../shared/mode-state';
import { storySaveSchema, type StoryDto } from '../../../../shared/schemas/story';
import { campbellFinalText, campbellReducer, campbellSavePayload, campbellStateFromStory, canFinish, CARD_TEXT_REQUIRED } from './campbell-machine';
import { composeCampbellStory, distributeBlocks, emptyContents, hasUnsavedWork, initialCampbellState, isCardUsed } from './campbell-machine';
import { campbellMachine, MORE_CARDS_REQUIRED, usedCardIds, type CampbellAction, type CampbellState } from './campbell-machine';

const run = runActions(campbellReducer);

function writeCard(state: CampbellState, cardId: number, text = `Testo della carta ${cardId}.`): CampbellState {
  return run(state, { type: 'SELECT_CARD', cardId }, { type: 'SET_CARD_TEXT', text }, { type: 'SAVE_CARD' });
}

function atGrid(): CampbellState {
  return run(initialCampbellState(), { type: 'START' });
}

function withCards(...ids: number[]): CampbellState {
  return ids.reduce((s, id) => writeCard(s, id), atGrid());
}

function atFinal(): CampbellState {
  return run(withCards(1, 2, 4, 6, 8, 12), { type: 'FINISH' });
}

function story(content: string, modeState: Record<string, unknown> | null): StoryDto {
  return {
    id: 'story-1',
    title: 'Il viaggio',
    content,
    status: 'completed',
    mode: 'CAMPBELL',
    language: 'italian',
    category: null,
    answers: [],
    modeState,
    authorId: 'u',
    authorName: 'U',
    isPublic: false,
    publishedAt: null,
    imageUrl: null,
    createdAt: '',
    updatedAt: '',
  };
}

test('starts on the intro; START shows the grid of twelve cards; BACK returns', () => {
  const s = initialCampbellState();
  expect(s.stage).toBe('intro');
  expect(s.contents).toHaveLength(12);
  expect(atGrid().stage).toBe('cards');
  expect(run(atGrid(), { type: 'BACK' }).stage).toBe('intro');
  expect(run(s, { type: 'BACK' })).toBe(s);
});

test('choosing a card opens the writing of that card', () => {
  const s = run(atGrid(), { type: 'SELECT_CARD', cardId: 3 });
  expect(s.stage).toBe('writing');
  expect(s.currentCard).toBe(3);
  expect(s.cardText).toBe('');
  expect(run(atGrid(), { type: 'SELECT_CARD', cardId: 13 }).stage).toBe('cards');
  expect(run(atGrid(), { type: 'SELECT_CARD', cardId: 0 }).stage).toBe('cards');
});

test('continuing stores the card text and returns to the grid with the card used', () => {
  const s = writeCard(atGrid(), 3, '  Marta non vuole partire.  ');
  expect(s.stage).toBe('cards');
  expect(s.contents[2]).toBe('Marta non vuole partire.');
  expect(isCardUsed(s, 3)).toBe(true);
  expect(usedCardIds(s.contents)).toEqual([3]);
  expect(s.currentCard).toBeNull();
});

test('an empty card text is refused', () => {
  const s = run(atGrid(), { type: 'SELECT_CARD', cardId: 1 }, { type: 'SET_CARD_TEXT', text: '  ' }, { type: 'SAVE_CARD' });
  expect(s.stage).toBe('writing');
  expect(s.error).toEqual(CARD_TEXT_REQUIRED);
});

test('the content check refuses script or markup with a reason', () => {
  const s = run(atGrid(), { type: 'SELECT_CARD', cardId: 1 }, { type: 'SET_CARD_TEXT', text: 'Ciao <script>alert(1)</script>' }, { type: 'SAVE_CARD' });
  expect(s.stage).toBe('writing');
  expect(s.error?.title).toBe('Contenuto non valido');
  expect(s.error?.message).toContain('script');
  expect(s.contents[0]).toBe('');
  expect(run(s, { type: 'SET_CARD_TEXT', text: 'javascript:alert(1)' }, { type: 'SAVE_CARD' }).error?.title).toBe('Contenuto non valido');
});

test('a used card is greyed and cannot be chosen again', () => {
  const s = withCards(5);
  expect(run(s, { type: 'SELECT_CARD', cardId: 5 })).toBe(s);
});

test('back from writing returns to the grid without using the card', () => {
  const s = run(atGrid(), { type: 'SELECT_CARD', cardId: 2 }, { type: 'SET_CARD_TEXT', text: 'Forse...' }, { type: 'BACK' });
  expect(s.stage).toBe('cards');
  expect(isCardUsed(s, 2)).toBe(false);
  expect(s.cardText).toBe('');
});

test('FINE STORIA needs at least six used cards', () => {
  const five = withCards(1, 2, 3, 4, 5);
  expect(canFinish(five)).toBe(false);
  const refused = run(five, { type: 'FINISH' });
  expect(refused.stage).toBe('cards');
  expect(refused.error).toEqual(MORE_CARDS_REQUIRED);
  const six = writeCard(five, 9);
  expect(canFinish(six)).toBe(true);
  const final = run(six, { type: 'FINISH' });
  expect(final.stage).toBe('final');
  expect(campbellFinalText(final)).toBe(
    ['Testo della carta 1.', 'Testo della carta 2.', 'Testo della carta 3.', 'Testo della carta 4.', 'Testo della carta 5.', 'Testo della carta 9.'].join(
      '\n\n',
    ),
  );
});

test('the story follows the order of the cards, not the order of writing', () => {
  const s = withCards(12, 1, 7);
  expect(composeCampbellStory(s.contents)).toBe('Testo della carta 1.\n\nTesto della carta 7.\n\nTesto della carta 12.');
});

test('back from the final screen returns to the grid', () => {
  const s = run(atFinal(), { type: 'BACK' });
  expect(s.stage).toBe('cards');
  expect(usedCardIds(s.contents)).toEqual([1, 2, 4, 6, 8, 12]);
});

test('editing the final text splits it on blank lines back into the cards', () => {
  const editing = run(atFinal(), { type: 'EDIT_FINAL' });
  expect(editing.editText).toBe(campbellFinalText(atFinal()));
  const text = 'Uno.\n\nDue.\n\n\nQuattro.\n\nSei.\n\nOtto.\n\nDodici.';
  const applied = run(editing, { type: 'SET_EDIT_TEXT', text }, { type: 'APPLY_EDIT' });
  expect(applied.editText).toBeNull();
  expect(applied.contents[0]).toBe('Uno.');
  expect(applied.contents[3]).toBe('Quattro.');
  expect(applied.contents[11]).toBe('Dodici.');
  expect(usedCardIds(applied.contents)).toEqual([1, 2, 4, 6, 8, 12]);
});

test('an edit with markup is refused and stays in edit mode', () => {
  const s = run(atFinal(), { type: 'EDIT_FINAL' }, { type: 'SET_EDIT_TEXT', text: '<img src=x onerror=alert(1)>' }, { type: 'APPLY_EDIT' });
  expect(s.editText).not.toBeNull();
  expect(s.error?.title).toBe('Contenuto non valido');
  expect(run(s, { type: 'BACK' }).stage).toBe('final');
});

test('back from the final screen while editing keeps the edit', () => {
  const s = run(atFinal(), { type: 'EDIT_FINAL' }, { type: 'SET_EDIT_TEXT', text: 'A.\n\nB.\n\nC.\n\nD.\n\nE.\n\nF.' }, { type: 'BACK' });
  expect(s.stage).toBe('cards');
  expect(s.contents[11]).toBe('F.');
});

test('blocks are distributed to the cards they came from, extra blocks join the last card', () => {
  expect(distributeBlocks('A\n\nB', [3, 7])).toEqual(['', '', 'A', '', '', '', 'B', '', '', '', '', '']);
  expect(distributeBlocks('A\n\nB\n\nC', [7, 3])[6]).toBe('B\nC');
  expect(distributeBlocks('A\n\nB', [])).toEqual(['A', 'B', ...emptyContents().slice(2)]);
  const many = Array.from({ length: 14 }, (_, i) => `P${i + 1}`).join('\n\n');
  expect(distributeBlocks(many)[11]).toBe('P12\nP13\nP14');
  expect(distributeBlocks('A', [99, 2])).toEqual(['', 'A', ...emptyContents().slice(2)]);
});

test('translation replaces title and cards and the toggle restores the original', () => {
  const s = run({ ...atFinal(), title: 'Il viaggio' }, { type: 'TRANSLATION_STARTED' });
  expect(s.translating).toBe(true);
  expect(run(s, { type: 'TRANSLATION_STARTED' })).toBe(s);
  expect(run(s, { type: 'EDIT_FINAL' })).toBe(s);
  const english = run(s, { type: 'TRANSLATED', language: 'english', title: 'The journey', contents: s.contents.map((c) => (c ? `EN ${c}` : '')) });
  expect(english.language).toBe('english');
  expect(english.contents[0]).toBe('EN Testo della carta 1.');
  expect(run(english, { type: 'TRANSLATED', language: 'italian', title: 'x', contents: emptyContents() })).toBe(english);
  const back = run(english, { type: 'RESTORE_ORIGINAL' });
  expect(back.language).toBe('italian');
  expect(back.title).toBe('Il viaggio');
  expect(back.contents).toEqual(atFinal().contents);
  expect(run(s, { type: 'TRANSLATION_FAILED' }).translating).toBe(false);
  expect(run(s, { type: 'TRANSLATED', language: 'english', title: 'x', contents: ['wrong length'] })).toBe(s);
});

test('the save payload creates a story, or updates the one being edited', () => {
  const payload = campbellSavePayload(atFinal());
  expect(storySaveSchema.safeParse({ ...payload, title: 'Titolo' }).success).toBe(true);
  expect(payload).toMatchObject({ mode: 'CAMPBELL', status: 'completed', language: 'italian', modeState: { cardIds: [1, 2, 4, 6, 8, 12] } });
  expect(payload.answers).toHaveLength(6);
  expect(payload).not.toHaveProperty('id');
  const saved = run(atFinal(), { type: 'SAVED', storyId: 'story-1', title: 'Il viaggio' });
  expect(hasUnsavedWork(saved)).toBe(false);
  expect(campbellSavePayload(saved).id).toBe('story-1');
});

test('an existing story reopens at the grid with its content split back into its cards, and can grow to seven', () => {
  const payload = campbellSavePayload(atFinal());
  const reopened = campbellStateFromStory(story(payload.content, payload.modeState ?? null));
  expect(reopened?.stage).toBe('cards');
  expect(reopened?.storyId).toBe('story-1');
  expect(reopened && usedCardIds(reopened.contents)).toEqual([1, 2, 4, 6, 8, 12]);
  if (!reopened) return;
  const seven = run(writeCard(reopened, 10, 'La strada di casa.'), { type: 'FINISH' });
  expect(usedCardIds(seven.contents)).toHaveLength(7);
  const update = campbellSavePayload(seven);
  expect(update.id).toBe('story-1');
  expect(update.content.split('\n\n')).toHaveLength(7);
});

test('a story without card ids fills the cards from the first', () => {
  const s = campbellStateFromStory(story('Uno.\n\n\nDue.', null));
  expect(s?.contents.slice(0, 3)).toEqual(['Uno.', 'Due.', '']);
  expect(campbellStateFromStory({ ...story('x', null), mode: 'CSS' })).toBeNull();
});

test('unsaved work and drafts', () => {
  expect(hasUnsavedWork(initialCampbellState())).toBe(false);
  expect(hasUnsavedWork(withCards(1))).toBe(true);
  const draft = parseDraft(campbellMachine.schema, JSON.parse(JSON.stringify(run(atFinal(), { type: 'TRANSLATION_STARTED' }))));
  expect(draft?.stage).toBe('final');
  expect(draft?.translating).toBe(false);
  expect(parseDraft(campbellMachine.schema, { ...initialCampbellState(), contents: [] })).toBeNull();
});

test('actions of another stage leave the state as it is', () => {
  const intro = initialCampbellState();
  for (const action of [
    { type: 'SELECT_CARD', cardId: 1 },
    { type: 'SET_CARD_TEXT', text: 'x' },
    { type: 'SAVE_CARD' },
    { type: 'FINISH' },
    { type: 'EDIT_FINAL' },
    { type: 'SET_EDIT_TEXT', text: 'x' },
    { type: 'APPLY_EDIT' },
    { type: 'TRANSLATION_STARTED' },
    { type: 'RESTORE_ORIGINAL' },
    { type: 'TRANSLATION_FAILED' },
  ] satisfies CampbellAction[]) {
    expect(campbellReducer(intro, action), action.type).toBe(intro);
  }
  expect(run(atGrid(), { type: 'START' }).stage).toBe('cards');
  expect(run(atFinal(), { type: 'APPLY_EDIT' })).toEqual(atFinal());
});
