import { joinBlocks } from '../content/text-blocks';
import { authorsLineOf } from './authors-line';
import { WORKSHOP_MESSAGES, type TurnMode, type WorkshopAction } from '../schemas/workshop';
import { workshopSteps, type WorkshopConfig, type WorkshopStep } from './steps';

/**
 * The workshop state machine, pure: the server loads the state, applies one action
 * and stores the result; the same code explains the rules to the tests.
 *
 * - 'turns' ('a turno'): only the child holding the turn may propose; accepting passes the turn
 *   to the next child who is connected (an absent child is skipped).
 * - 'together' ('tutti insieme'): every child may propose, one pending proposal each.
 * In both modes the teacher accepts a proposal (possibly edited) or asks again.
 */

export type WorkshopStatus = 'running' | 'paused' | 'ended';

export interface WorkshopParticipant {
  id: string;
  name: string;
  removed: boolean;
  /** False for a child invited at setup who has not come in yet (absent in older stored states: came in). */
  joined?: boolean;
}

/** A child's text for a step: pending on the board, or accepted into the story. */
export interface WorkshopProposal {
  id: string;
  step: number;
  text: string;
  authorId: string;
  authorName: string;
}
export type WorkshopParagraph = WorkshopProposal;

/**
 * A proposal that left the board without being chosen, given back to its child with the reason:
 * the teacher asked to rewrite it, moved to the next step, or gave the turn to someone else.
 * The child sees why and finds the text in her box to edit.
 */
export type ReturnedReason = 'ask_again' | 'next_step' | 'turn_moved';
export interface WorkshopReturned {
  id: string;
  authorId: string;
  text: string;
  reason: ReturnedReason;
}

export interface WorkshopState {
  config: WorkshopConfig;
  turnMode: TurnMode;
  status: WorkshopStatus;
  step: number;
  participants: WorkshopParticipant[];
  /** The child whose turn it is ('turns' only). */
  turn: string | null;
  paragraphs: WorkshopParagraph[];
  proposals: WorkshopProposal[];
  /** Proposals given back, at most one per child (absent in workshops stored before it existed). */
  returned?: WorkshopReturned[];
  /** Counter for paragraph and proposal ids. */
  seq: number;
  title: string | null;
}

export type Actor = { kind: 'teacher' } | { kind: 'child'; id: string };

export type ApplyResult = { ok: true; state: WorkshopState } | { ok: false; code: string; message: string };

const fail = (code: string, message: string): ApplyResult => ({ ok: false, code, message });

export function initialState(config: WorkshopConfig, turnMode: TurnMode, participants: { id: string; name: string }[] = []): WorkshopState {
  return {
    config,
    turnMode,
    status: 'running',
    step: 0,
    participants: participants.map((p) => ({ id: p.id, name: p.name, removed: false, joined: false })),
    turn: null,
    paragraphs: [],
    proposals: [],
    seq: 0,
    title: null,
  };
}

export function stepsOf(state: WorkshopState): WorkshopStep[] {
  return workshopSteps(state.config);
}

/** Gives `dropped` back to their children with `reason`, each replacing that child's earlier notice. */
function giveBack(state: WorkshopState, dropped: WorkshopProposal[], reason: ReturnedReason): WorkshopState {
  if (dropped.length === 0) return state;
  let seq = state.seq;
  const fresh = dropped.map((p) => ({ id: `r${++seq}`, authorId: p.authorId, text: p.text, reason }));
  const authors = new Set(dropped.map((p) => p.authorId));
  return { ...state, seq, returned: [...(state.returned ?? []).filter((r) => !authors.has(r.authorId)), ...fresh] };
}

/** Forgets a child's notice (she wrote again, or left). */
const forgetReturned = (state: WorkshopState, authorId: string): WorkshopReturned[] => (state.returned ?? []).filter((r) => r.authorId !== authorId);

const activeParticipants = (state: WorkshopState) => state.participants.filter((p) => !p.removed);

