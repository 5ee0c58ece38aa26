import { describe, expect, it } from 'vitest';
import { workshopActionSchema, type WorkshopAction } from '../schemas/workshop';
import {
  addParticipant,
  applyAction,
  ensureTurn,
  initialState,
  nextPresent,
  participantNames,
  savedStoryText,
  stepsOf,
  storySignature,
  storyText,
  type Actor,
  type WorkshopState,
} from './machine';
import { drawWordSeries, workshopSteps } from './steps';

const teacher: Actor = { kind: 'teacher' };
const child = (id: string): Actor => ({ kind: 'child', id });
const kids = [
  { id: 'anna', name: 'Anna' },
  { id: 'bruno', name: 'Bruno' },
  { id: 'carla', name: 'Carla' },
];
const everyone = new Set(['anna', 'bruno', 'carla']);

function act(state: WorkshopState, actor: Actor, action: WorkshopAction, present: ReadonlySet<string> = everyone): WorkshopState {
  const r = applyAction(state, actor, workshopActionSchema.parse(action), present);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}
function refused(state: WorkshopState, actor: Actor, action: WorkshopAction, present: ReadonlySet<string> = everyone): string {
  const r = applyAction(state, actor, action, present);
  if (r.ok) throw new Error('expected a refusal');
  return r.code;
}

describe('workshop steps', () => {
  it('PROPP serial: the nine clusters with their cards', () => {
    const steps = workshopSteps({ method: 'PROPP' });
    expect(steps).toHaveLength(9);
    expect(steps[0]?.title).toBe('Partenza e Vincoli');
    expect(steps[0]?.cards?.map((c) => c.name)).toEqual(['Allontanamento', 'Divieto', 'Infrazione', 'Investigazione', 'Delazione']);
    expect(steps[8]?.title).toBe('Trasformazione Finale e Ricompense');
  });
  it('Carte di Campbell: twelve cards in order', () => {
    const steps = workshopSteps({ method: 'CAMPBELL' });
    expect(steps).toHaveLength(12);
    expect(steps[0]?.title).toBe('Il mondo di tutti i giorni');
    expect(steps[11]?.title).toBe('Il nuovo inizio');
  });
  it('Cosa Succede se...: the question then the seven guide questions', () => {
    const steps = workshopSteps({ method: 'CSS', cssQuestion: 'Cosa succede se piovesse cioccolato?' });
    expect(steps).toHaveLength(8);
    expect(steps[0]?.title).toBe('Cosa succede se piovesse cioccolato?');
    expect(steps[1]?.title).toBe('Chi se ne accorge per primo?');
  });
  it('Una Parola, Tante Storie: one bank word per letter', () => {
    const words = drawWordSeries('gatto', () => 0);
    expect(words).toEqual(['gatto', 'albero', 'tartaruga', 'tartaruga', 'orso']);
    expect(workshopSteps({ method: 'PAROLE_CHIAMANO', word: 'gatto', words }).map((s) => s.title)).toEqual(words);
  });
});

describe('workshop machine, a turno', () => {
  const start = () => ensureTurn(initialState({ method: 'CAMPBELL' }, 'turns', kids), everyone);

  it('gives the first turn to the first connected child and only that child may propose', () => {
    const s = start();
    expect(s.turn).toBe('anna');
    expect(refused(s, child('bruno'), { type: 'propose', text: 'Io!' })).toBe('not_your_turn');
    const s2 = act(s, child('anna'), { type: 'propose', text: 'C’era una volta un drago.' });
    expect(s2.proposals).toHaveLength(1);
  });

  it('accepting appends the paragraph and passes the turn to the next child', () => {
    let s = act(start(), child('anna'), { type: 'propose', text: 'C’era una volta un drago.' });
    s = act(s, teacher, { type: 'accept', proposalId: s.proposals[0]!.id });
    expect(s.paragraphs.map((p) => [p.authorName, p.text])).toEqual([['Anna', 'C’era una volta un drago.']]);
    expect(s.turn).toBe('bruno');
    expect(s.proposals).toEqual([]);
  });

  it('skips an absent child when passing the turn, and on skip_turn', () => {
    const withoutBruno = new Set(['anna', 'carla']);
    let s = act(start(), child('anna'), { type: 'propose', text: 'Uno.' }, withoutBruno);
    s = act(s, teacher, { type: 'accept', proposalId: s.proposals[0]!.id }, withoutBruno);
    expect(s.turn).toBe('carla');
    s = act(s, teacher, { type: 'skip_turn' }, withoutBruno);
    expect(s.turn).toBe('anna');
    expect(refused(s, teacher, { type: 'skip_turn' }, new Set())).toBe('nobody_present');
  });

  it('ask again drops the proposal and keeps the turn; an edited acceptance keeps the edit', () => {
    let s = act(start(), child('anna'), { type: 'propose', text: 'Bla bla' });
    s = act(s, teacher, { type: 'ask_again', proposalId: s.proposals[0]!.id });
    expect(s.proposals).toEqual([]);
    expect(s.turn).toBe('anna');
    s = act(s, child('anna'), { type: 'propose', text: 'C’era un drago' });
    s = act(s, teacher, { type: 'accept', proposalId: s.proposals[0]!.id, text: 'C’era una volta un drago gentile.' });
    expect(storyText(s)).toBe('C’era una volta un drago gentile.');
    expect(refused(s, teacher, { type: 'accept', proposalId: 'p1' })).toBe('proposal_gone');
  });

  it('removing the child who holds the turn passes it on and shuts them out', () => {
    let s = act(kids.reduce(addParticipant, start()), teacher, { type: 'remove_participant', userId: 'anna' });
    expect(s.turn).toBe('bruno');
    expect(participantNames(s)).toEqual(['Bruno', 'Carla']);
    expect(refused(s, child('anna'), { type: 'propose', text: 'Ci sono!' })).toBe('removed');
    s = addParticipant(s, { id: 'anna', name: 'Anna' });
    expect(s.participants.find((p) => p.id === 'anna')?.removed).toBe(true);
  });

  it('a child who joins later gets the turn when nobody holds it', () => {
    let s = initialState({ method: 'CAMPBELL' }, 'turns');
    s = ensureTurn(s, new Set());
    expect(s.turn).toBeNull();
    s = addParticipant(s, { id: 'dario', name: 'Dario' });
    s = ensureTurn(s, new Set(['dario']));
    expect(s.turn).toBe('dario');
    // A short disconnection does not take the turn away.
    expect(ensureTurn(s, new Set()).turn).toBe('dario');
  });
});

