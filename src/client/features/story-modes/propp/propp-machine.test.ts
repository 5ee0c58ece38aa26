import { expect, test } from 'vitest';
import { runActions } from '../shell/base-reducer';
import { parseDraft } from '../shared/mode-state';
import { proppCardsOfCluster } from '../../../../shared/content/propp-cards';
import { storySaveSchema } from '../../../../shared/schemas/story';
import { canGoBack, canSkip, hasUnsavedWork, initialProppState, isLastCluster } from './propp-machine';
import { PIECE_TEXT_REQUIRED } from '../shared/editor-state';
import { PARAGRAPH_REQUIRED, proppReducer, proppStateSchema, proppSavePayload, proppStateFromStory, type ProppState } from './propp-machine';

const run = runActions(proppReducer);

/** The first card of a cluster. */
function cardOf(cluster: number, index = 0): number {
  const card = proppCardsOfCluster(cluster)[index];
  if (!card) throw new Error(`no card ${index} in cluster ${cluster}`);
  return card.id;
}

/** Writes one phase in the current cluster: pick its first card, type, continue. */
function writePhase(state: ProppState, text: string): ProppState {
  return run(state, { type: 'SELECT_CARD', cardId: cardOf(state.currentCluster) }, { type: 'SET_PARAGRAPH', text }, { type: 'CONTINUE' });
}

const serialStarted = () => run(initialProppState('serial'), { type: 'START' });
const freeStarted = () => run(initialProppState('free'), { type: 'START' });

// ---- serial: warning and card selection ----

test('serial starts on the warning, and the start button opens card selection for cluster 1', () => {
  const s0 = initialProppState('serial');
  expect(s0.stage).toBe('warning');
  const s1 = proppReducer(s0, { type: 'START' });
  expect(s1.stage).toBe('card-selection');
  expect(s1.currentCluster).toBe(1);
  expect(proppReducer(s1, { type: 'START' })).toBe(s1);
});

test('choosing a card of the current cluster goes to writing with that card', () => {
  const s = proppReducer(serialStarted(), { type: 'SELECT_CARD', cardId: 2 });
  expect(s.stage).toBe('writing');
  expect(s.selectedCard).toBe(2);
});

test('a card of another cluster, or an unknown card, cannot be chosen', () => {
  const s = serialStarted();
  expect(proppReducer(s, { type: 'SELECT_CARD', cardId: 6 })).toBe(s);
  expect(proppReducer(s, { type: 'SELECT_CARD', cardId: 99 })).toBe(s);
});

test('cards cannot be chosen on the warning or while writing', () => {
  const warning = initialProppState('serial');
  expect(proppReducer(warning, { type: 'SELECT_CARD', cardId: 1 })).toBe(warning);
  const writing = proppReducer(serialStarted(), { type: 'SELECT_CARD', cardId: 1 });
  expect(proppReducer(writing, { type: 'SELECT_CARD', cardId: 2 })).toBe(writing);
});

test('changing card while writing goes back to the card choice and keeps the paragraph', () => {
  const s = run(serialStarted(), { type: 'SELECT_CARD', cardId: 1 }, { type: 'SET_PARAGRAPH', text: 'Il re parte.' }, { type: 'CHANGE_CARD' });
  expect(s.stage).toBe('card-selection');
  expect(s.selectedCard).toBeNull();
  expect(s.currentParagraph).toBe('Il re parte.');
  expect(s.currentCluster).toBe(1);
});

// ---- serial: writing and continue ----

test('continue with a blank paragraph stays and gives Testo richiesto / Inserisci un paragrafo per continuare', () => {
  const writing = run(serialStarted(), { type: 'SELECT_CARD', cardId: 1 }, { type: 'SET_PARAGRAPH', text: '  \n ' });
  const s = proppReducer(writing, { type: 'CONTINUE' });
  expect(s.stage).toBe('writing');
  expect(s.phases).toEqual([]);
  expect(s.error).toEqual({ title: 'Testo richiesto', message: 'Inserisci un paragrafo per continuare' });
  expect(s.error).toEqual(PARAGRAPH_REQUIRED);
});

