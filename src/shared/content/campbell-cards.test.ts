import { expect, test } from 'vitest';
import { CAMPBELL_CARD_COUNT } from '../constants';
import { CAMPBELL_CARDS, CAMPBELL_ICON_NAMES } from './campbell-cards';
import { expectItalianLabels, expectNumberedInOrder } from '../../../tests/support/shared/content-properties';

test('twelve cards numbered 1 to 12, distinct Italian titles, the journey from the ordinary world to the new beginning', () => {
  expect(CAMPBELL_CARDS).toHaveLength(CAMPBELL_CARD_COUNT);
  expectNumberedInOrder(
    CAMPBELL_CARDS.map((c) => c.id),
    CAMPBELL_CARD_COUNT,
    'card ids',
  );
  expectItalianLabels(
    CAMPBELL_CARDS.map((c) => c.title),
    'card titles',
  );
  expectItalianLabels(
    CAMPBELL_CARDS.map((c) => c.shortName),
    'short names',
  );
  // The order of the hero's journey (spec 001 §3): it opens and closes where the spec says.
  expect(CAMPBELL_CARDS[0]?.title).toBe('Il mondo di tutti i giorni');
  expect(CAMPBELL_CARDS.at(-1)?.title).toBe('Il nuovo inizio');
});

test('every card has a short name, a question for a child and a known icon', () => {
  for (const card of CAMPBELL_CARDS) {
    expect(card.shortName.trim().length).toBeGreaterThan(0);
    expect(card.question).toMatch(/^\p{Lu}.*\?$/u);
    expect(CAMPBELL_ICON_NAMES).toContain(card.icon);
  }
});