describe('workshop machine, tutti insieme', () => {
  const start = () => initialState({ method: 'CSS', cssQuestion: 'Cosa succede se il mare fosse di limonata?' }, 'together', kids);

  it('every child proposes, one pending proposal each; the teacher picks one', () => {
    let s = act(start(), child('anna'), { type: 'propose', text: 'Primo' });
    s = act(s, child('bruno'), { type: 'propose', text: 'Secondo' });
    s = act(s, child('anna'), { type: 'propose', text: 'Primo, meglio' });
    expect(s.proposals.map((p) => [p.authorId, p.text])).toEqual([
      ['bruno', 'Secondo'],
      ['anna', 'Primo, meglio'],
    ]);
    s = act(s, teacher, { type: 'accept', proposalId: s.proposals[1]!.id });
    expect(s.turn).toBeNull();
    expect(s.proposals.map((p) => p.authorId)).toEqual(['bruno']);
    expect(storyText(s)).toBe('Cosa succede se il mare fosse di limonata?\n\nPrimo, meglio');
  });

  it('next step clears the proposals; the last step refuses to go on', () => {
    let s = act(start(), child('anna'), { type: 'propose', text: 'Primo' });
    s = act(s, teacher, { type: 'next_step' });
    expect(s.step).toBe(1);
    expect(s.proposals).toEqual([]);
    while (s.step < stepsOf(s).length - 1) s = act(s, teacher, { type: 'next_step' });
    expect(refused(s, teacher, { type: 'next_step' })).toBe('last_step');
  });

  it('pause stops proposals until resume; children cannot drive the workshop', () => {
    let s = act(start(), teacher, { type: 'pause' });
    expect(refused(s, child('anna'), { type: 'propose', text: 'Ciao' })).toBe('paused');
    expect(refused(s, teacher, { type: 'pause' })).toBe('already_paused');
    s = act(s, teacher, { type: 'resume' });
    expect(s.status).toBe('running');
    expect(refused(s, child('anna'), { type: 'next_step' })).toBe('forbidden');
    expect(refused(s, child('anna'), { type: 'end', title: 'Mia' })).toBe('forbidden');
    expect(refused(s, teacher, { type: 'propose', text: 'Io' })).toBe('forbidden');
    expect(refused(s, child('zorro'), { type: 'propose', text: 'Io' })).toBe('forbidden');
  });

  it('ends only with a story, and nothing moves after the end', () => {
    let s = start();
    expect(refused(s, teacher, { type: 'end', title: 'La limonata' })).toBe('story_empty');
    s = act(s, child('carla'), { type: 'propose', text: 'Tutti bevono il mare.' });
    s = act(s, teacher, { type: 'accept', proposalId: s.proposals[0]!.id });
    s = act(s, teacher, { type: 'end', title: 'La limonata' });
    expect(s.status).toBe('ended');
    expect(s.title).toBe('La limonata');
    expect(refused(s, child('anna'), { type: 'propose', text: 'Ancora' })).toBe('ended');
    expect(refused(s, teacher, { type: 'next_step' })).toBe('ended');
  });

  it('nextPresent wraps around and ignores removed children', () => {
    const s = act(start(), teacher, { type: 'remove_participant', userId: 'bruno' });
    expect(nextPresent(s, 'carla', everyone)).toBe('anna');
    expect(nextPresent(s, 'anna', everyone)).toBe('carla');
  });
});