test('typing clears the error', () => {
  const withError = run(serialStarted(), { type: 'SELECT_CARD', cardId: 1 }, { type: 'CONTINUE' });
  expect(withError.error).not.toBeNull();
  expect(proppReducer(withError, { type: 'SET_PARAGRAPH', text: 'a' }).error).toBeNull();
});

test('continue appends {card, content}, rebuilds the text with new lines, clears the paragraph and goes to the next cluster', () => {
  const s1 = writePhase(serialStarted(), '  C’era una volta un re.  ');
  expect(s1.phases).toEqual([{ cardId: cardOf(1), content: 'C’era una volta un re.' }]);
  expect(s1.fullText).toBe('C’era una volta un re.');
  expect(s1.currentParagraph).toBe('');
  expect(s1.selectedCard).toBeNull();
  expect(s1.currentCluster).toBe(2);
  expect(s1.stage).toBe('card-selection');

  const s2 = writePhase(s1, 'Arrivò un lupo.');
  expect(s2.fullText).toBe('C’era una volta un re.\nArrivò un lupo.');
  expect(s2.currentCluster).toBe(3);
});

test('at cluster 9 the last paragraph finishes the story (Fine Storia) and goes to final', () => {
  let s = serialStarted();
  for (let cluster = 1; cluster <= 8; cluster += 1) s = writePhase(s, `Parte ${cluster}.`);
  expect(s.currentCluster).toBe(9);
  expect(isLastCluster(s)).toBe(true);
  s = writePhase(s, 'E vissero felici.');
  expect(s.stage).toBe('final');
  expect(s.currentCluster).toBe(9);
  expect(s.phases).toHaveLength(9);
  expect(s.fullText.split('\n')).toEqual(['Parte 1.', 'Parte 2.', 'Parte 3.', 'Parte 4.', 'Parte 5.', 'Parte 6.', 'Parte 7.', 'Parte 8.', 'E vissero felici.']);
});

test('isLastCluster is false below cluster 9', () => {
  expect(isLastCluster(serialStarted())).toBe(false);
});

test('continue does nothing outside writing', () => {
  const s = serialStarted();
  expect(proppReducer(s, { type: 'CONTINUE' })).toBe(s);
});

// ---- serial: skip ----

test('skip moves to the next cluster without writing, from card selection or writing', () => {
  const fromSelection = proppReducer(serialStarted(), { type: 'SKIP' });
  expect(fromSelection.currentCluster).toBe(2);
  expect(fromSelection.stage).toBe('card-selection');
  expect(fromSelection.phases).toEqual([]);

  const fromWriting = run(serialStarted(), { type: 'SELECT_CARD', cardId: 3 }, { type: 'SET_PARAGRAPH', text: 'bozza' }, { type: 'SKIP' });
  expect(fromWriting.currentCluster).toBe(2);
  expect(fromWriting.stage).toBe('card-selection');
  expect(fromWriting.selectedCard).toBeNull();
  expect(fromWriting.currentParagraph).toBe('');
  expect(fromWriting.phases).toEqual([]);
});

test('skip is available only while the cluster is below 9', () => {
  let s = serialStarted();
  expect(canSkip(s)).toBe(true);
  for (let i = 0; i < 8; i += 1) s = proppReducer(s, { type: 'SKIP' });
  expect(s.currentCluster).toBe(9);
  expect(canSkip(s)).toBe(false);
  expect(proppReducer(s, { type: 'SKIP' })).toBe(s);
  expect(canSkip(initialProppState('serial'))).toBe(false);
  expect(canSkip(freeStarted())).toBe(false);
});

// ---- serial: back ----

