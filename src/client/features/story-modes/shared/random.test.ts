import { expect, test } from 'vitest';
import { seededRandom, shuffled } from './random';

test('a shuffle keeps every item exactly once and leaves the input alone', () => {
  const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const mixed = shuffled(items, seededRandom(42));
  expect([...mixed].sort((a, b) => a - b)).toEqual(items);
  expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(mixed).not.toEqual(items);
});

test('the same seed gives the same numbers, all in [0, 1)', () => {
  const a = seededRandom(7);
  const b = seededRandom(7);
  for (let i = 0; i < 100; i += 1) {
    const x = a();
    expect(x).toBe(b());
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThan(1);
  }
});

test('a source that returns 0.999… never picks outside the list', () => {
  expect(shuffled(['a', 'b', 'c'], () => 0.9999999999).sort()).toEqual(['a', 'b', 'c']);
});