/** The next active, connected child after `from` in join order (wrapping), or null when none is connected. */
export function nextPresent(state: WorkshopState, from: string | null, present: ReadonlySet<string>): string | null {
  const list = activeParticipants(state);
  if (list.length === 0) return null;
  const start = from === null ? -1 : list.findIndex((p) => p.id === from);
  for (let i = 1; i <= list.length; i++) {
    const candidate = list[(start + i + list.length) % list.length];
    if (candidate && present.has(candidate.id)) return candidate.id;
  }
  return null;
}

/** Adds a child who joined (or marks an invited child as come in). A removed child stays out. */
export function addParticipant(state: WorkshopState, child: { id: string; name: string }): WorkshopState {
  const known = state.participants.find((p) => p.id === child.id);
  if (known) {
    if (known.joined !== false) return state;
    return { ...state, participants: state.participants.map((p) => (p.id === child.id ? { ...p, joined: true } : p)) };
  }
  return { ...state, participants: [...state.participants, { id: child.id, name: child.name, removed: false, joined: true }] };
}

/**
 * 'turns': when nobody holds the turn (or the holder left the workshop), give it to the first
 * connected child. Called when presence changes; it never takes the turn from a child who is
 * only disconnected for a moment: the teacher decides with 'skip_turn'.
 */
export function ensureTurn(state: WorkshopState, present: ReadonlySet<string>): WorkshopState {
  if (state.turnMode !== 'turns' || state.status === 'ended') return state;
  const holder = state.turn ? activeParticipants(state).find((p) => p.id === state.turn) : undefined;
  if (holder) return state;
  const next = nextPresent(state, null, present);
  return next === state.turn ? state : { ...state, turn: next };
}

/** The story so far as one text: paragraphs separated by a blank line (CSS starts with its question). */
export function storyText(state: WorkshopState): string {
  return joinBlocks(storyBlocks(state));
}

function storyBlocks(state: WorkshopState): string[] {
  const blocks = state.paragraphs.map((p) => p.text);
  if (state.config.method === 'CSS' && state.config.cssQuestion) blocks.unshift(state.config.cssQuestion);
  return blocks;
}

/** Names of the children who took part (came in and were not removed), in the order of the list. */
export function participantNames(state: WorkshopState): string[] {
  return activeParticipants(state)
    .filter((p) => p.joined !== false)
    .map((p) => p.name);
}

/** The signature when setup chose none (workshops stored before the choice existed). */
export const DEFAULT_SIGNATURE = 'La classe';

/** Who signs the saved story: the group's or the class's name chosen at setup. */
export function storySignature(state: WorkshopState): string {
  return state.config.signature ?? DEFAULT_SIGNATURE;
}

/** The text of the saved story: the story, then the line naming every child who took part (if any did). */
export function savedStoryText(state: WorkshopState): string {
  const line = authorsLineOf(participantNames(state));
  return joinBlocks(line ? [...storyBlocks(state), line] : storyBlocks(state));
}

/** The turn goes to `to`; the proposals of the others go back to them. */
function moveTurn(state: WorkshopState, to: string): WorkshopState {
  const dropped = state.proposals.filter((p) => p.authorId !== to);
  return giveBack({ ...state, turn: to, proposals: state.proposals.filter((p) => p.authorId === to) }, dropped, 'turn_moved');
}