test('back removes the last phase, restores its paragraph and card, and goes one cluster down', () => {
  const s2 = writePhase(writePhase(serialStarted(), 'Uno.'), 'Due.');
  expect(s2.currentCluster).toBe(3);
  const writingThird = run(s2, { type: 'SELECT_CARD', cardId: cardOf(3) }, { type: 'SET_PARAGRAPH', text: 'Tre (non finito)' });
  expect(canGoBack(writingThird)).toBe(true);
  const s = proppReducer(writingThird, { type: 'BACK' });
  expect(s.stage).toBe('writing');
  expect(s.currentCluster).toBe(2);
  expect(s.phases).toEqual([{ cardId: cardOf(1), content: 'Uno.' }]);
  expect(s.fullText).toBe('Uno.');
  expect(s.currentParagraph).toBe('Due.');
  expect(s.selectedCard).toBe(cardOf(2));
});

test('back from card selection also restores the last phase', () => {
  const s1 = writePhase(serialStarted(), 'Uno.');
  const s = proppReducer(s1, { type: 'BACK' });
  expect(s).toMatchObject({ stage: 'writing', currentCluster: 1, currentParagraph: 'Uno.', selectedCard: cardOf(1), phases: [] });
});

test('back after a skip returns to the cluster of the restored card', () => {
  const s = run(writePhase(serialStarted(), 'Uno.'), { type: 'SKIP' });
  expect(s.currentCluster).toBe(3);
  const back = proppReducer(s, { type: 'BACK' });
  expect(back.currentCluster).toBe(1);
  expect(back.selectedCard).toBe(cardOf(1));
});

test('back from the final screen reopens the ninth paragraph', () => {
  let s = serialStarted();
  for (let cluster = 1; cluster <= 9; cluster += 1) s = writePhase(s, `Parte ${cluster}.`);
  const back = proppReducer(s, { type: 'BACK' });
  expect(back).toMatchObject({ stage: 'writing', currentCluster: 9, currentParagraph: 'Parte 9.', selectedCard: cardOf(9) });
  expect(back.phases).toHaveLength(8);
});

test('with nothing written, back steps from writing to the card choice, then to the previous cluster', () => {
  const writing = proppReducer(serialStarted(), { type: 'SELECT_CARD', cardId: 1 });
  expect(proppReducer(writing, { type: 'BACK' })).toMatchObject({ stage: 'card-selection', currentCluster: 1, selectedCard: null });
  const skipped = proppReducer(serialStarted(), { type: 'SKIP' });
  expect(proppReducer(skipped, { type: 'BACK' })).toMatchObject({ stage: 'card-selection', currentCluster: 1 });
  const first = serialStarted();
  expect(canGoBack(first)).toBe(false);
  expect(proppReducer(first, { type: 'BACK' })).toBe(first);
  expect(canGoBack(initialProppState('serial'))).toBe(false);
});

// ---- serial: suspend and resume ----

test('suspend saves status suspended with currentCluster, currentParagraph and selectedCard', () => {
  let s = serialStarted();
  for (let cluster = 1; cluster <= 3; cluster += 1) s = writePhase(s, `Parte ${cluster}.`);
  s = run(s, { type: 'SELECT_CARD', cardId: cardOf(4, 1) }, { type: 'SET_PARAGRAPH', text: 'Un mezzo' });
  const payload = proppSavePayload(s, 'suspended');
  expect(payload).toMatchObject({
    status: 'suspended',
    mode: 'PROPP',
    language: 'italian',
    content: 'Parte 1.\nParte 2.\nParte 3.',
    answers: ['Parte 1.', 'Parte 2.', 'Parte 3.'],
    modeState: { variant: 'serial', currentCluster: 4, currentParagraph: 'Un mezzo', selectedCard: cardOf(4, 1) },
  });
  expect(payload).not.toHaveProperty('id');
  expect(storySaveSchema.safeParse({ ...payload, title: 'Titolo' }).success).toBe(true);
});

