import { expect, test } from 'vitest';
import { GHOST_QUESTION_COUNT } from '../constants';
import { GHOST_QUESTIONS } from './ghost-questions';

test('the six GHOST questions are the spec questions, verbatim and in order', () => {
  expect(GHOST_QUESTIONS).toHaveLength(GHOST_QUESTION_COUNT);
  expect(GHOST_QUESTIONS.map((q) => q.question)).toEqual([
    'Chi era?',
    'Dove si trovava?',
    'Cosa faceva?',
    'Cosa diceva?',
    'Cosa diceva la gente?',
    'Come è andata a finire?',
  ]);
  expect(GHOST_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6]);
});

test('every question has its own hint', () => {
  for (const q of GHOST_QUESTIONS) expect(q.hint.trim().length).toBeGreaterThan(10);
  expect(new Set(GHOST_QUESTIONS.map((q) => q.hint)).size).toBe(GHOST_QUESTION_COUNT);
});