/** Applies one action of one actor. `present` is the set of connected children. */
export function applyAction(state: WorkshopState, actor: Actor, action: WorkshopAction, present: ReadonlySet<string>): ApplyResult {
  if (state.status === 'ended') return fail('ended', WORKSHOP_MESSAGES.ended);
  const teacher = actor.kind === 'teacher';

  if (action.type === 'propose') {
    if (actor.kind !== 'child') return fail('forbidden', WORKSHOP_MESSAGES.childOnly);
    const me = state.participants.find((p) => p.id === actor.id);
    if (!me) return fail('forbidden', WORKSHOP_MESSAGES.participantUnknown);
    if (me.removed) return fail('removed', WORKSHOP_MESSAGES.removed);
    if (state.status === 'paused') return fail('paused', WORKSHOP_MESSAGES.paused);
    if (state.turnMode === 'turns' && state.turn !== me.id) return fail('not_your_turn', WORKSHOP_MESSAGES.notYourTurn);
    const seq = state.seq + 1;
    const proposal: WorkshopProposal = { id: `p${seq}`, step: state.step, text: action.text, authorId: me.id, authorName: me.name };
    // One pending proposal per child: a new one replaces the old.
    const proposals = [...state.proposals.filter((p) => p.authorId !== me.id), proposal];
    return { ok: true, state: { ...state, seq, proposals, returned: forgetReturned(state, me.id) } };
  }

  if (!teacher) return fail('forbidden', WORKSHOP_MESSAGES.teacherOnly);

  switch (action.type) {
    case 'accept': {
      const proposal = state.proposals.find((p) => p.id === action.proposalId);
      if (!proposal) return fail('proposal_gone', WORKSHOP_MESSAGES.proposalGone);
      const seq = state.seq + 1;
      const paragraph: WorkshopParagraph = {
        id: `t${seq}`,
        step: state.step,
        text: action.text ?? proposal.text,
        authorId: proposal.authorId,
        authorName: proposal.authorName,
      };
      let next: WorkshopState = {
        ...state,
        seq,
        paragraphs: [...state.paragraphs, paragraph],
        proposals: state.proposals.filter((p) => p.id !== proposal.id),
      };
      if (state.turnMode === 'turns') next = { ...next, turn: nextPresent(next, proposal.authorId, present) ?? null };
      return { ok: true, state: next };
    }
    case 'ask_again': {
      const proposal = state.proposals.find((p) => p.id === action.proposalId);
      if (!proposal) return fail('proposal_gone', WORKSHOP_MESSAGES.proposalGone);
      const next = { ...state, proposals: state.proposals.filter((p) => p.id !== proposal.id) };
      return { ok: true, state: giveBack(next, [proposal], 'ask_again') };
    }
    case 'next_step': {
      if (state.step >= stepsOf(state).length - 1) return fail('last_step', WORKSHOP_MESSAGES.lastStep);
      // Proposals answered the card that is leaving: each goes back to its child, who is told and may rewrite it.
      return { ok: true, state: giveBack({ ...state, step: state.step + 1, proposals: [] }, state.proposals, 'next_step') };
    }
    case 'skip_turn': {
      const next = nextPresent(state, state.turn, present);
      if (!next) return fail('nobody_present', WORKSHOP_MESSAGES.nobodyPresent);
      return { ok: true, state: moveTurn(state, next) };
    }
    case 'give_turn': {
      const child = activeParticipants(state).find((p) => p.id === action.userId);
      if (!child) return fail('participant_unknown', WORKSHOP_MESSAGES.participantUnknown);
      return { ok: true, state: moveTurn(state, child.id) };
    }
    case 'pause':
      if (state.status === 'paused') return fail('already_paused', WORKSHOP_MESSAGES.alreadyPaused);
      return { ok: true, state: { ...state, status: 'paused' } };
    case 'resume':
      if (state.status !== 'paused') return fail('not_paused', WORKSHOP_MESSAGES.notPaused);
      return { ok: true, state: { ...state, status: 'running' } };
    case 'remove_participant': {
      const child = activeParticipants(state).find((p) => p.id === action.userId);
      if (!child) return fail('participant_unknown', WORKSHOP_MESSAGES.participantUnknown);
      let next: WorkshopState = {
        ...state,
        participants: state.participants.map((p) => (p.id === child.id ? { ...p, removed: true } : p)),
        proposals: state.proposals.filter((p) => p.authorId !== child.id),
        returned: forgetReturned(state, child.id),
      };
      if (state.turn === child.id) next = { ...next, turn: nextPresent(state, child.id, new Set([...present].filter((id) => id !== child.id))) };
      return { ok: true, state: next };
    }
    case 'end': {
      if (state.paragraphs.length === 0) return fail('story_empty', WORKSHOP_MESSAGES.storyEmpty);
      return { ok: true, state: { ...state, status: 'ended', title: action.title, proposals: [], returned: [], turn: null } };
    }
  }
}