test('a suspended story resumes exactly where it was', () => {
  let s = serialStarted();
  for (let cluster = 1; cluster <= 3; cluster += 1) s = writePhase(s, `Parte ${cluster}.`);
  s = run(s, { type: 'SELECT_CARD', cardId: cardOf(4, 1) }, { type: 'SET_PARAGRAPH', text: 'Un mezzo' });
  const payload = proppSavePayload(s, 'suspended');
  const story = {
    id: 'story-1',
    title: 'Sospesa',
    content: payload.content,
    status: 'suspended' as const,
    mode: 'PROPP' as const,
    language: 'italian' as const,
    modeState: payload.modeState ?? null,
  };
  const resumed = proppStateFromStory(story);
  expect(resumed).toMatchObject({
    variant: 'serial',
    stage: 'writing',
    currentCluster: 4,
    currentParagraph: 'Un mezzo',
    selectedCard: cardOf(4, 1),
    phases: s.phases,
    fullText: s.fullText,
    storyId: 'story-1',
    title: 'Sospesa',
    saved: true,
  });
  // Finishing it updates the same story.
  if (!resumed) throw new Error('not resumed');
  let finished = proppReducer(resumed, { type: 'CONTINUE' });
  for (let cluster = 5; cluster <= 9; cluster += 1) finished = writePhase(finished, `Parte ${cluster}.`);
  expect(finished.stage).toBe('final');
  const done = proppSavePayload(finished, 'completed');
  expect(done).toMatchObject({ id: 'story-1', status: 'completed' });
  expect(done.content.split('\n')).toHaveLength(9);
});

test('a story suspended on the card choice resumes on the card choice', () => {
  const s = run(writePhase(serialStarted(), 'Uno.'), { type: 'SKIP' });
  const payload = proppSavePayload(s, 'suspended');
  const resumed = proppStateFromStory({
    id: 'x',
    title: 'T',
    content: payload.content,
    status: 'suspended',
    mode: 'PROPP',
    language: 'italian',
    modeState: payload.modeState ?? null,
  });
  expect(resumed).toMatchObject({ stage: 'card-selection', currentCluster: 3, selectedCard: null, phases: [{ cardId: cardOf(1), content: 'Uno.' }] });
});

test('a completed PROPP story opens on its final screen; a foreign state keeps the text', () => {
  let s = serialStarted();
  for (let cluster = 1; cluster <= 9; cluster += 1) s = writePhase(s, `P${cluster}`);
  const payload = proppSavePayload(s, 'completed');
  expect(
    proppStateFromStory({
      id: 'a',
      title: 'Fine',
      content: payload.content,
      status: 'completed',
      mode: 'PROPP',
      language: 'english',
      modeState: payload.modeState ?? null,
    }),
  ).toMatchObject({
    stage: 'final',
    phases: s.phases,
    language: 'english',
  });
  expect(
    proppStateFromStory({ id: 'b', title: 'Vecchia', content: 'testo', status: 'suspended', mode: 'PROPP', language: 'italian', modeState: { foo: 1 } }),
  ).toMatchObject({
    stage: 'card-selection',
    fullText: 'testo',
    currentCluster: 1,
  });
  expect(proppStateFromStory({ id: 'c', title: 'G', content: 'x', status: 'completed', mode: 'GHOST', language: 'italian', modeState: null })).toBeNull();
});

test('a resumed card that does not belong to its cluster is dropped', () => {
  const resumed = proppStateFromStory({
    id: 'x',
    title: 'T',
    content: '',
    status: 'suspended',
    mode: 'PROPP',
    language: 'italian',
    modeState: { variant: 'serial', currentCluster: 2, currentParagraph: 'ciao', selectedCard: 1, phases: [] },
  });
  expect(resumed).toMatchObject({ stage: 'card-selection', selectedCard: null, currentParagraph: 'ciao' });
});

// ---- free ----

test('free mode starts on the warning, then opens free writing with all 31 cards available', () => {
  const s = freeStarted();
  expect(s.stage).toBe('free-writing');
  expect(s.usedCards).toEqual([]);
});

