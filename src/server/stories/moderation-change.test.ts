import { expect, test } from 'vitest';
import { moderationChange, moderationState, type ModerationColumns, type ModerationEvent } from './moderation-change';

const NOW = '2026-11-29T10:00:00.000Z';
const start: Record<string, ModerationColumns> = {
  pending: { is_public: 0, published_at: null, reviewed_at: null, review_note: null },
  published: { is_public: 1, published_at: '2026-01-01', reviewed_at: '2026-01-01', review_note: null },
  unpublished: { is_public: 0, published_at: null, reviewed_at: '2026-01-01', review_note: null },
  toRevise: { is_public: 0, published_at: null, reviewed_at: '2026-01-01', review_note: 'Aggiungi un finale' },
};
const after = (from: ModerationColumns, event: ModerationEvent) => moderationState({ ...from, ...moderationChange(event, NOW) });

test('every state reads as what it is', () => {
  for (const [state, columns] of Object.entries(start)) expect(moderationState(columns)).toBe(state);
});

test("an author's save takes any story back to 'Da moderare', the note cleared", () => {
  for (const columns of Object.values(start)) {
    expect(after(columns, { kind: 'authorEdit' })).toBe('pending');
    expect(moderationChange({ kind: 'authorEdit' }, NOW)).toMatchObject({ is_public: 0, review_note: null, reviewed_at: null });
  }
});

test('the teacher publishes, withdraws and sends back; her own corrections keep the state', () => {
  for (const [state, columns] of Object.entries(start)) {
    expect(after(columns, { kind: 'publish' })).toBe('published');
    expect(after(columns, { kind: 'withdraw' })).toBe('unpublished');
    expect(after(columns, { kind: 'sendBack', note: 'Rileggi' })).toBe('toRevise');
    expect(after(columns, { kind: 'superuserEdit' })).toBe(state);
  }
  expect(moderationChange({ kind: 'sendBack', note: 'Rileggi' }, NOW)).toEqual({ is_public: 0, published_at: null, reviewed_at: NOW, review_note: 'Rileggi' });
  expect(moderationChange({ kind: 'publish' }, NOW).review_note).toBeNull();
});
