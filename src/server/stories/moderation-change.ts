/** The columns that hold a story's moderation state. */
export interface ModerationColumns {
  is_public: 0 | 1;
  published_at: string | null;
  reviewed_at: string | null;
  review_note: string | null;
}

/**
 * Where a story stands with the teacher:
 * - 'pending': 'Da moderare', never reviewed since the author's last save;
 * - 'toRevise': 'Da rivedere', sent back to the author with a note;
 * - 'published': in 'Storie della classe';
 * - 'unpublished': reviewed and kept private.
 */
export type ModerationState = 'pending' | 'toRevise' | 'published' | 'unpublished';

export function moderationState(row: { is_public: number; reviewed_at?: string | null; review_note?: string | null }): ModerationState {
  if (row.is_public === 1) return 'published';
  if (row.review_note) return 'toRevise';
  return row.reviewed_at ? 'unpublished' : 'pending';
}

export type ModerationEvent =
  | { kind: 'publish' }
  | { kind: 'withdraw' }
  | { kind: 'sendBack'; note: string }
  /** The author saved or edited the story. */
  | { kind: 'authorEdit' }
  /** The superuser corrected it: the moderation state stays. */
  | { kind: 'superuserEdit' };

/**
 * The one rule of moderation: what an event writes. Whatever the state, an author's save takes
 * the story back to 'Da moderare' (out of the class's stories, the teacher's note cleared); the
 * teacher publishes, withdraws or sends back with a note; her own corrections change nothing.
 */
export function moderationChange(event: ModerationEvent, nowIso: string): Partial<ModerationColumns> {
  switch (event.kind) {
    case 'publish':
      return { is_public: 1, published_at: nowIso, reviewed_at: nowIso, review_note: null };
    case 'withdraw':
      return { is_public: 0, published_at: null, reviewed_at: nowIso, review_note: null };
    case 'sendBack':
      return { is_public: 0, published_at: null, reviewed_at: nowIso, review_note: event.note };
    case 'authorEdit':
      return { is_public: 0, published_at: null, reviewed_at: null, review_note: null };
    case 'superuserEdit':
      return {};
  }
}