test('free: selecting a card marks it used; a used card cannot be picked again', () => {
  const s = proppReducer(freeStarted(), { type: 'SELECT_CARD', cardId: 17 });
  expect(s.selectedCard).toBe(17);
  expect(s.usedCards).toEqual([17]);
  const added = run(s, { type: 'SET_PARAGRAPH', text: 'Un segno.' }, { type: 'ADD_TO_STORY' });
  expect(added.selectedCard).toBeNull();
  expect(added.usedCards).toEqual([17]);
  expect(proppReducer(added, { type: 'SELECT_CARD', cardId: 17 })).toBe(added);
  expect(proppReducer(added, { type: 'SELECT_CARD', cardId: 40 })).toBe(added);
});

test('free: while a card is selected another cannot be picked until it is changed', () => {
  const s = proppReducer(freeStarted(), { type: 'SELECT_CARD', cardId: 1 });
  expect(proppReducer(s, { type: 'SELECT_CARD', cardId: 2 })).toBe(s);
});

test("free: 'Cambia Carta' releases the card so it can be picked again", () => {
  const s = run(freeStarted(), { type: 'SELECT_CARD', cardId: 5 }, { type: 'SET_PARAGRAPH', text: 'bozza' }, { type: 'CHANGE_CARD' });
  expect(s.selectedCard).toBeNull();
  expect(s.usedCards).toEqual([]);
  expect(s.currentParagraph).toBe('bozza');
  expect(proppReducer(s, { type: 'SELECT_CARD', cardId: 5 }).selectedCard).toBe(5);
  expect(proppReducer(s, { type: 'CHANGE_CARD' })).toBe(s);
});

test("free: 'Aggiungi alla Storia' appends with a blank line and clears the paragraph", () => {
  const s1 = run(freeStarted(), { type: 'SET_PARAGRAPH', text: 'Primo.' }, { type: 'ADD_TO_STORY' });
  expect(s1.freeStoryText).toBe('Primo.');
  expect(s1.currentParagraph).toBe('');
  const s2 = run(s1, { type: 'SET_PARAGRAPH', text: ' Secondo. ' }, { type: 'ADD_TO_STORY' });
  expect(s2.freeStoryText).toBe('Primo.\n\nSecondo.');
});

test('free: adding an empty paragraph gives Testo richiesto / Scrivi qualcosa prima di aggiungere alla storia', () => {
  const s = run(freeStarted(), { type: 'SET_PARAGRAPH', text: '   ' }, { type: 'ADD_TO_STORY' });
  expect(s.error).toEqual({ title: 'Testo richiesto', message: 'Scrivi qualcosa prima di aggiungere alla storia' });
  expect(s.error).toEqual(PIECE_TEXT_REQUIRED);
  expect(s.freeStoryText).toBe('');
});

test("free: 'Fine Storia' goes to final, keeping a paragraph not yet added", () => {
  const s = run(
    freeStarted(),
    { type: 'SET_PARAGRAPH', text: 'Primo.' },
    { type: 'ADD_TO_STORY' },
    { type: 'SET_PARAGRAPH', text: 'Ultimo.' },
    { type: 'FINISH' },
  );
  expect(s.stage).toBe('final');
  expect(s.freeStoryText).toBe('Primo.\n\nUltimo.');
  expect(s.currentParagraph).toBe('');
});

test("free: 'Fine Storia' with an empty story stays and asks for text", () => {
  const s = proppReducer(freeStarted(), { type: 'FINISH' });
  expect(s.stage).toBe('free-writing');
  expect(s.error).toEqual(PIECE_TEXT_REQUIRED);
});

test('free: back from the final screen returns to writing; elsewhere back does nothing', () => {
  const final = run(freeStarted(), { type: 'SET_PARAGRAPH', text: 'x' }, { type: 'FINISH' });
  expect(proppReducer(final, { type: 'BACK' }).stage).toBe('free-writing');
  const writing = freeStarted();
  expect(proppReducer(writing, { type: 'BACK' })).toBe(writing);
});

