import { expect, test } from 'vitest';
import type { WorkshopView } from '../../../shared/workshop/view';
import { canPropose } from './child-live';
import { tocca } from './live-parts';

const view = (over: Partial<WorkshopView>): WorkshopView => ({
  id: 'w',
  method: 'CAMPBELL',
  turnMode: 'turns',
  status: 'running',
  role: 'child',
  me: 'anna',
  step: 0,
  stepCount: 12,
  current: null,
  participants: [],
  turn: 'anna',
  paragraphs: [],
  proposals: [],
  returned: [],
  signature: 'La classe',
  title: null,
  storyId: null,
  code: null,
  codeExpiresAt: null,
  version: 1,
  ...over,
});

test('the child box opens on their turn (a turno) and always while playing (tutti insieme)', () => {
  expect(canPropose(view({}))).toBe(true);
  expect(canPropose(view({ turn: 'bruno' }))).toBe(false);
  expect(canPropose(view({ turn: null }))).toBe(false);
  expect(canPropose(view({ turnMode: 'together', turn: null }))).toBe(true);
  expect(canPropose(view({ status: 'paused' }))).toBe(false);
  expect(canPropose(view({ status: 'ended', turnMode: 'together' }))).toBe(false);
  expect(canPropose(view({ role: 'teacher', me: null }))).toBe(false);
});

test("'Tocca ad Anna', 'Tocca a Bruno'", () => {
  expect(`${tocca('Anna')} Anna`).toBe('Tocca ad Anna');
  expect(`${tocca('Bruno')} Bruno`).toBe('Tocca a Bruno');
});