describe('workshop machine, no proposal is dropped in silence', () => {
  const together = () => initialState({ method: 'CSS', cssQuestion: 'Cosa succede se il mare fosse di limonata?' }, 'together', kids);

  it('ask again gives the text back to its child with the reason; writing again clears it', () => {
    let s = act(together(), child('anna'), { type: 'propose', text: 'Bla bla' });
    s = act(s, teacher, { type: 'ask_again', proposalId: s.proposals[0]!.id });
    expect(s.proposals).toEqual([]);
    expect(s.returned).toEqual([{ id: expect.any(String), authorId: 'anna', text: 'Bla bla', reason: 'ask_again' }]);
    s = act(s, child('anna'), { type: 'propose', text: 'Il mare diventa dolce.' });
    expect(s.returned).toEqual([]);
  });

  it('next step gives every pending proposal back, each child told once, and counts them first', () => {
    let s = act(together(), child('anna'), { type: 'propose', text: 'Uno' });
    s = act(s, child('bruno'), { type: 'propose', text: 'Due' });
    s = act(s, child('carla'), { type: 'propose', text: 'Tre' });
    s = act(s, teacher, { type: 'accept', proposalId: s.proposals[2]!.id });
    expect(s.proposals.length).toBe(2);
    s = act(s, teacher, { type: 'next_step' });
    expect(s.proposals).toEqual([]);
    expect(s.returned?.map((r) => [r.authorId, r.text, r.reason])).toEqual([
      ['anna', 'Uno', 'next_step'],
      ['bruno', 'Due', 'next_step'],
    ]);
    // A second notice for the same child replaces the first.
    s = act(s, child('anna'), { type: 'propose', text: 'Uno bis' });
    s = act(s, teacher, { type: 'ask_again', proposalId: s.proposals[0]!.id });
    expect(s.returned?.filter((r) => r.authorId === 'anna').map((r) => r.reason)).toEqual(['ask_again']);
    expect(new Set(s.returned?.map((r) => r.id)).size).toBe(s.returned?.length);
  });

  it('a turno: when the turn moves, the proposal of the child who held it goes back to her', () => {
    let s = ensureTurn(initialState({ method: 'CAMPBELL' }, 'turns', kids), everyone);
    s = act(s, child('anna'), { type: 'propose', text: 'Il drago dorme.' });
    s = act(s, teacher, { type: 'give_turn', userId: 'carla' });
    expect(s.returned).toEqual([{ id: expect.any(String), authorId: 'anna', text: 'Il drago dorme.', reason: 'turn_moved' }]);
    s = act(s, child('carla'), { type: 'propose', text: 'Carla scrive.' });
    s = act(s, teacher, { type: 'skip_turn' });
    expect(s.returned?.map((r) => r.authorId)).toEqual(['anna', 'carla']);
  });

  it('removal and the end forget the notices', () => {
    let s = act(together(), child('anna'), { type: 'propose', text: 'Uno' });
    s = act(s, teacher, { type: 'ask_again', proposalId: s.proposals[0]!.id });
    expect(act(s, teacher, { type: 'remove_participant', userId: 'anna' }).returned).toEqual([]);
    s = act(s, child('bruno'), { type: 'propose', text: 'Due' });
    s = act(s, teacher, { type: 'accept', proposalId: s.proposals[0]!.id });
    expect(act(s, teacher, { type: 'end', title: 'Fine' }).returned).toEqual([]);
  });
});

describe('the saved story: signed by the group or the class, with its writers inside', () => {
  it('signs with the setup’s name and closes with the children who came in', () => {
    let s = initialState({ method: 'CSS', cssQuestion: 'Cosa succede se piovesse?', signature: 'Classe 3ªB' }, 'together', kids);
    s = addParticipant(s, { id: 'anna', name: 'Anna' });
    s = addParticipant(s, { id: 'carla', name: 'Carla' });
    s = addParticipant(s, { id: 'dario', name: 'Dario' });
    s = act(s, child('anna'), { type: 'propose', text: 'Piove cioccolato.' });
    s = act(s, teacher, { type: 'accept', proposalId: s.proposals[0]!.id });
    expect(storySignature(s)).toBe('Classe 3ªB');
    // Bruno was invited but never came in: he is not among the writers.
    expect(participantNames(s)).toEqual(['Anna', 'Carla', 'Dario']);
    expect(savedStoryText(s)).toBe('Cosa succede se piovesse?\n\nPiove cioccolato.\n\nHanno scritto: Anna, Carla e Dario.');
  });

  it('older workshops without a signature are signed by the class; no writers, no closing line', () => {
    const s = initialState({ method: 'CAMPBELL' }, 'together');
    expect(storySignature(s)).toBe('La classe');
    expect(savedStoryText(s)).toBe(storyText(s));
  });
});

describe('workshop action schema', () => {
  it('refuses empty, too long and code-carrying texts', () => {
    expect(workshopActionSchema.safeParse({ type: 'propose', text: '   ' }).success).toBe(false);
    expect(workshopActionSchema.safeParse({ type: 'propose', text: 'a'.repeat(2001) }).success).toBe(false);
    expect(workshopActionSchema.safeParse({ type: 'propose', text: '<script>alert(1)</script>' }).success).toBe(false);
    expect(workshopActionSchema.safeParse({ type: 'nope' }).success).toBe(false);
    expect(workshopActionSchema.safeParse({ type: 'next_step', extra: 1 }).success).toBe(false);
  });
});
