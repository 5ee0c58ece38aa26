import { expect, test } from 'vitest';
import { draftKeyFor, identityState, readModeNavigationState } from './navigation-state';

test('a draft is kept per mode, and per story when a saved one is reopened', () => {
  expect(draftKeyFor('GHOST', null)).toBe('GHOST');
  expect(draftKeyFor('PROPP_FREE', 's-1')).toBe('PROPP_FREE.s-1');
});

test('the navigation state is read leniently and its identity passed on', () => {
  expect(readModeNavigationState(null)).toEqual({});
  const state = readModeNavigationState({ profileId: 'p1', profileName: 'Luca', isPublic: 'yes', mode: 'free' });
  expect(state).toEqual({ profileId: 'p1', profileName: 'Luca', isPublic: undefined, mode: 'free' });
  expect(identityState(state)).toEqual({ profileId: 'p1', profileName: 'Luca' });
});
