import { expect } from 'vitest';

/**
 * Properties every list of Italian content shown to a child must have: not empty, trimmed,
 * starting with a capital letter, no placeholder, no two entries alike (case-insensitive).
 * Not a test file itself.
 */
export function expectItalianLabels(labels: readonly string[], what: string): void {
  expect(labels.length, what).toBeGreaterThan(0);
  for (const label of labels) {
    expect(label, what).toBe(label.trim());
    expect(label, what).toMatch(/^[\p{Lu}«"'’]/u);
    expect(label, what).not.toMatch(/TODO|lorem|xxx|\?\?|undefined|\s{2}/i);
  }
  const keys = labels.map((l) => l.toLocaleLowerCase('it'));
  expect(new Set(keys).size, `${what}: duplicates`).toBe(labels.length);
}

/** Ids 1..n in order, as the spec numbers cards, questions and clusters. */
export function expectNumberedInOrder(ids: readonly number[], count: number, what: string): void {
  expect(ids, what).toEqual(Array.from({ length: count }, (_, i) => i + 1));
}
