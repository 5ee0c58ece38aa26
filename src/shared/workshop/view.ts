import type { TurnMode, WorkshopMethod } from '../schemas/workshop';
import type { WorkshopParagraph, WorkshopProposal, WorkshopReturned, WorkshopStatus } from './machine';
import type { WorkshopStep } from './steps';

/** What a client sees of a workshop: the board sees everything, a child their own proposal only. */
export interface WorkshopView {
  id: string;
  method: WorkshopMethod;
  turnMode: TurnMode;
  status: WorkshopStatus;
  role: 'teacher' | 'child';
  /** The viewer's own id (children) or null (board). */
  me: string | null;
  step: number;
  stepCount: number;
  current: WorkshopStep | null;
  participants: { id: string; name: string; removed: boolean; connected: boolean }[];
  turn: string | null;
  paragraphs: WorkshopParagraph[];
  proposals: WorkshopProposal[];
  /** A child: her proposal given back and why (0 or 1). The board: none. */
  returned: WorkshopReturned[];
  /** How the story will be signed (the group's or the class's name). */
  signature: string;
  title: string | null;
  storyId: string | null;
  /** Board only: the join code and when it stops working. */
  code: string | null;
  codeExpiresAt: string | null;
  version: number;
}

/** Socket messages from the server. */
export type WorkshopServerMessage = { kind: 'state'; workshop: WorkshopView } | { kind: 'error'; code: string; message: string } | { kind: 'pong' };

/** The story so far as the child hears it read aloud. */
export function storyTextOf(view: Pick<WorkshopView, 'paragraphs'>): string {
  return view.paragraphs.map((p) => p.text).join('\n\n');
}