test('free actions do nothing in serial mode and serial actions nothing in free mode', () => {
  const serial = serialStarted();
  expect(proppReducer(serial, { type: 'ADD_TO_STORY' })).toBe(serial);
  expect(proppReducer(serial, { type: 'FINISH' })).toBe(serial);
  const free = freeStarted();
  expect(proppReducer(free, { type: 'CONTINUE' })).toBe(free);
  expect(proppReducer(free, { type: 'SKIP' })).toBe(free);
});

test('free stories save for real as PROPP_FREE with usedCards and freeStoryText, and can be suspended', () => {
  const s = run(
    freeStarted(),
    { type: 'SELECT_CARD', cardId: 9 },
    { type: 'SET_PARAGRAPH', text: 'Primo.' },
    { type: 'ADD_TO_STORY' },
    { type: 'SELECT_CARD', cardId: 20 },
    { type: 'SET_PARAGRAPH', text: 'a metà' },
  );
  const suspended = proppSavePayload(s, 'suspended');
  expect(suspended).toMatchObject({
    mode: 'PROPP_FREE',
    status: 'suspended',
    content: 'Primo.',
    modeState: { variant: 'free', usedCards: [9, 20], freeStoryText: 'Primo.', currentParagraph: 'a metà', selectedCard: 20 },
  });
  expect(storySaveSchema.safeParse({ ...suspended, title: 'Titolo' }).success).toBe(true);
  const resumed = proppStateFromStory({
    id: 'f',
    title: 'Libera',
    content: suspended.content,
    status: 'suspended',
    mode: 'PROPP_FREE',
    language: 'italian',
    modeState: suspended.modeState ?? null,
  });
  expect(resumed).toMatchObject({
    variant: 'free',
    stage: 'free-writing',
    usedCards: [9, 20],
    selectedCard: 20,
    currentParagraph: 'a metà',
    freeStoryText: 'Primo.',
    storyId: 'f',
  });

  const final = proppReducer(s, { type: 'FINISH' });
  const completed = proppSavePayload(final, 'completed');
  expect(completed).toMatchObject({ mode: 'PROPP_FREE', status: 'completed', content: 'Primo.\n\na metà' });
  expect(storySaveSchema.safeParse({ ...completed, title: 'Titolo' }).success).toBe(true);
});

// ---- unsaved work, saving, translation, drafts ----

test('hasUnsavedWork is true once something is written and false right after a save', () => {
  expect(hasUnsavedWork(serialStarted())).toBe(false);
  const typing = run(serialStarted(), { type: 'SELECT_CARD', cardId: 1 }, { type: 'SET_PARAGRAPH', text: 'C’era' });
  expect(hasUnsavedWork(typing)).toBe(true);
  const written = proppReducer(typing, { type: 'CONTINUE' });
  expect(hasUnsavedWork(written)).toBe(true);
  const saved = proppReducer(written, { type: 'SAVED', storyId: 'id-1', title: 'Titolo' });
  expect(saved).toMatchObject({ storyId: 'id-1', title: 'Titolo', saved: true });
  expect(hasUnsavedWork(saved)).toBe(false);
  expect(hasUnsavedWork(proppReducer(saved, { type: 'SELECT_CARD', cardId: cardOf(2) }))).toBe(true);
  expect(hasUnsavedWork(run(freeStarted(), { type: 'SET_PARAGRAPH', text: 'x' }, { type: 'ADD_TO_STORY' }))).toBe(true);
});

test('after a save the payload updates the same story', () => {
  const s = proppReducer(writePhase(serialStarted(), 'Uno.'), { type: 'SAVED', storyId: 'id-9', title: 'T' });
  expect(proppSavePayload(s, 'suspended').id).toBe('id-9');
});

test('the state is plain JSON and survives a draft round trip', () => {
  const s = run(freeStarted(), { type: 'SELECT_CARD', cardId: 3 }, { type: 'SET_PARAGRAPH', text: 'x' });
  const back = parseDraft(proppStateSchema, JSON.parse(JSON.stringify(s)));
  expect(back).toEqual(s);
  expect(parseDraft(proppStateSchema, { stage: 'nowhere' })).toBeNull();
  expect(parseDraft(proppStateSchema, null)).toBeNull();
});
