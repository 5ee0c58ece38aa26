import { expect, test } from 'vitest';
import type { RosterRow } from '../../../shared/schemas/admin';
import { isSelected, NO_SELECTION, toggleRow, toProfileSelection } from './roster-bulk-actions';
import { secretFromHash } from '../profiles/card-link-login';

const row = (id: string, groupId: string | null = null): RosterRow => ({
  id,
  name: `Bimbo ${id}`,
  shortId: id,
  email: null,
  age: 8,
  passwordIsInitial: true,
  storyCount: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  lastAccess: null,
  consentAt: null,
  consentBy: null,
  consentBySuperuser: false,
  aiConsentAt: null,
  aiConsentBy: null,
  publishedCount: 0,
  groupId,
  groupName: null,
  cardIssuedAt: null,
});

test('ticked rows, a group and the class become the selection the server takes', () => {
  expect(toProfileSelection(NO_SELECTION)).toBeNull();
  const one = toggleRow(NO_SELECTION, row('a'), true);
  const two = toggleRow(one, row('b'), true);
  expect(toProfileSelection(two)).toEqual({ userIds: ['a', 'b'] });
  expect(toProfileSelection(toggleRow(two, row('a'), false))).toEqual({ userIds: ['b'] });
  expect(toProfileSelection({ kind: 'group', groupId: 'g1', groupName: '3ªB' })).toEqual({ groupId: 'g1' });
  expect(toProfileSelection({ kind: 'all' })).toEqual({ all: true });
});

test('a row shows as chosen when its group or the class is chosen; ticking then starts a list', () => {
  const group = { kind: 'group', groupId: 'g1', groupName: '3ªB' } as const;
  expect(isSelected(group, row('a', 'g1'))).toBe(true);
  expect(isSelected(group, row('b', null))).toBe(false);
  expect(isSelected({ kind: 'all' }, row('c'))).toBe(true);
  expect(toProfileSelection(toggleRow(group, row('b'), true))).toEqual({ userIds: ['b'] });
});

test('the card secret is read from the fragment only when it has the right shape', () => {
  const secret = 'A'.repeat(42) + 'b';
  expect(secretFromHash(`#k=${secret}`)).toBe(secret);
  expect(secretFromHash('#k=corto')).toBeNull();
  expect(secretFromHash('')).toBeNull();
  expect(secretFromHash(`#x=${secret}`)).toBeNull();
});
