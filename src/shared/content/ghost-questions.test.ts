import { expect, test } from 'vitest';
import { GHOST_QUESTION_COUNT } from '../constants';
import { expectItalianLabels, expectNumberedInOrder } from '../../../tests/support/shared/content-properties';
import { GHOST_QUESTIONS } from './ghost-questions';

test('six distinct questions numbered 1 to 6, each a real question, from who it was to how it ended', () => {
  expect(GHOST_QUESTIONS).toHaveLength(GHOST_QUESTION_COUNT);
  expectNumberedInOrder(
    GHOST_QUESTIONS.map((q) => q.id),
    GHOST_QUESTION_COUNT,
    'question ids',
  );
  expectItalianLabels(
    GHOST_QUESTIONS.map((q) => q.question),
    'questions',
  );
  for (const q of GHOST_QUESTIONS) expect(q.question).toMatch(/^(Chi|Dove|Cosa|Come|Quando|Perché)\b.*\?$/);
  expect(GHOST_QUESTIONS[0]?.question).toBe('Chi era?');
  expect(GHOST_QUESTIONS.at(-1)?.question).toBe('Come è andata a finire?');
});

test('every question has its own hint', () => {
  for (const q of GHOST_QUESTIONS) expect(q.hint.trim().length).toBeGreaterThan(10);
  expect(new Set(GHOST_QUESTIONS.map((q) => q.hint)).size).toBe(GHOST_QUESTION_COUNT);
});
