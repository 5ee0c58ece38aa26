import { joinBlocks } from '../content/text-blocks';
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
}

export interface WorkshopParagraph {
  id: string;
  step: number;
  text: string;
  authorId: string;
  authorName: string;
}

export interface WorkshopProposal {
  id: string;
  step: number;
  text: string;
  authorId: string;
  authorName: string;
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
    participants: participants.map((p) => ({ id: p.id, name: p.name, removed: false })),
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

/** Adds a child who joined (or marks them back if they were already there). A removed child stays out. */
export function addParticipant(state: WorkshopState, child: { id: string; name: string }): WorkshopState {
  if (state.participants.some((p) => p.id === child.id)) return state;
  return { ...state, participants: [...state.participants, { id: child.id, name: child.name, removed: false }] };
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
  const blocks = state.paragraphs.map((p) => p.text);
  if (state.config.method === 'CSS' && state.config.cssQuestion) blocks.unshift(state.config.cssQuestion);
  return joinBlocks(blocks);
}

/** Names of the children who took part (not removed), in join order. */
export function participantNames(state: WorkshopState): string[] {
  return activeParticipants(state).map((p) => p.name);
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
    return { ok: true, state: { ...state, seq, proposals } };
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
      if (!state.proposals.some((p) => p.id === action.proposalId)) return fail('proposal_gone', WORKSHOP_MESSAGES.proposalGone);
      return { ok: true, state: { ...state, proposals: state.proposals.filter((p) => p.id !== action.proposalId) } };
    }
    case 'next_step': {
      if (state.step >= stepsOf(state).length - 1) return fail('last_step', WORKSHOP_MESSAGES.lastStep);
      // Proposals answered the card that is leaving; they go with it.
      return { ok: true, state: { ...state, step: state.step + 1, proposals: [] } };
    }
    case 'skip_turn': {
      const next = nextPresent(state, state.turn, present);
      if (!next) return fail('nobody_present', WORKSHOP_MESSAGES.nobodyPresent);
      return { ok: true, state: { ...state, turn: next, proposals: state.proposals.filter((p) => p.authorId === next) } };
    }
    case 'give_turn': {
      const child = activeParticipants(state).find((p) => p.id === action.userId);
      if (!child) return fail('participant_unknown', WORKSHOP_MESSAGES.participantUnknown);
      return { ok: true, state: { ...state, turn: child.id, proposals: state.proposals.filter((p) => p.authorId === child.id) } };
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
      };
      if (state.turn === child.id) next = { ...next, turn: nextPresent(state, child.id, new Set([...present].filter((id) => id !== child.id))) };
      return { ok: true, state: next };
    }
    case 'end': {
      if (state.paragraphs.length === 0) return fail('story_empty', WORKSHOP_MESSAGES.storyEmpty);
      return { ok: true, state: { ...state, status: 'ended', title: action.title, proposals: [], turn: null } };
    }
  }
}
